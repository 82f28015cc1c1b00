import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Development reports (issue 33 slice 4, docs/decisions/049-teams-players-guardians.md): each
 * curriculum objective gains an area (technical, tactical, physical, psychosocial; by default from its
 * phase of play, which the coach corrects in the curriculum editor), the coach's assessments of a
 * player against the objectives, and the reports of a period. Both reference `player` and go with it
 * at erasure (the foreign keys cascade).
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .alterTable('curriculum_objective')
      .addColumn('area', 'text', (c) => c.notNull().defaultTo('tactical'))
      .execute()
    // Attack objectives are mostly about the ball (technique); the other phases about positions and
    // decisions (tactics). Physical and psychosocial objectives are the coach's to mark.
    await sql`update curriculum_objective set area = 'technical' where phase = 'attack'`.execute(db)

    await db.schema
      .createTable('player_assessment')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('playerId', 'integer', (c) => c.notNull().references('player.id').onDelete('cascade'))
      .addColumn('teamId', 'integer', (c) => c.notNull().references('team.id').onDelete('cascade'))
      .addColumn('objectiveId', 'integer', (c) =>
        c.references('curriculum_objective.id').onDelete('set null'),
      )
      .addColumn('area', 'text', (c) => c.notNull())
      .addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('assessedOn', 'text', (c) => c.notNull())
      .addColumn('assessedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('player_assessment_player_idx')
      .on('player_assessment')
      .columns(['playerId', 'assessedOn'])
      .execute()

    await db.schema
      .createTable('player_report')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('playerId', 'integer', (c) => c.notNull().references('player.id').onDelete('cascade'))
      .addColumn('teamId', 'integer', (c) => c.notNull().references('team.id').onDelete('cascade'))
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('fromDay', 'text', (c) => c.notNull())
      .addColumn('toDay', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('averages', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('publishedAt', timestamp)
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('player_report_player_idx')
      .on('player_report')
      .columns(['playerId', 'toDay'])
      .execute()
  },
}
