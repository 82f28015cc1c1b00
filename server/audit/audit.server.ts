import { sql } from 'kysely'
import type { AuditAction, AuditFilter, AuditListEvent } from '#app/schemas/audit.ts'
import { offsetOf, pageInfo } from '../content/pagination.server.ts'
import { foldedContains } from '../content/search.server.ts'
import type { Db } from '../db/connection.server.ts'

export interface AuditEvent {
  action: AuditAction
  /** Who did it: absent for anonymous events (a sign-in failure on an unknown address). */
  user?: { id: string; email: string } | null
  target?: { type: string; id: string | number }
  /** A few facts that help reading the log (a title, a count); never passwords, tokens or bodies. */
  detail?: Record<string, string | number | boolean | null>
  ip?: string
}

/**
 * Records one event in the audit log. For admin actions call it after the change succeeded, e.g.
 * `await recordAudit(db, { action: 'post.publish', user: session.user, target: { type: 'post', id }, ip: context.clientIp })`.
 */
export async function recordAudit(db: Db, event: AuditEvent) {
  await db
    .insertInto('audit_event')
    .values({
      userId: event.user?.id ?? null,
      userEmail: event.user?.email ?? null,
      action: event.action,
      targetType: event.target?.type ?? null,
      targetId: event.target ? String(event.target.id) : null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
      ip: event.ip ?? null,
    })
    .execute()
}

export const AUDIT_PAGE_SIZE = 50

const parseDetail = (text: string | null): Record<string, unknown> | null => {
  if (!text) return null
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    return null
  }
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString()

/** Events newest first, filtered (dates are whole UTC days, both ends included), one page at a time. */
export async function listAudit(db: Db, filter: AuditFilter, requestedPage: number) {
  let query = db.selectFrom('audit_event')
  if (filter.action) query = query.where('action', '=', filter.action)
  if (filter.email) query = query.where(foldedContains(sql.ref('userEmail'), filter.email))
  if (filter.from) query = query.where('at', '>=', `${filter.from}T00:00:00.000Z`)
  if (filter.to) query = query.where('at', '<', nextDay(filter.to))
  const { total } = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow()
  const page = pageInfo(requestedPage, Number(total), AUDIT_PAGE_SIZE)
  const rows = await query
    .select(['id', 'at', 'userEmail', 'action', 'targetType', 'targetId', 'detail', 'ip'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.perPage)
    .offset(offsetOf(page))
    .execute()
  const events: AuditListEvent[] = rows.map((row) => ({
    ...row,
    id: Number(row.id),
    detail: parseDetail(row.detail),
  }))
  return { events, ...page }
}

/**
 * The visitor's address as the server trusts it: server/http/client-address.server.ts leaves exactly
 * that one in X-Forwarded-For (for flows that get the request but not the route's context).
 */
export const requestAddress = (request: Request) => request.headers.get('x-forwarded-for') || undefined
