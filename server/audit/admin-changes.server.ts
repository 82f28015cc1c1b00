import type { AuditAction } from '#app/schemas/audit.ts'
import type { Db } from '../db/connection.server.ts'
import type { SaveOutcome } from '../content/admin-save.server.ts'
import { recordAudit } from './audit.server.ts'

type Admin = { id: string; email: string }
type Target = 'post' | 'concept' | 'drill'

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

/** A manual save of the post, concept or drill editor (autosaves of drafts are not recorded). */
export async function auditSave(
  db: Db,
  who: { admin: Admin; ip: string },
  type: Target,
  change: { created: boolean; outcome: SaveOutcome; status?: string },
) {
  if (change.outcome.kind !== 'saved') return
  const action: AuditAction = change.created
    ? `${type}.create`
    : change.status === 'published'
      ? `${type}.publish`
      : `${type}.update`
  await recordAudit(db, {
    action,
    user: who.admin,
    target: { type, id: change.outcome.id },
    detail: { slug: change.outcome.slug, ...(change.status ? { status: change.status } : {}) },
    ip: who.ip,
  })
}

/** Deleting a stored file or a contact message. */
export const auditDelete = (
  db: Db,
  who: { admin: Admin; ip: string },
  type: 'media' | 'message',
  id: number,
) => recordAudit(db, { action: `${type}.delete`, user: who.admin, target: { type, id }, ip: who.ip })
