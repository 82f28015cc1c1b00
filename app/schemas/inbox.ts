import { z } from './zod.ts'

/** The inbox views, in tab order; `inbox` (everything not archived) is the default. */
export const INBOX_FILTERS = ['inbox', 'unread', 'read', 'archived', 'all'] as const
export type InboxFilter = (typeof INBOX_FILTERS)[number]

export const INBOX_INTENTS = ['read', 'unread', 'archive', 'unarchive', 'delete'] as const
export type InboxIntent = (typeof INBOX_INTENTS)[number]

/** At most this many messages in one bulk action (a page of the list). */
export const MAX_BULK = 100
/** The ids fit a 32-bit integer column on both engines; larger numbers cannot exist. */
export const MAX_ID = 2_147_483_647

/** A message id as it appears in a URL or a form: digits only, within the column's range. */
export const MessageId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine((id) => id >= 1 && id <= MAX_ID)

/** The inbox actions' form: an intent and the selected ids (`id`, repeated). */
export const InboxActionSchema = z.object({
  intent: z.enum(INBOX_INTENTS),
  ids: z.array(MessageId).min(1).max(MAX_BULK),
})
export type InboxAction = z.infer<typeof InboxActionSchema>

/** Reads the form the way the browser sends it (`id` may repeat). */
export const parseInboxAction = (form: FormData) =>
  InboxActionSchema.safeParse({
    intent: form.get('intent'),
    ids: form.getAll('id'),
  })
