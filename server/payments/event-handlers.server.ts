import { INVOICE_HANDLERS } from '../memberships/invoices.server.ts'
import { MEMBERSHIP_HANDLERS } from '../memberships/membership.server.ts'
import { CHECKOUT_HANDLERS } from './checkout-events.server.ts'
import { REFUND_HANDLERS } from './refunds.server.ts'
import type { EventHandler, EventHandlers } from './webhook.server.ts'

/** Joins the handler lists of several modules: a type's handlers run in the order given. */
export function joinHandlers(...sets: EventHandlers[]): EventHandlers {
  const joined: Record<string, EventHandler[]> = {}
  for (const set of sets)
    for (const [type, handlers] of Object.entries(set))
      joined[type] = [...(joined[type] ?? []), ...(handlers as EventHandler[])]
  return joined as EventHandlers
}

/**
 * Every Stripe event the site handles, by type. A payment module (one-off orders here; memberships,
 * refunds from the admin) exports its own EventHandlers and is joined in this list.
 */
export const STRIPE_EVENT_HANDLERS: EventHandlers = joinHandlers(
  CHECKOUT_HANDLERS,
  MEMBERSHIP_HANDLERS,
  INVOICE_HANDLERS,
  REFUND_HANDLERS,
)
