import { useSyncExternalStore } from 'react'

/** Large screens (Tailwind `lg`, 1024 px): where the sidebar stays open beside the content. */
export const LARGE_SCREEN = '(min-width: 1024px)'

/** A live media query; `serverValue` is used on the server and while hydrating. */
export function useMedia(query: string, serverValue: boolean) {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query)
      media.addEventListener('change', onChange)
      return () => media.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}

const subscribeScroll = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/** Whether the page is scrolled further than `offset` pixels. */
export function useScrolledPast(offset: number) {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > offset,
    () => false,
  )
}
