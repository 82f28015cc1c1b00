import { redirect } from 'react-router'
import type { Route } from './+types/verify-email'
import { identity } from '#server/auth/instance.server.ts'
import { verifySignUpEmail } from '#server/auth/sign-up.server.ts'
import { safeRedirectPath } from '#server/http/redirect-target.server.ts'

/**
 * The sign-up confirmation link: confirms, then /signin says how it went; the page the visitor
 * signed up from (`redirectTo`, a local path) is where sign-in takes them next.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const outcome = await verifySignUpEmail(identity(), request, url.searchParams.get('token') ?? '')
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'), '')
  const answer = new URLSearchParams(
    outcome === 'verified' ? { verified: '1' } : { verified: '0', error: outcome },
  )
  if (redirectTo) answer.set('redirectTo', redirectTo)
  throw redirect(`/signin?${answer}`)
}
