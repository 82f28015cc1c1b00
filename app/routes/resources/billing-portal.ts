import { data, redirect } from 'react-router'
import type { Route } from './+types/billing-portal'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { portalUrl } from '#server/memberships/subscribe.server.ts'
import { paymentsEnabled } from '#server/payments/stripe-client.server.ts'

/** Only the account settings' button posts here. */
export function loader() {
  throw data(null, { status: paymentsEnabled() ? 405 : 404 })
}

/** POST /socios/portal: the signed-in customer goes to Stripe's customer portal and comes back to settings. */
export async function action({ request }: Route.ActionArgs) {
  if (!paymentsEnabled()) throw data(null, { status: 404 })
  assertSameOrigin(request)
  const user = await requireRole(request, 'admin', 'user')
  const url = await portalUrl(db, user.id, `${publicOrigin(request)}/account-settings`)
  if (!url) throw data(null, { status: 404 })
  return redirect(url)
}
