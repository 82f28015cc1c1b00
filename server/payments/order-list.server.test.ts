import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { csvDocument } from '../csv.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { allOrders, listOrders, monthTotals, orderCsvRows } from './order-list.server.ts'
import { createOrder, moveOrder } from './orders.server.ts'

describe.each(engines)('the orders screen’s queries on %s', (engine) => {
  let t: TestDb

  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'ana', { email: 'ana@club.es', name: '=HYPERLINK("x")' })
    await insertUser(t.db, 'bruno', { email: 'bruno@club.es' })
  })

  async function order(
    userId: string,
    at: string,
    status: 'paid' | 'refunded' | 'pending',
    amountCents = 4500,
  ) {
    const { id, number } = await createOrder(
      t.db,
      {
        userId,
        itemKind: 'course',
        itemId: 1,
        itemTitle: '+Presión',
        amountCents,
        currency: 'eur',
        locale: 'es',
      },
      new Date(at),
    )
    if (status !== 'pending')
      await moveOrder(t.db, id, { from: ['pending'], to: 'paid', changes: { taxCents: 780 } })
    if (status === 'refunded') await moveOrder(t.db, id, { from: ['paid'], to: 'refunded' })
    return number
  }

  test('filters by status, kind, whole days and learner e-mail or order number; newest first', async () => {
    const first = await order('ana', '2026-01-15T10:00:00.000Z', 'paid')
    const second = await order('bruno', '2026-02-03T23:30:00.000Z', 'refunded')
    const third = await order('ana', '2026-02-20T08:00:00.000Z', 'pending')
    const numbers = async (filter: Parameters<typeof listOrders>[1]) =>
      (await listOrders(t.db, filter, 1)).orders.map((row) => row.number)
    expect(await numbers({})).toEqual([third, second, first])
    expect(await numbers({ status: 'paid' })).toEqual([first])
    expect(await numbers({ kind: 'membership' })).toEqual([])
    expect(await numbers({ from: '2026-02-03', to: '2026-02-03' })).toEqual([second])
    expect(await numbers({ q: 'ANA@club' })).toEqual([third, first])
    expect(await numbers({ q: second.toLowerCase() })).toEqual([second])
    const page = await listOrders(t.db, { q: 'ana' }, 9)
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2 })
  })

  test('totals per month count what was paid and kept, and what was refunded', async () => {
    await order('ana', '2026-01-15T10:00:00.000Z', 'paid')
    await order('bruno', '2026-01-31T23:59:00.000Z', 'paid', 9000)
    await order('bruno', '2026-03-01T00:00:00.000Z', 'refunded')
    await order('ana', '2026-03-02T00:00:00.000Z', 'pending')
    expect(await monthTotals(t.db, {})).toEqual([
      { month: '2026-01', currency: 'eur', paid: 2, revenueCents: 13500, taxCents: 1560, refundedCents: 0 },
      { month: '2026-03', currency: 'eur', paid: 0, revenueCents: 0, taxCents: 0, refundedCents: 4500 },
    ])
    expect(await monthTotals(t.db, { q: 'ana' })).toEqual([
      { month: '2026-01', currency: 'eur', paid: 1, revenueCents: 4500, taxCents: 780, refundedCents: 0 },
    ])
  })

  test('the CSV has the filtered orders, and cells that start like a formula are made text', async () => {
    const number = await order('ana', '2026-01-15T10:00:00.000Z', 'paid')
    await order('bruno', '2026-01-16T10:00:00.000Z', 'paid')
    const csv = csvDocument(orderCsvRows(await allOrders(t.db, { q: 'ana@' }), getFixedT('es')))
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('"Número de pedido"')
    expect(lines[1]).toContain(
      `"${number}","ana@club.es","'=HYPERLINK(""x"")","Curso: +Presión","45.00","7.80","EUR","Pagado"`,
    )
  })
})
