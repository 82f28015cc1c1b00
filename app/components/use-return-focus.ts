import { useRef } from 'react'

/**
 * For a Radix dialog opened without its own Trigger (a shortcut, a toolbar, a bulk action): notes
 * what had focus when it opened and gives focus back there when it closes, as the WAI-ARIA dialog
 * pattern asks. `fallback` decides instead when that element is gone or `prefer` says so.
 */
export function useReturnFocus({
  fallback,
  prefer,
}: { fallback?: () => void; prefer?: (opener: Element | null) => boolean } = {}) {
  const opener = useRef<Element | null>(null)
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      const target = opener.current
      if (target instanceof HTMLElement && target.isConnected && !prefer?.(target)) target.focus()
      else fallback?.()
    },
  }
}
