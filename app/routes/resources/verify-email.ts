import { redirect } from 'react-router'
import type { Route } from './+types/verify-email'
import { identity } from '#server/auth/instance.server.ts'
import { verifySignUpEmail } from '#server/auth/sign-up.server.ts'

/** The sign-up confirmation link: confirms, then /signin says how it went. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const outcome = await verifySignUpEmail(identity(), request, token)
  throw redirect(outcome === 'verified' ? '/signin?verified=1' : `/signin?verified=0&error=${outcome}`)
}
