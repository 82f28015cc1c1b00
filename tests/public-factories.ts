import { randomBytes } from 'node:crypto'
import type { Insertable } from 'kysely'
import type { Db } from '#server/db/connection.server.ts'
import type { ConceptTable } from '#server/db/schema.server.ts'

const unique = () => randomBytes(4).toString('hex')

/** Inserts a published concept with unique required columns; a test sets only what it checks. */
export async function insertConcept(db: Db, fields: Partial<Insertable<ConceptTable>> = {}) {
  const id = unique()
  return db
    .insertInto('concept')
    .values({
      slug: `concept-${id}`,
      term: `Concepto ${id}`,
      summary: '',
      body: JSON.stringify({ type: 'doc', content: [] }),
      bodyHtml: '',
      kind: 'concepto',
      category: 'tactica',
      status: 'published',
      position: 0,
      ...fields,
    })
    .returning(['id', 'slug', 'term'])
    .executeTakeFirstOrThrow()
}
