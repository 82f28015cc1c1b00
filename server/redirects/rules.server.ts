import type { Db } from '../db/connection.server.ts'
import { contentOfPath, contentPath, currentSlug, slugTaken, type ContentKind } from './kinds.server.ts'

/** Why a redirect is refused; each has a translated message `admin:redirects.errors.<reason>`. */
export type RedirectRefusal = 'loop' | 'shadowsLive' | 'duplicate'

export class RedirectRefused extends Error {
  constructor(readonly reason: RedirectRefusal) {
    super(`redirect refused: ${reason}`)
  }
}

/**
 * Where a redirect to `to` ends. Chains are kept collapsed (no row points at the start of another),
 * so one hop is the whole chain.
 */
async function finalTarget(db: Db, to: string) {
  if (!to.startsWith('/')) return to
  const next = await db.selectFrom('redirect').select('toPath').where('fromPath', '=', to).executeTakeFirst()
  return next?.toPath ?? to
}

/**
 * `from` redirects to `to` (or to where `to` redirects): the rows that pointed at `from` now point
 * there directly (A→B, then B→C: A→C), and a redirect that would end where it starts is refused.
 * An existing redirect from `from` is replaced.
 */
export async function putRedirect(db: Db, { from, to, kind }: { from: string; to: string; kind: string }) {
  const target = await finalTarget(db, to)
  if (target === from) throw new RedirectRefused('loop')
  await db.updateTable('redirect').set({ toPath: target }).where('toPath', '=', from).execute()
  await db
    .insertInto('redirect')
    .values({ fromPath: from, toPath: target, kind })
    .onConflict((oc) => oc.column('fromPath').doUpdateSet({ toPath: target, kind }))
    .execute()
}

/**
 * Call in a content save, inside its transaction, before the row is written: the item's address
 * is live, so nothing redirects away from it any more (which also drops the redirect a change back
 * to an old slug would loop through), and when its slug changes the old address redirects to the
 * new one.
 */
export async function followSlug(db: Db, kind: ContentKind, { id, slug }: { id?: number; slug: string }) {
  const previous = id === undefined ? undefined : await currentSlug(db, kind, id)
  const path = contentPath(kind, slug)
  await db.deleteFrom('redirect').where('fromPath', '=', path).execute()
  if (previous && previous !== slug)
    await putRedirect(db, { from: contentPath(kind, previous), to: path, kind })
}

/**
 * A redirect the coach adds by hand. Refused: a path already redirected (`duplicate`), one a page
 * answers (`shadowsLive`: a route of the site other than the 404 page, or a content address whose
 * slug an item holds), and one that would loop.
 */
export async function addManualRedirect(
  db: Db,
  { from, to }: { from: string; to: string },
  isRoutePath: (path: string) => boolean,
) {
  const existing = await db
    .selectFrom('redirect')
    .select('id')
    .where('fromPath', '=', from)
    .executeTakeFirst()
  if (existing) throw new RedirectRefused('duplicate')
  const content = contentOfPath(from)
  const live = content ? await slugTaken(db, content.kind, content.slug) : isRoutePath(from)
  if (live) throw new RedirectRefused('shadowsLive')
  await putRedirect(db, { from, to, kind: 'manual' })
}
