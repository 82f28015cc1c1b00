import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * The drill library (issue 17): one row per drill, with its lists (coaching points, variations,
 * progressions, diagrams) as JSON text, its equipment as a delimited list ("|balls|cones|") and its
 * linked concepts in drill_concept. Sessions (later) reference drills by id.
 * Indexes: the public list reads published drills in title order (drill_public_idx) and every
 * filter narrows that walk; the admin list's sorts have their own; concepts → drills through
 * drill_concept_concept_idx.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('drill')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('objective', 'text', (c) => c.notNull())
      .addColumn('programme', 'text', (c) => c.notNull())
      .addColumn('ageMin', 'integer', (c) => c.notNull())
      .addColumn('ageMax', 'integer', (c) => c.notNull())
      .addColumn('playersMin', 'integer', (c) => c.notNull())
      .addColumn('playersMax', 'integer', (c) => c.notNull())
      .addColumn('spaceLength', 'integer', (c) => c.notNull())
      .addColumn('spaceWidth', 'integer', (c) => c.notNull())
      .addColumn('durationMinutes', 'integer', (c) => c.notNull())
      .addColumn('intensity', 'text', (c) => c.notNull())
      .addColumn('equipment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('coachingPoints', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('variations', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('progressions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('diagrams', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema.createIndex('drill_public_idx').on('drill').columns(['status', 'title', 'id']).execute()
    await db.schema.createIndex('drill_updated_idx').on('drill').columns(['updatedAt', 'id']).execute()
    await db.schema.createIndex('drill_title_idx').on('drill').columns(['title', 'id']).execute()
    await db.schema
      .createTable('drill_concept')
      .addColumn('drillId', 'integer', (c) => c.notNull().references('drill.id').onDelete('cascade'))
      .addColumn('conceptId', 'integer', (c) => c.notNull().references('concept.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('drill_concept_pk', ['drillId', 'conceptId'])
      .execute()
    await db.schema
      .createIndex('drill_concept_concept_idx')
      .on('drill_concept')
      .columns(['conceptId', 'drillId'])
      .execute()
  },
}
