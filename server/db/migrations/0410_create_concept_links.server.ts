import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * The concept map (issue 34, docs/decisions/050-at-the-pitch.md): `fromId` is a prerequisite of
 * `toId` ("learn first"), or the two are related. A related pair is stored once, the lower id first,
 * and shown from both sides. No self links; one link per ordered pair (the save refuses a pair that
 * is both, and prerequisite cycles). Deleting a concept deletes its links (the keys cascade).
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('concept_link')
      .addColumn('fromId', 'integer', (c) => c.notNull().references('concept.id').onDelete('cascade'))
      .addColumn('toId', 'integer', (c) => c.notNull().references('concept.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('concept_link_pk', ['fromId', 'toId'])
      .addCheckConstraint('concept_link_not_self', sql`"fromId" <> "toId"`)
      .addCheckConstraint(
        'concept_link_kind',
        sql`kind = 'prerequisite' or (kind = 'related' and "fromId" < "toId")`,
      )
      .execute()
    // Links are read from both ends: "learn first" by `toId`, what a concept opens by `fromId`.
    await db.schema.createIndex('concept_link_to_idx').on('concept_link').columns(['toId', 'kind']).execute()
  },
}
