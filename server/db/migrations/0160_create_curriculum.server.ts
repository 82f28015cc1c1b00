import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * The curriculum (issue 17): per programme and age band, objectives by phase of play linked to
 * concepts and drills, and a season plan of numbered weeks that work on some of those objectives.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('curriculum_objective')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('programme', 'text', (c) => c.notNull())
      .addColumn('ageBand', 'integer', (c) => c.notNull())
      .addColumn('phase', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('curriculum_objective_band_idx')
      .on('curriculum_objective')
      .columns(['programme', 'ageBand', 'position'])
      .execute()
    for (const [table, column, target] of [
      ['curriculum_objective_concept', 'conceptId', 'concept'],
      ['curriculum_objective_drill', 'drillId', 'drill'],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn('objectiveId', 'integer', (c) =>
          c.notNull().references('curriculum_objective.id').onDelete('cascade'),
        )
        .addColumn(column, 'integer', (c) => c.notNull().references(`${target}.id`).onDelete('cascade'))
        .addPrimaryKeyConstraint(`${table}_pk`, ['objectiveId', column])
        .execute()
      await db.schema.createIndex(`${table}_target_idx`).on(table).columns([column]).execute()
    }
    await db.schema
      .createTable('season_week')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('programme', 'text', (c) => c.notNull())
      .addColumn('ageBand', 'integer', (c) => c.notNull())
      .addColumn('week', 'integer', (c) => c.notNull())
      .addColumn('theme', 'text', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addUniqueConstraint('season_week_band_week_key', ['programme', 'ageBand', 'week'])
      .execute()
    await db.schema
      .createTable('season_week_objective')
      .addColumn('weekId', 'integer', (c) => c.notNull().references('season_week.id').onDelete('cascade'))
      .addColumn('objectiveId', 'integer', (c) =>
        c.notNull().references('curriculum_objective.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('season_week_objective_pk', ['weekId', 'objectiveId'])
      .execute()
    await db.schema
      .createIndex('season_week_objective_objective_idx')
      .on('season_week_objective')
      .columns(['objectiveId'])
      .execute()
  },
}
