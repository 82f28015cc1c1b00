import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createScratchDatabase, engines, openTestDb, type TestDb } from '#tests/db.ts'
import { openConnection, type Connection } from '#server/db/connection.server.ts'
import { migrateToLatest } from '#server/db/migrate.server.ts'
import {
  claimDueMails,
  deliverDueMails,
  enqueueMail,
  FAILED_RETENTION_DAYS,
  LEASE_MS,
  queueMail,
} from './mail-queue.server.ts'
import type { Mail } from './mailer.server.ts'

const mail = (n: number): Mail => ({ to: `jugador${n}@example.com`, subject: `Aviso ${n}`, text: 'Hola' })
const settings = { retryMs: 1_000, maxAttempts: 3 }
const down = async () => {
  throw new Error('connect ECONNREFUSED 127.0.0.1:25')
}
const at = (ms: number) => new Date(Date.now() + ms)

describe.each(engines)('mail queue on %s', (engine) => {
  let t: TestDb
  let sent: string[]
  const up = async (m: Mail) => {
    sent.push(m.to)
  }
  const rows = () => t.db.selectFrom('mail_queue').select(['to', 'status', 'attempts', 'lastError']).execute()

  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    sent = []
    await t.truncateAll()
  })
  afterAll(() => t.close())

  test('a mail that goes at once leaves nothing behind', async () => {
    expect(await queueMail(t.db, mail(1), { send: up })).toBe(true)
    expect(sent).toEqual(['jugador1@example.com'])
    expect(await rows()).toEqual([])
  })

  test('a mail that cannot go waits, doubling the wait, and is marked failed after the last attempt', async () => {
    expect(await queueMail(t.db, mail(1), { send: down, settings })).toBe(false)
    expect(await rows()).toEqual([
      {
        to: 'jugador1@example.com',
        status: 'pending',
        attempts: 1,
        lastError: expect.stringContaining('ECONNREFUSED'),
      },
    ])
    // First retry after retryMs, the next after twice that.
    expect(await deliverDueMails(t.db, { send: down, settings, now: at(500) })).toBe(0)
    await deliverDueMails(t.db, { send: down, settings, now: at(1_100) })
    expect((await rows())[0]?.attempts).toBe(2)
    await deliverDueMails(t.db, { send: down, settings, now: at(2_500) })
    expect((await rows())[0]?.attempts).toBe(2)
    await deliverDueMails(t.db, { send: down, settings, now: at(3_100) })
    expect(await rows()).toEqual([expect.objectContaining({ status: 'failed', attempts: 3 })])
    // Failed is final: the server coming back does not send it, and it is forgotten after the retention.
    expect(await deliverDueMails(t.db, { send: up, settings, now: at(3_600_000) })).toBe(0)
    await deliverDueMails(t.db, { send: up, settings, now: at((FAILED_RETENTION_DAYS + 1) * 86_400_000) })
    expect(await rows()).toEqual([])
    expect(sent).toEqual([])
  })

  test('a mail being tried is not taken by a worker until its lease runs out', async () => {
    await enqueueMail(t.db, mail(1))
    expect(await deliverDueMails(t.db, { send: up, settings, now: at(LEASE_MS - 1_000) })).toBe(0)
    expect(await deliverDueMails(t.db, { send: up, settings, now: at(LEASE_MS + 1_000) })).toBe(1)
    expect(sent).toEqual(['jugador1@example.com'])
  })

  test('two instances (two connections) share the due mails, each one sent once', async () => {
    const scratch = await createScratchDatabase(engine)
    const [a, b] = [openConnection(scratch.url), openConnection(scratch.url)]
    try {
      await migrateToLatest(a)
      for (let n = 0; n < 30; n++) await queueMail(a.db, mail(n), { send: down, settings })
      const slow = async (m: Mail) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        sent.push(m.to)
      }
      // A run claims at most 20: each instance runs twice, at the same time as the other.
      const run = async (c: Connection) => {
        let total = 0
        for (let i = 0; i < 2; i++)
          total += await deliverDueMails(c.db, { send: slow, settings, now: at(60_000) })
        return total
      }
      const counts = await Promise.all([run(a), run(b)])
      expect(counts[0] + counts[1]).toBe(30)
      expect(await a.db.selectFrom('mail_queue').select('id').execute()).toEqual([])
    } finally {
      await Promise.all([a.close(), b.close()])
      await scratch.drop()
    }
    expect(sent).toHaveLength(30)
    expect(new Set(sent).size).toBe(30)
  })
})

// SQLite has one writer: two claims never run at once there, so this case exists on PostgreSQL only.
describe('mail queue claims on postgres', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb('postgres')
  })
  afterAll(() => t.close())

  test('a claim still running in one instance is skipped by the other, not taken twice', async () => {
    for (let n = 0; n < 30; n++) await enqueueMail(t.db, mail(n), { now: at(-LEASE_MS - 1_000) })
    let other: Promise<{ to: string }[]> | undefined
    const mine = await t.db.transaction().execute(async (tx) => {
      const claimed = await claimDueMails(tx)
      // The other instance claims while this transaction still holds its rows.
      other = claimDueMails(t.db)
      await new Promise((resolve) => setTimeout(resolve, 200))
      return claimed
    })
    const theirs = await other
    const all = [...mine, ...(theirs ?? [])].map((m) => m.to)
    expect(mine).toHaveLength(20)
    expect(all).toHaveLength(30)
    expect(new Set(all).size).toBe(30)
  })
})
