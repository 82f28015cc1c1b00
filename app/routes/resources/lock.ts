import { redirect } from 'react-router'
import type { Route } from './+types/lock'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { LOCKSCREEN_PATH } from '#server/auth/guards.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { safeRedirectPath } from '#server/http/redirect-target.server.ts'
import { lockSession, readSession } from '#server/auth/session.server.ts'

export function loader() {
  return redirect(LOCKSCREEN_PATH)
}

/** "Lock screen" in the avatar menu: lock now, come back to the same page after unlocking. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const session = await readSession(identity(), request)
  if (!session) return redirect('/signin')
  await lockSession(identity(), session.id)
  const back = safeRedirectPath((await request.formData()).get('redirectTo'), '')
  return redirect(back ? `${LOCKSCREEN_PATH}?${new URLSearchParams({ redirectTo: back })}` : LOCKSCREEN_PATH)
}
