import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Passkeys (issue 27): the WebAuthn credentials of each user, the single-use challenges of the
 * ceremonies (in the database so any instance can finish what another began), and on each session
 * how it was signed in, so a passkey sign-in can count as both factors.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId, flag } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('passkey')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('credentialId', 'text', (c) => c.notNull().unique())
      .addColumn('publicKey', 'text', (c) => c.notNull())
      // Signature counters are unsigned 32-bit: past PostgreSQL's integer.
      .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('deviceType', 'text', (c) => c.notNull())
      .addColumn('backedUp', flag, (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('lastUsedAt', timestamp)
      .execute()
    await db.schema.createIndex('passkey_user_idx').on('passkey').columns(['userId']).execute()
    await db.schema
      .createTable('passkey_challenge')
      .addColumn('challenge', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('cascade'))
      .addColumn('expiresAt', timestamp, (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('passkey_challenge_expires_idx')
      .on('passkey_challenge')
      .columns(['expiresAt'])
      .execute()
    await db.schema.alterTable('session').addColumn('signInMethod', 'text').execute()
  },
}
