import { data } from 'react-router'
import type { Route } from './+types/heartbeat'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { isIdle, lockSession, readSession, touchSession } from '#server/auth/session.server.ts'

export function loader() {
  throw data(null, { status: 405 })
}

/**
 * Activity in an open page (typing in the editor makes no requests) keeps the session awake.
 * The server still decides: an idle or locked session answers { locked: true }.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const id = identity()
  const session = await readSession(id, request)
  if (!session) return data({ locked: true, signedIn: false }, { status: 401 })
  if (session.lockedAt || isIdle(session, id.idleLockMinutes)) {
    await lockSession(id, session.id)
    return { locked: true, signedIn: true }
  }
  await touchSession(id, session)
  return { locked: false, signedIn: true }
}
