import { sql } from 'kysely'
import { columnTypes, type Migration } from '../migration-kit.server.ts'

/** better-auth's core tables plus the admin plugin's columns and the profile fields of the spec. */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, flag } = columnTypes(engine)
    const falseValue = engine === 'postgres' ? sql`false` : sql`0`
    await db.schema
      .createTable('user')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('lastName', 'text')
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('emailVerified', flag, (c) => c.notNull().defaultTo(falseValue))
      .addColumn('image', 'text')
      .addColumn('role', 'text')
      .addColumn('banned', flag)
      .addColumn('banReason', 'text')
      .addColumn('banExpires', timestamp)
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('locale', 'text')
      .addColumn('createdAt', timestamp, (c) => c.notNull())
      .addColumn('updatedAt', timestamp, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('session')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('expiresAt', timestamp, (c) => c.notNull())
      .addColumn('ipAddress', 'text')
      .addColumn('userAgent', 'text')
      .addColumn('impersonatedBy', 'text')
      .addColumn('createdAt', timestamp, (c) => c.notNull())
      .addColumn('updatedAt', timestamp, (c) => c.notNull())
      .execute()
    await db.schema.createIndex('session_user_idx').on('session').column('userId').execute()
    await db.schema
      .createTable('account')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('accountId', 'text', (c) => c.notNull())
      .addColumn('providerId', 'text', (c) => c.notNull())
      .addColumn('accessToken', 'text')
      .addColumn('refreshToken', 'text')
      .addColumn('idToken', 'text')
      .addColumn('accessTokenExpiresAt', timestamp)
      .addColumn('refreshTokenExpiresAt', timestamp)
      .addColumn('scope', 'text')
      .addColumn('password', 'text')
      .addColumn('createdAt', timestamp, (c) => c.notNull())
      .addColumn('updatedAt', timestamp, (c) => c.notNull())
      .execute()
    await db.schema.createIndex('account_user_idx').on('account').column('userId').execute()
    await db.schema
      .createTable('verification')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('expiresAt', timestamp, (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull())
      .addColumn('updatedAt', timestamp, (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('verification_identifier_idx')
      .on('verification')
      .column('identifier')
      .execute()
  },
}
