import { useEffect, useRef } from 'react'
import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from 'react-router'

const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const
const HEARTBEAT_MS = 60_000
const CHECK_MS = 10_000

interface RootUser {
  idleLockMinutes?: number
  locked?: boolean
}

/**
 * Rendered by the main layout. Activity in the page is reported to the server (at most once a
 * minute), and after ADMIN_IDLE_LOCK_MINUTES without any the page moves to the lock screen
 * without a reload. The server keeps its own clock and locks the session regardless.
 */
export function IdleLock() {
  const user = useRouteLoaderData<{ user?: RootUser | null }>('root')?.user
  const minutes = user?.idleLockMinutes
  const navigate = useNavigate()
  const location = useLocation()
  const heartbeat = useFetcher<{ locked: boolean }>()
  const lastActivity = useRef(0)
  const lastBeat = useRef(0)
  const here = location.pathname + location.search
  const submitBeat = heartbeat.submit

  useEffect(() => {
    if (!minutes) return
    // The clock starts when the page does (and again after each navigation).
    lastActivity.current = Date.now()
    lastBeat.current = Date.now()
    const toLockScreen = () =>
      void navigate(`/auth/boxed-lockscreen?${new URLSearchParams({ redirectTo: here })}`)
    const onActivity = () => {
      const now = Date.now()
      lastActivity.current = now
      if (now - lastBeat.current > HEARTBEAT_MS) {
        lastBeat.current = now
        void submitBeat(null, { method: 'post', action: '/auth/heartbeat' })
      }
    }
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity.current > minutes * 60_000) toLockScreen()
    }, CHECK_MS)
    for (const event of EVENTS) window.addEventListener(event, onActivity, { passive: true })
    return () => {
      window.clearInterval(timer)
      for (const event of EVENTS) window.removeEventListener(event, onActivity)
    }
  }, [minutes, navigate, here, submitBeat])

  // The server said the session is locked (idle elsewhere, or locked in another tab).
  const locked = heartbeat.data?.locked
  useEffect(() => {
    if (locked) void navigate(`/auth/boxed-lockscreen?${new URLSearchParams({ redirectTo: here })}`)
  }, [locked, navigate, here])

  return null
}
