import { data } from 'react-router'
import type { Route } from './+types/stripe-webhook'
import { db } from '#server/db/db.server.ts'
import { STRIPE_EVENT_HANDLERS } from '#server/payments/event-handlers.server.ts'
import { paymentsEnabled } from '#server/payments/stripe-client.server.ts'
import { receiveWebhook } from '#server/payments/webhook.server.ts'

/** Only Stripe posts here; without payments configured the address does not exist. */
export function loader() {
  throw data(null, { status: paymentsEnabled() ? 405 : 404 })
}

/**
 * POST /api/stripe/webhook: Stripe's events, trusted by their signature alone (no session, no
 * origin check: server/http/react-router-handler.server.ts leaves /api/ to its routes).
 */
export function action({ request }: Route.ActionArgs) {
  if (!paymentsEnabled()) throw data(null, { status: 404 })
  if (request.method !== 'POST') throw data(null, { status: 405 })
  return receiveWebhook(db, request, STRIPE_EVENT_HANDLERS)
}
