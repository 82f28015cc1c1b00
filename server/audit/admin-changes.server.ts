import type { AuditAction } from '#app/schemas/audit.ts'
import type { Db } from '../db/connection.server.ts'
import type { SaveOutcome } from '../content/admin-save.server.ts'
import { recordAudit } from './audit.server.ts'

type Admin = { id: string; email: string }
type Target = 'post' | 'concept' | 'drill' | 'event'

/** What a list's bulk intent did, in the audit log's words. */
const BULK_ACTIONS: Record<'publish' | 'unpublish' | 'delete', (type: Target) => AuditAction> = {
  publish: (type) => `${type}.publish`,
  unpublish: (type) => `${type}.update`,
  delete: (type) => `${type}.delete`,
}

/** One event per row a bulk action of the posts, concepts or drills list changed. */
export async function auditBulk(
  db: Db,
  who: { admin: Admin; ip: string },
  type: Target,
  bulk: { intent: 'publish' | 'unpublish' | 'delete'; ids: number[] },
) {
  const action = BULK_ACTIONS[bulk.intent](type)
  for (const id of bulk.ids)
    await recordAudit(db, {
      action,
      user: who.admin,
      target: { type, id },
      detail: { intent: bulk.intent },
      ip: who.ip,
    })
}

/**
 * A manual save of the post, concept or drill editor, run by `save` and recorded (autosaves of
 * drafts are not recorded): "publish" only when the save makes the item go live, so an edit of a
 * published item is an update. The status before is read first, since the save overwrites it.
 */
export async function auditedSave(
  db: Db,
  who: { admin: Admin; ip: string },
  type: Target,
  { id, status }: { id: number | undefined; status?: string },
  save: () => Promise<SaveOutcome>,
) {
  const before =
    id === undefined
      ? undefined
      : (await db.selectFrom(type).select('status').where('id', '=', id).executeTakeFirst())?.status
  const outcome = await save()
  if (outcome.kind !== 'saved') return outcome
  const action: AuditAction =
    id === undefined
      ? `${type}.create`
      : status === 'published' && before !== 'published'
        ? `${type}.publish`
        : `${type}.update`
  await recordAudit(db, {
    action,
    user: who.admin,
    target: { type, id: outcome.id },
    detail: { slug: outcome.slug, ...(status ? { status } : {}) },
    ip: who.ip,
  })
  return outcome
}

/** Deleting a stored file or a contact message. */
export const auditDelete = (
  db: Db,
  who: { admin: Admin; ip: string },
  type: 'media' | 'message',
  id: number,
) => recordAudit(db, { action: `${type}.delete`, user: who.admin, target: { type, id }, ip: who.ip })
