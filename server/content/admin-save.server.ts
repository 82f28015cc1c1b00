import type { Db } from '../db/connection.server.ts'
import { escapeXml } from '../seo/xml.server.ts'
import { uniqueSlug, type SluggedTable } from './slug.server.ts'
import { isUniqueViolation } from '../db/unique-violation.server.ts'

type ContentTable = SluggedTable

/** What a conflicting save is shown: the version someone else saved meanwhile. */
export interface Conflict {
  version: number
  updatedAt: string
  title: string
  contentHtml: string
}

/** What a save of the post, concept or drill editor ends in; the route maps each to its answer. */
export type SaveOutcome =
  | { kind: 'saved'; id: number; version: number; slug: string }
  | { kind: 'invalid'; fieldErrors: Record<string, string[]> }
  | { kind: 'conflict'; current: Conflict }
  | { kind: 'notFound' }

export const fieldError = (field: string, key: string): SaveOutcome => ({
  kind: 'invalid',
  fieldErrors: { [field]: [key] },
})

/** Thrown inside a transaction to roll it back and answer with `outcome`. */
export class SaveStop extends Error {
  constructor(readonly outcome: SaveOutcome) {
    super(outcome.kind)
  }
}

async function storedVersion(db: Db, table: ContentTable, id: number): Promise<Conflict | undefined> {
  if (table === 'post')
    return db
      .selectFrom('post')
      .select(['version', 'updatedAt', 'title', 'contentHtml'])
      .where('id', '=', id)
      .executeTakeFirst()
  if (table === 'concept')
    return db
      .selectFrom('concept')
      .select(['version', 'updatedAt', 'term as title', 'bodyHtml as contentHtml'])
      .where('id', '=', id)
      .executeTakeFirst()
  if (table === 'event') {
    const event = await db
      .selectFrom('event')
      .select(['version', 'updatedAt', 'title', 'place'])
      .where('id', '=', id)
      .executeTakeFirst()
    return (
      event && {
        version: event.version,
        updatedAt: event.updatedAt,
        title: event.title,
        contentHtml: `<p>${escapeXml(event.place)}</p>`,
      }
    )
  }
  const drill = await db
    .selectFrom('drill')
    .select(['version', 'updatedAt', 'title', 'objective'])
    .where('id', '=', id)
    .executeTakeFirst()
  return (
    drill && {
      version: drill.version,
      updatedAt: drill.updatedAt,
      title: drill.title,
      contentHtml: `<p>${escapeXml(drill.objective)}</p>`,
    }
  )
}

/** The stop for a row that changed under the editor (or vanished). */
export async function conflictStop(db: Db, table: ContentTable, id: number) {
  const current = await storedVersion(db, table, id)
  return new SaveStop(current ? { kind: 'conflict', current } : { kind: 'notFound' })
}

/** The stored version when it is the one the editor loaded; otherwise a stop (conflict or notFound). */
export async function expectVersion(db: Db, table: ContentTable, id: number, version: number | undefined) {
  const current = await storedVersion(db, table, id)
  if (!current) throw new SaveStop({ kind: 'notFound' })
  if (current.version !== version) throw new SaveStop({ kind: 'conflict', current })
  return current.version
}

/**
 * The slug to store: the one typed (refused when another row has it) or one generated from the
 * title, unique in the table.
 */
export async function resolveSlug(
  db: Db,
  table: ContentTable,
  { slug, text, id }: { slug: string | undefined; text: string; id?: number },
) {
  if (!slug) return uniqueSlug(db, table, text, id)
  const other = await db
    .selectFrom(table)
    .select('id')
    .where('slug', '=', slug)
    .$if(id !== undefined, (q) => q.where('id', '!=', id ?? 0))
    .executeTakeFirst()
  if (other) throw new SaveStop(fieldError('slug', 'admin:errors.slugTaken'))
  return slug
}

/** A unique index refused the row (two saves raced for one slug). */
/** Runs a save in one transaction; a SaveStop rolls everything back and becomes the outcome. */
export async function saveInTransaction(
  db: Db,
  work: (trx: Db) => Promise<SaveOutcome>,
): Promise<SaveOutcome> {
  try {
    return await db.transaction().execute(work)
  } catch (error) {
    if (error instanceof SaveStop) return error.outcome
    if (isUniqueViolation(error)) return fieldError('slug', 'admin:errors.slugTaken')
    throw error
  }
}
