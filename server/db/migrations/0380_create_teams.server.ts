import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Teams, their rosters, guardians and invitations (issue 33, docs/decisions/049-teams-players-guardians.md).
 * A roster line holds only the name the coach typed until a guardian (or a player of 14 or over)
 * consents: `player` rows, and everything about a child that references them, exist only after.
 * Every guardian with access to a player is a `player_guardian` row; existing players get theirs
 * from `player.guardianId`, who consented when registering them for an event.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId, flag } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('team')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('season', 'text', (c) => c.notNull())
      .addColumn('programme', 'text', (c) => c.notNull())
      .addColumn('ageBand', 'integer', (c) => c.notNull())
      .addColumn('colour', 'text', (c) => c.notNull())
      .addColumn('attendanceKeptFor', 'text')
      .addColumn('archivedAt', timestamp)
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema.createIndex('team_season_idx').on('team').columns(['season', 'name']).execute()

    await db.schema
      .alterTable('player')
      .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
      .execute()
    await db.schema
      .alterTable('player')
      .addColumn('positions', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute()
    await db.schema.alterTable('player').addColumn('foot', 'text').execute()
    await db.schema.alterTable('player').addColumn('photoKey', 'text').execute()
    await db.schema.alterTable('player').addColumn('photoConsentAt', timestamp).execute()
    await db.schema.alterTable('player').addColumn('withdrawnAt', timestamp).execute()

    await db.schema
      .createTable('team_member')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('teamId', 'integer', (c) => c.notNull().references('team.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('typedName', 'text', (c) => c.notNull())
      .addColumn('playerId', 'integer', (c) => c.references('player.id').onDelete('set null'))
      .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('shirtNumber', 'integer')
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('team_member_player', ['teamId', 'playerId'])
      .execute()
    await db.schema.createIndex('team_member_team_idx').on('team_member').columns(['teamId', 'id']).execute()
    await db.schema.createIndex('team_member_player_idx').on('team_member').columns(['playerId']).execute()

    await db.schema
      .createTable('player_guardian')
      .addColumn('playerId', 'integer', (c) => c.notNull().references('player.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('consentVersion', 'text', (c) => c.notNull())
      .addColumn('consentAt', timestamp, (c) => c.notNull())
      .addColumn('accessUntil18', flag, (c) => c.notNull().defaultTo(engine === 'postgres' ? sql`true` : 1))
      .addPrimaryKeyConstraint('player_guardian_pk', ['playerId', 'userId'])
      .execute()
    await db.schema
      .createIndex('player_guardian_user_idx')
      .on('player_guardian')
      .columns(['userId'])
      .execute()
    await sql`insert into player_guardian ("playerId", "userId", "consentVersion", "consentAt")
      select id, "guardianId", "consentVersion", "consentAt" from player`.execute(db)

    await db.schema
      .createTable('team_invite')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('memberId', 'integer', (c) => c.notNull().references('team_member.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
      .addColumn('expiresAt', timestamp, (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema.createIndex('team_invite_member_idx').on('team_invite').columns(['memberId']).execute()
  },
}
