import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * A team's calendar, its players' answers and the attendance the coach marks (issue 33, slice 3 of
 * docs/decisions/049-teams-players-guardians.md). Answers reference `player` and go with it;
 * attendance keeps the roster's typed name so that, when the team states a legal reason to keep it,
 * it can outlive the player's erasure detached (`playerId` null).
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))

    // The secret of the team's calendar feed (.ics); null until the coach asks for one.
    await db.schema.alterTable('team').addColumn('calendarToken', 'text').execute()

    await db.schema
      .createTable('team_event')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('teamId', 'integer', (c) => c.notNull().references('team.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sessionId', 'integer', (c) => c.references('training_session.id').onDelete('set null'))
      .addColumn('opponent', 'text')
      .addColumn('place', 'text', (c) => c.notNull())
      .addColumn('startsAt', timestamp, (c) => c.notNull())
      .addColumn('endsAt', timestamp, (c) => c.notNull())
      .addColumn('seriesId', 'text')
      .addColumn('cancelledAt', timestamp)
      .addColumn('remindedAt', timestamp)
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('team_event_team_idx')
      .on('team_event')
      .columns(['teamId', 'startsAt'])
      .execute()
    await db.schema.createIndex('team_event_series_idx').on('team_event').columns(['seriesId']).execute()

    await db.schema
      .createTable('team_event_answer')
      .addColumn('eventId', 'integer', (c) => c.notNull().references('team_event.id').onDelete('cascade'))
      .addColumn('playerId', 'integer', (c) => c.notNull().references('player.id').onDelete('cascade'))
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('answeredBy', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('answeredAt', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('team_event_answer_pk', ['eventId', 'playerId'])
      .execute()
    await db.schema
      .createIndex('team_event_answer_player_idx')
      .on('team_event_answer')
      .columns(['playerId'])
      .execute()

    await db.schema
      .createTable('team_attendance')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('eventId', 'integer', (c) => c.notNull().references('team_event.id').onDelete('cascade'))
      .addColumn('playerId', 'integer', (c) => c.references('player.id').onDelete('set null'))
      .addColumn('typedName', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('markedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('markedAt', timestamp, (c) => c.notNull())
      .addUniqueConstraint('team_attendance_event_player', ['eventId', 'playerId'])
      .execute()
    await db.schema
      .createIndex('team_attendance_player_idx')
      .on('team_attendance')
      .columns(['playerId'])
      .execute()
  },
}
