import { z } from './zod.ts'
import { priceField } from './price.ts'

/** The forms of memberships: the coach's plans, a subscription, and who may read a piece of content. */

export const planIntervals = ['month', 'year'] as const
export const contentAccesses = ['public', 'members'] as const
export type ContentAccess = (typeof contentAccesses)[number]

export const PLAN_LIMITS = { name: 120, includes: 2000 } as const

/** The editors' "who can read it" field: everyone unless members-only is chosen. */
export const contentAccessField = z
  .enum(contentAccesses, { error: 'memberships:errors.invalidChoice' })
  .default('public')

/** The coach's plan forms; a new plan's price is read in the shop's `currency`. */
export const planAdminSchema = (currency: string) =>
  z.discriminatedUnion('intent', [
    z.object({
      intent: z.literal('create'),
      name: z
        .string({ error: 'memberships:errors.required' })
        .trim()
        .min(1, 'memberships:errors.required')
        .max(PLAN_LIMITS.name, 'memberships:errors.tooLong'),
      interval: z.enum(planIntervals, { error: 'memberships:errors.invalidChoice' }),
      price: priceField(currency),
      includes: z.string().trim().max(PLAN_LIMITS.includes, 'memberships:errors.tooLong').default(''),
    }),
    z.object({ intent: z.enum(['archive', 'restore']), planId: z.coerce.number().int().positive() }),
  ])
/** The plan forms in euros (the default shop currency), for tests. */
export const PlanAdminSchema = planAdminSchema('eur')

/** A subscribe button: the plan, and the page to come back to (a path on this site). */
export const SubscribeSchema = z.object({
  planId: z.coerce.number().int().positive(),
  back: z
    .string()
    .regex(/^\/(?![/\\])[^\s]*$/)
    .max(500)
    .catch('/'),
})
