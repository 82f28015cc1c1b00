import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrateToLatest } from '#server/db/migrate.server.ts'
import { migrations } from '#server/db/migrations/index.server.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost, insertUser } from '#tests/factories.ts'

describe.each(engines)('migrations on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())

  test('create every table and are recorded, so a second run applies nothing', async () => {
    const tables = (await t.raw.introspection.getTables()).map((table) => table.name)
    expect(tables).toEqual(
      expect.arrayContaining(['user', 'session', 'account', 'verification', 'post', 'concept']),
    )
    expect(await migrateToLatest(t)).toEqual([])
    const recorded = await t.raw
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute()
    expect(recorded).toHaveLength(Object.keys(migrations).length)
  })

  test('slugs are unique and foreign keys are enforced', async () => {
    await insertPost(t.db, { slug: 'rondos' })
    await expect(insertPost(t.db, { slug: 'rondos' })).rejects.toThrow()
    await expect(insertPost(t.db, { authorId: 'nobody' })).rejects.toThrow()
  })

  test('deleting a user keeps the posts they wrote, without an author', async () => {
    const now = new Date().toISOString()
    await t.db
      .insertInto('user')
      .values({
        id: 'u1',
        name: 'Ana',
        email: 'ana@example.com',
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
    const post = await insertPost(t.db, { authorId: 'u1' })
    await t.db.deleteFrom('user').where('id', '=', 'u1').execute()
    const row = await t.db.selectFrom('post').select('authorId').where('id', '=', post.id).executeTakeFirst()
    expect(row).toEqual({ authorId: null })
  })

  test('deleting a user keeps the certificates issued to them, not tied to the account; their consents go', async () => {
    const now = new Date().toISOString()
    const values = { name: 'Eva', emailVerified: true, createdAt: now, updatedAt: now }
    await t.db
      .insertInto('user')
      .values({ ...values, id: 'u2', email: 'eva@example.com' })
      .execute()
    await t.db
      .insertInto('user')
      .values({ ...values, id: 'u3', email: 'leo@example.com' })
      .execute()
    for (const [id, userId] of [
      ['c2', 'u2'],
      ['c3', 'u3'],
    ] as const)
      await t.db
        .insertInto('certificate')
        .values({ id, userId, issuedAt: now, verificationCode: `code-${id}`, data: '{"learner":"Eva"}' })
        .execute()
    await t.db
      .insertInto('consent')
      .values({ userId: 'u2', kind: 'privacy', version: '1', ip: null })
      .execute()
    await t.db.deleteFrom('user').where('id', '=', 'u2').execute()
    const certificates = await t.db
      .selectFrom('certificate')
      .select(['id', 'userId', 'data'])
      .orderBy('id')
      .execute()
    expect(certificates).toEqual([
      { id: 'c2', userId: null, data: '{"learner":"Eva"}' },
      { id: 'c3', userId: 'u3', data: '{"learner":"Eva"}' },
    ])
    expect(await t.db.selectFrom('consent').select('id').execute()).toEqual([])
    await expect(
      t.db
        .insertInto('certificate')
        .values({ id: 'c4', userId: 'nobody', issuedAt: now, verificationCode: 'x' })
        .execute(),
    ).rejects.toThrow()
  })
})

describe.each(engines)('migration 0172 (passkeys) on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())

  test('a credential is stored once, a counter past 2^31 fits, and a deleted user takes his passkeys', async () => {
    await insertUser(t.db, 'u1')
    const passkey = {
      userId: 'u1',
      name: 'Móvil',
      credentialId: 'cred-1',
      publicKey: 'key',
      transports: 'internal',
      counter: 2 ** 32 - 1,
      deviceType: 'multiDevice',
      backedUp: true,
    }
    await t.db.insertInto('passkey').values(passkey).execute()
    await expect(t.db.insertInto('passkey').values(passkey).execute()).rejects.toThrow()
    const row = await t.db.selectFrom('passkey').select('counter').executeTakeFirstOrThrow()
    expect(Number(row.counter)).toBe(2 ** 32 - 1)
    const session = await t.db.selectFrom('session').select('signInMethod').execute()
    expect(session).toEqual([])
    await t.db.deleteFrom('user').where('id', '=', 'u1').execute()
    expect(await t.db.selectFrom('passkey').select('id').execute()).toEqual([])
  })
})
