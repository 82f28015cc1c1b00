import { useEffect } from 'react'
import type { AccountMessage } from './offline-policy.ts'

/**
 * Registers the service worker (production builds only) once the page has loaded, and tells it who
 * is signed in: it keeps that account's copies for the pitch and deletes anyone else's
 * (docs/decisions/050-at-the-pitch.md).
 */
export function useServiceWorker(account: string | null) {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    const message: AccountMessage = { type: 'account', account, language: document.documentElement.lang }
    const start = () => {
      void navigator.serviceWorker.register('/sw.js')
      void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message))
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => window.removeEventListener('load', start)
  }, [account])
}
