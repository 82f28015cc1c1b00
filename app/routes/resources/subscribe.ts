import { data, redirect } from 'react-router'
import type { Route } from './+types/subscribe'
import { SubscribeSchema } from '#app/schemas/memberships.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { getOptionalUser } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getLocale } from '#server/i18n/i18n.server.ts'
import { startSubscription } from '#server/memberships/subscribe.server.ts'
import { paymentsEnabled } from '#server/payments/stripe-client.server.ts'

/** Only the subscribe buttons post here. */
export function loader() {
  throw data(null, { status: paymentsEnabled() ? 405 : 404 })
}

/**
 * POST /socios/suscribir: a signed-in reader goes to Stripe Checkout for the plan and comes back to
 * the page they were reading; a visitor signs in first and comes back there. Access follows only
 * from Stripe's signed webhook, never from coming back.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!paymentsEnabled()) throw data(null, { status: 404 })
  assertSameOrigin(request)
  const form = SubscribeSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) throw data(null, { status: 400 })
  const { planId, back } = form.data
  const user = await getOptionalUser(request)
  if (!user || user.locked) throw redirect(`/signin?${new URLSearchParams({ redirectTo: back })}`)
  const returnUrl = new URL(back, publicOrigin(request))
  returnUrl.searchParams.set('socio', 'pendiente')
  const checkout = await startSubscription(db, user, planId, {
    returnUrl: returnUrl.href,
    language: getLocale(request),
  })
  if (!checkout) throw data(null, { status: 404 })
  return redirect(checkout)
}
