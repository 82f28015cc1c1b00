import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * Two-factor sign-in with TOTP (issue 27). `two_factor` holds an account's authenticator secret
 * (encrypted) from the start of its enrolment; `enabledAt` is set once a typed code proved the app
 * works, and `lastUsedStep` refuses a code's second use. Recovery codes are stored as SHA-256
 * hashes. `two_factor_challenge` is the half-signed-in state between the password and the code
 * (the hash of the token in its cookie), minutes long.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp } = columnTypes(engine)
    await db.schema
      .createTable('two_factor')
      .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('enabledAt', timestamp)
      .addColumn('lastUsedStep', 'bigint')
      .addColumn('createdAt', timestamp, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('two_factor_recovery_code')
      .addColumn('codeHash', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('usedAt', timestamp)
      .execute()
    await db.schema
      .createIndex('two_factor_recovery_code_user_idx')
      .on('two_factor_recovery_code')
      .column('userId')
      .execute()
    await db.schema
      .createTable('two_factor_challenge')
      .addColumn('tokenHash', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('expiresAt', timestamp, (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('two_factor_challenge_user_idx')
      .on('two_factor_challenge')
      .column('userId')
      .execute()
  },
}
