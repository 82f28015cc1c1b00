import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { AUDIT_RETENTION_DAYS, pruneAuditLog } from './retention.server.ts'

describe.each(engines)('audit retention on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test('events older than the retention period are deleted, with the addresses in them', async () => {
    const now = new Date('2027-06-01T12:00:00.000Z')
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
    await t.db
      .insertInto('audit_event')
      .values([
        {
          action: 'auth.signIn',
          userEmail: 'vieja@example.com',
          ip: '10.0.0.1',
          at: daysAgo(AUDIT_RETENTION_DAYS + 1),
        },
        {
          action: 'auth.signIn',
          userEmail: 'reciente@example.com',
          ip: '10.0.0.2',
          at: daysAgo(AUDIT_RETENTION_DAYS - 1),
        },
      ])
      .execute()
    expect(await pruneAuditLog(t.db, now)).toBe(1)
    expect(await t.db.selectFrom('audit_event').select('userEmail').execute()).toEqual([
      { userEmail: 'reciente@example.com' },
    ])
  })
})
