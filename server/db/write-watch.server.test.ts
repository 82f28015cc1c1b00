import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertConcept } from '#tests/public-factories.ts'
import { onPublicWrite } from './write-watch.server.ts'

describe.each(engines)('public writes are reported once committed, on %s', (engine) => {
  let t: TestDb
  let reports = 0
  let stop = () => {}
  beforeAll(async () => {
    t = await openTestDb(engine)
    stop = onPublicWrite(() => reports++)
  })
  afterEach(() => {
    reports = 0
  })
  afterAll(async () => {
    stop()
    await t.close()
  })

  test('an insert, update or delete of a concept is reported; a read is not', async () => {
    const concept = await insertConcept(t.db)
    expect(reports).toBe(1)
    await t.db.updateTable('concept').set({ term: 'Otro' }).where('id', '=', concept.id).execute()
    await t.db.selectFrom('concept').selectAll().execute()
    expect(reports).toBe(2)
    await t.db.deleteFrom('concept').where('id', '=', concept.id).execute()
    expect(reports).toBe(3)
  })

  test('writes to tables no public page shows are not reported', async () => {
    await t.db
      .insertInto('audit_event')
      .values({
        action: 'auth.signIn',
        userId: null,
        userEmail: null,
        targetType: null,
        targetId: null,
        detail: null,
        ip: null,
      })
      .execute()
    // What every sign-up writes besides the account: its consent and its confirmation mail.
    await t.db
      .insertInto('mail_queue')
      .values({
        to: 'lucia@example.com',
        subject: 'Confirma tu correo',
        text: 'Hola',
        html: null,
        replyTo: null,
        contactMessageId: null,
        nextAttemptAt: new Date().toISOString(),
        lastError: null,
      })
      .execute()
    await t.db.deleteFrom('consent').execute()
    await t.db.deleteFrom('passkey_challenge').execute()
    expect(reports).toBe(0)
  })

  test('inside a transaction the report waits for the commit; a rollback reports nothing', async () => {
    let duringTransaction = -1
    await t.db.transaction().execute(async (trx) => {
      await insertConcept(trx)
      duringTransaction = reports
    })
    expect(duringTransaction).toBe(0)
    expect(reports).toBe(1)
    await expect(
      t.db.transaction().execute(async (trx) => {
        await insertConcept(trx)
        throw new Error('abandon')
      }),
    ).rejects.toThrow('abandon')
    expect(reports).toBe(1)
  })
})
