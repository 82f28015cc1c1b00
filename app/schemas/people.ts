import { z } from './zod.ts'
import { plainString } from './plain-text.ts'

export const userStatuses = ['active', 'suspended', 'unconfirmed'] as const
export type UserStatus = (typeof userStatuses)[number]

export const SUSPEND_REASON_MAX = 500

/** The users screen's filters, read from the URL; a value that does not parse is ignored. */
export const PeopleFilterSchema = z.object({
  q: plainString().trim().max(254).optional().catch(undefined),
  role: z.enum(['admin', 'user']).optional().catch(undefined),
  status: z.enum(userStatuses).optional().catch(undefined),
})
export type PeopleFilter = z.infer<typeof PeopleFilterSchema>

/** What the coach can do to one account from its page. */
export const PersonActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('role'), role: z.enum(['admin', 'user'], 'people:errors.role') }),
  z.object({
    intent: z.literal('suspend'),
    reason: plainString({ multiline: true, error: 'people:errors.reason' })
      .trim()
      .max(SUSPEND_REASON_MAX, 'people:errors.reasonLength')
      .optional(),
  }),
  z.object({ intent: z.enum(['unsuspend', 'endSessions']) }),
])
export type PersonAction = z.infer<typeof PersonActionSchema>

/** The filters as they stand in the address of the list or of its CSV export. */
export const peopleFilterFrom = (params: URLSearchParams): PeopleFilter =>
  PeopleFilterSchema.parse({
    q: params.get('q') || undefined,
    role: params.get('role') || undefined,
    status: params.get('status') || undefined,
  })

export function peopleQuery(filter: PeopleFilter, page = 1) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `?${search}` : ''
}
