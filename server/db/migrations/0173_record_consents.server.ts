import { sql, type Kysely } from 'kysely'
import type { Engine } from '../connection.server.ts'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Privacy (issue 27). `consent`: what each person agreed to (the privacy terms at sign-up, later the
 * newsletter), when, to which version of the text and from which address; it goes with the account.
 * `certificate.userId` becomes nullable with ON DELETE SET NULL: a deleted account's issued
 * certificates stay verifiable under the name printed on them (their `data`), no longer tied to it.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    await db.schema
      .createTable('consent')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('at', timestamp, (c) => c.notNull().defaultTo(sql.raw(nowDefault(engine))))
      .execute()
    await db.schema.createIndex('consent_user_idx').on('consent').columns(['userId', 'at']).execute()
    await keepCertificatesOfDeletedAccounts(db, engine)
  },
}

async function keepCertificatesOfDeletedAccounts(db: Kysely<unknown>, engine: Engine) {
  if (engine === 'postgres') {
    await sql`alter table certificate alter column "userId" drop not null`.execute(db)
    await sql`alter table certificate drop constraint "certificate_userId_fkey"`.execute(db)
    await sql`alter table certificate add constraint "certificate_userId_fkey"
      foreign key ("userId") references "user"(id) on delete set null`.execute(db)
    return
  }
  // SQLite cannot change a column's constraints: the table is copied into a new definition.
  const { timestamp } = columnTypes(engine)
  await db.schema
    .createTable('certificate_kept')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('courseId', 'integer', (c) => c.references('course.id').onDelete('set null'))
    .addColumn('issuedAt', timestamp, (c) => c.notNull())
    .addColumn('verificationCode', 'text', (c) => c.notNull().unique())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('revokedAt', timestamp)
    .addColumn('revokedReason', 'text')
    .execute()
  await sql`insert into certificate_kept
    (id, "userId", "courseId", "issuedAt", "verificationCode", data, "revokedAt", "revokedReason")
    select id, "userId", "courseId", "issuedAt", "verificationCode", data, "revokedAt", "revokedReason"
    from certificate`.execute(db)
  await db.schema.dropTable('certificate').execute()
  await db.schema.alterTable('certificate_kept').renameTo('certificate').execute()
  await db.schema.createIndex('certificate_user_idx').on('certificate').column('userId').execute()
  await db.schema
    .createIndex('certificate_user_course_idx')
    .on('certificate')
    .columns(['userId', 'courseId'])
    .unique()
    .execute()
  await db.schema
    .createIndex('certificate_course_idx')
    .on('certificate')
    .columns(['courseId', 'issuedAt'])
    .execute()
}
