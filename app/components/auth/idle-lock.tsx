import { useCallback, useEffect, useRef } from 'react'
import { useFetcher, useLocation, useRouteLoaderData, useSubmit } from 'react-router'

const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const
const HEARTBEAT_MS = 60_000
const CHECK_MS = 10_000

interface RootUser {
  idleLockMinutes?: number
  locked?: boolean
}

/**
 * Rendered by the main layout. Activity in the page is reported to the server (at most once a
 * minute), and after ADMIN_IDLE_LOCK_MINUTES without any the page locks the session (a POST to
 * /auth/lock, like the avatar menu) and moves to the lock screen without a reload. The server
 * keeps its own clock and locks the session regardless.
 */
export function IdleLock() {
  const user = useRouteLoaderData<{ user?: RootUser | null }>('root')?.user
  const minutes = user?.idleLockMinutes
  const submit = useSubmit()
  const location = useLocation()
  const heartbeat = useFetcher<{ locked: boolean }>()
  const lastActivity = useRef(0)
  const lastBeat = useRef(0)
  const here = location.pathname + location.search
  const submitBeat = heartbeat.submit
  const lockNow = useCallback(
    () => void submit({ redirectTo: here }, { method: 'post', action: '/auth/lock' }),
    [submit, here],
  )

  useEffect(() => {
    if (!minutes) return
    // The clock starts when the page does (and again after each navigation).
    lastActivity.current = Date.now()
    lastBeat.current = Date.now()
    const onActivity = () => {
      const now = Date.now()
      lastActivity.current = now
      if (now - lastBeat.current > HEARTBEAT_MS) {
        lastBeat.current = now
        void submitBeat(null, { method: 'post', action: '/auth/heartbeat' })
      }
    }
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity.current > minutes * 60_000) lockNow()
    }, CHECK_MS)
    for (const event of EVENTS) window.addEventListener(event, onActivity, { passive: true })
    return () => {
      window.clearInterval(timer)
      for (const event of EVENTS) window.removeEventListener(event, onActivity)
    }
  }, [minutes, lockNow, submitBeat])

  // The server said the session is locked (idle elsewhere, or locked in another tab).
  const locked = heartbeat.data?.locked
  useEffect(() => {
    if (locked) lockNow()
  }, [locked, lockNow])

  return null
}
