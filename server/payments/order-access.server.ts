import type { Selectable } from 'kysely'
import { recordAudit } from '../audit/audit.server.ts'
import { grantAccess } from '../courses/access.server.ts'
import { bookingSlotAccess } from '../bookings/paid-bookings.server.ts'
import { eventPlaceAccess } from '../events/paid-registrations.server.ts'
import { closeMembership } from '../memberships/membership.server.ts'
import type { Db } from '../db/connection.server.ts'
import type { PaymentItemKind, PaymentOrderTable } from '../db/schema.server.ts'
import { stripe } from './stripe-client.server.ts'
import type { EventContext } from './webhook.server.ts'

export type Order = Selectable<PaymentOrderTable>

/**
 * What a paid order gives and a refund takes back, by the kind of item bought. Memberships add
 * their own entry. Both run inside the webhook's transaction and write the audit log, so every
 * change of access is recorded with the event that caused it.
 */
export interface ItemAccess {
  grant(db: Db, order: Order, context: Omit<EventContext, 'db'>): Promise<void>
  revoke(db: Db, order: Order, context: Omit<EventContext, 'db'>): Promise<void>
  /** A checkout that ended unpaid (expired, failed): what was held for it is let go. */
  release?(db: Db, order: Order, context: Omit<EventContext, 'db'>): Promise<void>
}

export async function auditAccess(
  db: Db,
  order: Order,
  action: 'payment.accessGrant' | 'payment.accessRevoke',
) {
  const buyer = order.userId
    ? await db.selectFrom('user').select(['id', 'email']).where('id', '=', order.userId).executeTakeFirst()
    : undefined
  await recordAudit(db, {
    action,
    user: buyer ?? null,
    target: { type: order.itemKind, id: order.itemId },
    detail: { order: order.number, title: order.itemTitle },
  })
}

const courseAccess: ItemAccess = {
  async grant(db, order) {
    if (!order.userId) return
    const outcome = await grantAccess(db, { userId: order.userId, courseId: order.itemId, source: 'payment' })
    if (outcome === 'granted') await auditAccess(db, order, 'payment.accessGrant')
  },
  /** Takes away the enrolment the payment made; one that came another way (a code, the coach) stays. */
  async revoke(db, order) {
    if (!order.userId) return
    const removed = await db
      .deleteFrom('enrollment')
      .where('userId', '=', order.userId)
      .where('courseId', '=', order.itemId)
      .where('source', '=', 'payment')
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) > 0) await auditAccess(db, order, 'payment.accessRevoke')
  },
}

/**
 * A membership's charge gives nothing by itself (access follows the subscription's events); its
 * refund ends the membership here at once, for good, and cancels the subscription at Stripe once
 * the refund is committed, so the member is not charged again.
 */
const membershipAccess: ItemAccess = {
  async grant() {},
  async revoke(db, order, { afterCommit }) {
    const subscriptionId = order.subscriptionId
    if (!subscriptionId) return
    await closeMembership(db, subscriptionId, { status: 'canceled', created: Math.floor(Date.now() / 1000) })
    afterCommit(async () => {
      const subscription = await stripe().subscriptions.retrieve(subscriptionId)
      if (subscription.status !== 'canceled') await stripe().subscriptions.cancel(subscriptionId)
    })
  },
}

/**
 * By item kind. Read when an event is handled, not when modules load: the event and booking entries
 * live in modules that use the refund path, which reads this registry, so the imports form a cycle.
 */
const itemAccessByKind = (): Record<PaymentItemKind, ItemAccess> => ({
  course: courseAccess,
  membership: membershipAccess,
  event: eventPlaceAccess,
  booking: bookingSlotAccess,
})

export function itemAccess(kind: PaymentItemKind): ItemAccess {
  const access = itemAccessByKind()[kind]
  if (!access) throw new Error(`No access rule for paid items of kind ${kind}`)
  return access
}
