import type { z } from 'zod'
import type { AuditAction } from '#app/schemas/audit.ts'
import type { CommentAdminSchema } from '#app/schemas/comments.ts'
import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'
import { postComment, targetOf } from './comments.server.ts'
import { deleteComment, markReviewed, setCommentBlock, setCommentHidden } from './moderation.server.ts'

type Admin = { id: string; email: string }
export type ModerationInput = z.infer<typeof CommentAdminSchema>

/**
 * One decision of the coach's queue, recorded in the audit log. An answer is a reply as the coach
 * (one level: to the comment's thread) and settles the comment. False when the comment is gone.
 */
export async function moderate(db: Db, who: { admin: Admin; ip?: string }, input: ModerationInput) {
  const audit = (action: AuditAction, target: { type: string; id: string | number }) =>
    recordAudit(db, { action, user: who.admin, target, ip: who.ip })
  if ('userId' in input) {
    const user = await db.selectFrom('user').select('id').where('id', '=', input.userId).executeTakeFirst()
    if (!user) return false
    await setCommentBlock(db, { userId: user.id, blocked: input.intent === 'block' })
    await audit(`comment.${input.intent}`, { type: 'user', id: user.id })
    return true
  }
  const found = await targetOf(db, input.id)
  if (!found) return false
  const target = { type: 'comment', id: input.id }
  switch (input.intent) {
    case 'answer': {
      const outcome = await postComment(db, {
        userId: who.admin.id,
        target: found.target,
        parentId: input.id,
        body: input.body,
        byCoach: true,
      })
      if (outcome.kind !== 'posted') return false
      await markReviewed(db, { id: input.id })
      break
    }
    case 'hide':
    case 'show':
      await setCommentHidden(db, { id: input.id, hidden: input.intent === 'hide' })
      break
    case 'keep':
      await markReviewed(db, { id: input.id })
      break
    case 'delete':
      await deleteComment(db, input.id)
      break
  }
  await audit(`comment.${input.intent}`, target)
  return true
}
