import { redirect } from 'react-router'
import type { Route } from './+types/confirm-email'
import { confirmEmailChange } from '#server/auth/email-change.server.ts'
import { getOptionalUser } from '#server/auth/guards.server.ts'
import { identity } from '#server/auth/instance.server.ts'

/** The link sent to the new address of an e-mail change. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const outcome = await confirmEmailChange(identity(), token)
  if (outcome !== 'changed') throw redirect(`/signin?emailChange=${outcome}`)
  const user = await getOptionalUser(request)
  throw redirect(user && !user.locked ? '/account-settings?emailChanged=1' : '/signin?emailChanged=1')
}
