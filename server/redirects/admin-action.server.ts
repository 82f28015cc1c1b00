import type { RedirectFormInput } from '#app/schemas/redirects.ts'
import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'
import { forgetNotFound } from './not-found-log.server.ts'
import { isRoutePath } from './route-patterns.server.ts'
import { addManualRedirect, RedirectRefused } from './rules.server.ts'
import { deleteRedirect } from './store.server.ts'

type Who = { admin: { id: string; email: string }; ip: string }

/** Field of the form a refusal is reported under. */
const FIELD_OF = { loop: 'to', shadowsLive: 'from', duplicate: 'from' } as const

/**
 * Runs the redirects screen's form in one transaction with its audit record. Returns the field
 * error of a refused redirect, `gone` for a redirect deleted meanwhile, or `done`.
 */
export async function applyRedirectForm(db: Db, input: RedirectFormInput, who: Who) {
  try {
    return await db.transaction().execute(async (trx) => {
      const audit = (
        action: 'redirect.create' | 'redirect.delete',
        id: string | number,
        from: string,
        to: string,
      ) =>
        recordAudit(trx, {
          action,
          user: who.admin,
          target: { type: 'redirect', id },
          detail: { from, to },
          ip: who.ip,
        })
      if (input.intent === 'delete') {
        const removed = await deleteRedirect(trx, input.id)
        if (!removed) return { kind: 'gone' } as const
        await audit('redirect.delete', input.id, removed.fromPath, removed.toPath)
        return { kind: 'done', intent: 'delete' } as const
      }
      await addManualRedirect(trx, input, isRoutePath)
      // The address redirects now: it no longer belongs in the 404 log.
      await forgetNotFound(trx, input.from)
      await audit('redirect.create', input.from, input.from, input.to)
      return { kind: 'done', intent: 'add' } as const
    })
  } catch (error) {
    if (!(error instanceof RedirectRefused)) throw error
    return {
      kind: 'refused',
      field: FIELD_OF[error.reason],
      message: `admin:redirects.errors.${error.reason}`,
    } as const
  }
}
