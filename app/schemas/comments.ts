import { z } from './zod.ts'
import { COMMENT_LIMITS } from './comment-limits.ts'
import { plainString } from './plain-text.ts'

export { COMMENT_LIMITS }

/**
 * The comment forms (docs/decisions/038-comments.md). The public form validates in the browser
 * with the textarea's own constraints (COMMENT_LIMITS): no schema library reaches the post page's
 * bundle; these schemas run on the server and in the coach's screen.
 */
/** The coach's queues: not yet dealt with, reported by readers, hidden. */
export const commentQueues = ['new', 'reported', 'hidden'] as const
export type CommentQueue = (typeof commentQueues)[number]

/** The editors' switches ("Comentarios" on a post, "Preguntas" on a course); absent: left as it is. */
export const commentSwitches = ['on', 'off'] as const
export const commentSwitchField = z.enum(commentSwitches, { error: 'comments:errors.invalid' }).optional()

const positiveId = z.coerce.number().int().positive()

export const commentBody = () =>
  plainString({ multiline: true, error: 'comments:errors.body' })
    .trim()
    .min(1, 'comments:errors.body')
    .max(COMMENT_LIMITS.body, 'comments:errors.bodyLength')

/** What a reader sends from under a post or a lesson: a comment, a reply, or a report. */
export const CommentFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('comment'),
    target: z.enum(['post', 'lesson']),
    targetId: positiveId,
    parentId: positiveId.optional(),
    body: commentBody(),
  }),
  z.object({ intent: z.literal('report'), commentId: positiveId }),
])
export type CommentFormInput = z.infer<typeof CommentFormSchema>

/** The coach's queue: answer, hide, show, keep, delete, block, unblock. */
export const CommentAdminSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('answer'), id: positiveId, body: commentBody() }),
  z.object({ intent: z.enum(['hide', 'show', 'keep', 'delete']), id: positiveId }),
  z.object({ intent: z.enum(['block', 'unblock']), userId: z.string().min(1).max(200) }),
])
