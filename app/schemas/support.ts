import { z } from './zod.ts'
import { plainString } from './plain-text.ts'

export const SUPPORT_LIMITS = { subject: 150, message: 5000, answer: 5000 }
export const supportStatuses = ['open', 'answered', 'closed'] as const

const positiveId = z.coerce.number().int().positive()

/** A signed-in user's request for help, optionally about one of their courses. */
export const SupportRequestSchema = z.object({
  subject: plainString({ error: 'support:errors.subject' })
    .trim()
    .min(1, 'support:errors.subject')
    .max(SUPPORT_LIMITS.subject, 'support:errors.subjectLength'),
  message: plainString({ multiline: true, error: 'support:errors.message' })
    .trim()
    .min(1, 'support:errors.message')
    .max(SUPPORT_LIMITS.message, 'support:errors.messageLength'),
  courseId: positiveId.optional(),
})
export type SupportRequestInput = z.infer<typeof SupportRequestSchema>

/** The coach's forms on a request: answer it (by e-mail too), close it, open it again. */
export const SupportAdminSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('answer'),
    answer: plainString({ multiline: true, error: 'support:errors.answer' })
      .trim()
      .min(1, 'support:errors.answer')
      .max(SUPPORT_LIMITS.answer, 'support:errors.answerLength'),
  }),
  z.object({ intent: z.enum(['close', 'reopen']) }),
])

/** The admin list's filter, read from the URL; anything else shows every request. */
export const SupportFilterSchema = z.object({
  status: z.enum(supportStatuses).optional().catch(undefined),
})
