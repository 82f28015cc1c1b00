import type { ContentAccess } from '#app/schemas/memberships.ts'
import { getOptionalUser } from '../auth/guards.server.ts'
import type { Db } from '../db/connection.server.ts'
import { getLocale } from '../i18n/i18n.server.ts'
import { paymentsEnabled } from '../payments/stripe-client.server.ts'
import { formatPrice } from '../payments/price.server.ts'
import { isMember } from './membership.server.ts'
import { listPlans } from './plans.server.ts'

/** What a non-member sees instead of a members-only body: the plans and how to subscribe. */
export interface MembersTeaser {
  plans: Array<{ id: number; name: string; interval: 'month' | 'year'; price: string; includes: string[] }>
  signedIn: boolean
}

/** True when the request's reader may read members-only content: the coach, or a current member. */
export async function readsMembersContent(db: Db, request: Request) {
  const user = await getOptionalUser(request)
  if (!user || user.locked) return false
  return user.role === 'admin' || (await isMember(db, user.id))
}

/** The active plans, priced in the reader's language (none while payments are off). */
export async function offeredPlans(db: Db, language: string): Promise<MembersTeaser['plans']> {
  if (!paymentsEnabled()) return []
  return (await listPlans(db, { activeOnly: true })).map((plan) => ({
    id: plan.id,
    name: plan.name,
    interval: plan.interval,
    price: formatPrice(plan.priceCents, plan.currency, language),
    includes: plan.includes
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  }))
}

/**
 * The gate of a piece of content: null when the reader may read it all (public content, a member,
 * the coach), else the teaser to show. A loader that gets a teaser must leave the body out of its
 * answer: what is not sent cannot leak into the HTML, the `.data` answer or the page cache.
 */
export async function membersGate(
  db: Db,
  request: Request,
  access: ContentAccess,
): Promise<MembersTeaser | null> {
  if (access !== 'members' || (await readsMembersContent(db, request))) return null
  const user = await getOptionalUser(request)
  return { plans: await offeredPlans(db, getLocale(request)), signedIn: Boolean(user && !user.locked) }
}
