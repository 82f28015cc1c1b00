import type { Selectable } from 'kysely'
import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'
import type { MembershipPlanTable, PlanInterval, PlanStatus } from '../db/schema.server.ts'
import { env } from '../env.server.ts'
import { stripe } from '../payments/stripe-client.server.ts'

export type Plan = Selectable<MembershipPlanTable>

/** Who changes a plan: the coach, and the address they did it from (for the audit log). */
export interface PlanActor {
  admin: { id: string; email: string }
  ip?: string
}

export interface NewPlan {
  name: string
  interval: PlanInterval
  priceCents: number
  includes: string
}

/** Plans, active ones first, then by price; `activeOnly` for what visitors may subscribe to. */
export function listPlans(db: Db, { activeOnly = false } = {}) {
  let query = db.selectFrom('membership_plan').selectAll()
  if (activeOnly) query = query.where('status', '=', 'active')
  return query.orderBy('status').orderBy('priceCents').orderBy('id').execute()
}

export const findPlan = (db: Db, id: number) =>
  db.selectFrom('membership_plan').selectAll().where('id', '=', id).executeTakeFirst()

export const findPlanByPrice = (db: Db, stripePriceId: string) =>
  db.selectFrom('membership_plan').selectAll().where('stripePriceId', '=', stripePriceId).executeTakeFirst()

/**
 * Creates the plan's Stripe product and recurring price, then stores the plan with their ids. A
 * Stripe price's amount cannot change: a new price means a new plan (and archiving the old one).
 */
export async function createPlan(db: Db, plan: NewPlan, actor: PlanActor) {
  const currency = env().STRIPE_CURRENCY
  const product = await stripe().products.create({ name: plan.name })
  const price = await stripe().prices.create({
    product: product.id,
    currency,
    unit_amount: plan.priceCents,
    recurring: { interval: plan.interval },
    tax_behavior: 'inclusive',
  })
  const { id } = await db
    .insertInto('membership_plan')
    .values({ ...plan, currency, stripeProductId: product.id, stripePriceId: price.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  await auditPlan(db, actor, 'plan.create', Number(id), {
    name: plan.name,
    interval: plan.interval,
    priceCents: plan.priceCents,
    currency,
  })
  return Number(id)
}

/**
 * Archives a plan (no new subscriptions; current members keep theirs) or makes it active again;
 * the Stripe price follows, so Checkout refuses an archived one too.
 */
export async function setPlanStatus(db: Db, id: number, status: PlanStatus, actor: PlanActor) {
  const plan = await findPlan(db, id)
  if (!plan || plan.status === status) return false
  await stripe().prices.update(plan.stripePriceId, { active: status === 'active' })
  await db
    .updateTable('membership_plan')
    .set({ status, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute()
  await auditPlan(db, actor, status === 'archived' ? 'plan.archive' : 'plan.restore', id, { name: plan.name })
  return true
}

/** The coach's plan changes go in the audit log, as their other changes do. */
const auditPlan = (
  db: Db,
  { admin, ip }: PlanActor,
  action: 'plan.create' | 'plan.archive' | 'plan.restore',
  id: number,
  detail: Record<string, string | number>,
) =>
  recordAudit(db, {
    action,
    user: admin,
    target: { type: 'membershipPlan', id },
    detail,
    ...(ip ? { ip } : {}),
  })
