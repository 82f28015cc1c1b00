import { useCallback, useSyncExternalStore } from 'react'

/** Who reads a stored value in this tab (the `storage` event tells only the other tabs). */
const readers = new Set<() => void>()

/**
 * A value kept in `localStorage`, read as an external store: null on the server and while the
 * page hydrates, then the stored value; `write` stores a new one and re-renders every reader (other
 * tabs follow through the `storage` event).
 */
export function useStoredValue(key: string) {
  const subscribe = useCallback(
    (change: () => void) => {
      const fromOtherTab = (event: StorageEvent) => {
        if (event.key === key) change()
      }
      readers.add(change)
      window.addEventListener('storage', fromOtherTab)
      return () => {
        readers.delete(change)
        window.removeEventListener('storage', fromOtherTab)
      }
    },
    [key],
  )
  const value = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(key),
    () => null,
  )
  const write = useCallback(
    (next: string) => {
      localStorage.setItem(key, next)
      for (const reader of readers) reader()
    },
    [key],
  )
  return [value, write] as const
}
