import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * The session planner (issue 17): a coach's training session is an ordered list of blocks, each a
 * drill of the library (or a free title) in a phase, with minutes. A session can be shared read-only
 * through an unguessable token that its owner can revoke. Sessions without an owner are the site's
 * examples (demo content), shown publicly.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('training_session')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('ageGroup', 'integer')
      .addColumn('players', 'integer')
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('shareToken', 'text', (c) => c.unique())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('training_session_user_idx')
      .on('training_session')
      .columns(['userId', 'updatedAt'])
      .execute()
    await db.schema
      .createTable('training_session_block')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('sessionId', 'integer', (c) =>
        c.notNull().references('training_session.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('phase', 'text', (c) => c.notNull())
      .addColumn('drillId', 'integer', (c) => c.references('drill.id').onDelete('set null'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema
      .createIndex('training_session_block_session_idx')
      .on('training_session_block')
      .columns(['sessionId', 'position'])
      .execute()
  },
}
