import { useEffect } from 'react'
import { useRouteLoaderData } from 'react-router'
import { syncPitchSessions } from './pitch-cache.ts'

/** The signed-in account, from the root loader (null when nobody is signed in). */
function useAccount() {
  const root = useRouteLoaderData<{ user: { id: string } | null }>('root')
  return root?.user?.id ?? null
}

/**
 * Keeps the device's copies of these sessions in step with their marks each time a page showing
 * them is rendered online. Not data for the page (that comes from the loader): a side effect on
 * the browser's storage, so it runs in an effect.
 */
export function usePitchSync(sessions: ReadonlyArray<{ id: number; forPitch: boolean }>) {
  const account = useAccount()
  const key = sessions.map((session) => `${session.id}:${session.forPitch}`).join()
  useEffect(() => {
    if (!import.meta.env.PROD || account === null) return
    void syncPitchSessions(account, sessions)
    // The key stands for the sessions' ids and marks: a new array with the same marks syncs nothing.
  }, [account, key])
}
