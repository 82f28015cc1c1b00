import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { AuditFilterSchema } from '#app/schemas/audit.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { AUDIT_PAGE_SIZE, listAudit, recordAudit } from './audit.server.ts'

const ana = { id: 'u-ana', email: 'ana@example.com' }
const eva = { id: 'u-eva', email: 'Eva.Lopez@example.com' }

describe.each(engines)('audit log on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  const at = (iso: string, action: string, email: string | null) =>
    t.db.insertInto('audit_event').values({ at: iso, action, userEmail: email, userId: null }).execute()
  const list = (query: Record<string, string>, page = 1) =>
    listAudit(t.db, AuditFilterSchema.parse(query), page)

  test('records who, what, target, detail and address, and lists it', async () => {
    await recordAudit(t.db, {
      action: 'post.publish',
      user: ana,
      target: { type: 'post', id: 42 },
      detail: { title: 'Presión tras pérdida' },
      ip: '203.0.113.9',
    })
    await recordAudit(t.db, { action: 'auth.signInFailed', ip: '198.51.100.2' })
    const { events, total } = await list({})
    expect(total).toBe(2)
    expect(
      events.map(({ id: _, at: when, ...rest }) => ({ ...rest, dated: !Number.isNaN(Date.parse(when)) })),
    ).toEqual([
      {
        userEmail: null,
        action: 'auth.signInFailed',
        targetType: null,
        targetId: null,
        detail: null,
        ip: '198.51.100.2',
        dated: true,
      },
      {
        userEmail: 'ana@example.com',
        action: 'post.publish',
        targetType: 'post',
        targetId: '42',
        detail: { title: 'Presión tras pérdida' },
        ip: '203.0.113.9',
        dated: true,
      },
    ])
  })

  test('filters by action, part of the e-mail (any case) and whole days, newest first', async () => {
    await at('2026-03-01T08:00:00.000Z', 'auth.signIn', ana.email)
    await at('2026-03-02T23:59:59.000Z', 'auth.signIn', eva.email)
    await at('2026-03-03T00:00:00.000Z', 'post.delete', eva.email)
    await at('2026-03-04T12:00:00.000Z', 'auth.signIn', null)
    const actions = async (query: Record<string, string>) =>
      (await list(query)).events.map((e) => `${e.at.slice(0, 10)} ${e.action}`)
    expect(await actions({ action: 'auth.signIn' })).toEqual([
      '2026-03-04 auth.signIn',
      '2026-03-02 auth.signIn',
      '2026-03-01 auth.signIn',
    ])
    expect(await actions({ email: 'EVA.lopez' })).toEqual([
      '2026-03-03 post.delete',
      '2026-03-02 auth.signIn',
    ])
    expect(await actions({ from: '2026-03-02', to: '2026-03-03' })).toEqual([
      '2026-03-03 post.delete',
      '2026-03-02 auth.signIn',
    ])
    expect(await actions({ action: 'auth.signIn', email: 'eva', to: '2026-03-02' })).toEqual([
      '2026-03-02 auth.signIn',
    ])
  })

  test('odd filter values are ignored or match nothing, never an error; data stays intact', async () => {
    await at('2026-03-01T08:00:00.000Z', 'auth.signIn', ana.email)
    expect((await list({ action: "x' or 1=1 --", from: '2026-13-45', to: 'yesterday' })).total).toBe(1)
    expect((await list({ email: "%' or '1'='1" })).total).toBe(0)
    expect((await list({ email: '_' })).total).toBe(0)
    expect((await list({ email: '%' })).total).toBe(0)
    expect(await t.db.selectFrom('audit_event').select('action').execute()).toEqual([
      { action: 'auth.signIn' },
    ])
  })

  test('pages are bounded: past the end is the last page', async () => {
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i++)
      await at(
        `2026-03-01T08:00:${String(i % 60).padStart(2, '0')}.${String(i).padStart(3, '0')}Z`,
        'auth.signIn',
        ana.email,
      )
    const last = await list({}, 999_999)
    expect(last).toMatchObject({ page: 2, pageCount: 2, total: AUDIT_PAGE_SIZE + 3 })
    expect(last.events).toHaveLength(3)
    expect((await list({}, 1)).events).toHaveLength(AUDIT_PAGE_SIZE)
  })
})
