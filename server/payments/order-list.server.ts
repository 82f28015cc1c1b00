import { sql, type SelectQueryBuilder } from 'kysely'
import type { TFunction } from 'i18next'
import { ORDER_KIND_LABEL, ORDER_STATUS_LABEL, type OrderFilter } from '#app/schemas/orders.ts'
import { offsetOf, pageInfo } from '../content/pagination.server.ts'
import { foldedContains } from '../content/search.server.ts'
import type { Db } from '../db/connection.server.ts'
import type { Database } from '../db/schema.server.ts'
import { utcPeriodOf } from '../db/utc-period.server.ts'
import { currencyDigits, fromMinorUnits } from './price.server.ts'

export const ORDERS_PAGE_SIZE = 25

type OrderQuery = SelectQueryBuilder<
  Database & { buyer: Database['user'] },
  'payment_order' | 'buyer',
  object
>

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString()

/** Orders that match the filters; dates are whole UTC days of the order's creation, both ends included. */
function filtered(db: Db, filter: OrderFilter): OrderQuery {
  let query = db
    .selectFrom('payment_order')
    .leftJoin('user as buyer', 'buyer.id', 'payment_order.userId') as unknown as OrderQuery
  if (filter.q) {
    const text = filter.q
    query = query.where((eb) =>
      eb.or([
        foldedContains(sql<string>`coalesce(${sql.ref('buyer.email')}, '')`, text),
        foldedContains(sql.ref('payment_order.number'), text),
      ]),
    )
  }
  if (filter.status) query = query.where('payment_order.status', '=', filter.status)
  if (filter.kind) query = query.where('payment_order.itemKind', '=', filter.kind)
  if (filter.from) query = query.where('payment_order.createdAt', '>=', `${filter.from}T00:00:00.000Z`)
  if (filter.to) query = query.where('payment_order.createdAt', '<', nextDay(filter.to))
  return query
}

const rowsOf = (query: OrderQuery) =>
  query
    .select([
      'payment_order.number',
      'payment_order.itemKind',
      'payment_order.itemTitle',
      'payment_order.amountCents',
      'payment_order.taxCents',
      'payment_order.currency',
      'payment_order.status',
      'payment_order.createdAt',
      'payment_order.paidAt',
      'payment_order.refundedAt',
      'buyer.email',
      'buyer.name',
    ])
    .orderBy('payment_order.createdAt', 'desc')
    .orderBy('payment_order.id', 'desc')

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value === null ? null : String(value)

type Row = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number]
export type OrderRow = Omit<Row, 'createdAt' | 'paidAt' | 'refundedAt'> & {
  createdAt: string
  paidAt: string | null
  refundedAt: string | null
}

const orderOf = (row: Row): OrderRow => ({
  ...row,
  amountCents: Number(row.amountCents),
  taxCents: Number(row.taxCents),
  createdAt: iso(row.createdAt) ?? '',
  paidAt: iso(row.paidAt),
  refundedAt: iso(row.refundedAt),
})

/** One page of the orders screen, newest first. */
export async function listOrders(db: Db, filter: OrderFilter, requestedPage: number) {
  const query = filtered(db, filter)
  const { total } = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow()
  const page = pageInfo(requestedPage, Number(total), ORDERS_PAGE_SIZE)
  const rows = await rowsOf(query).limit(page.perPage).offset(offsetOf(page)).execute()
  return { orders: rows.map(orderOf), ...page }
}

/** Every order of the filtered view (the CSV export). */
export async function allOrders(db: Db, filter: OrderFilter) {
  return (await rowsOf(filtered(db, filter)).execute()).map(orderOf)
}

export interface MonthTotal {
  /** YYYY-MM, UTC */
  month: string
  currency: string
  /** Orders paid and kept, their amount and tax; what was refunded. */
  paid: number
  revenueCents: number
  taxCents: number
  refundedCents: number
}

/** The filtered orders' totals per month of their creation, oldest first (the table and the chart). */
export async function monthTotals(db: Db, filter: OrderFilter): Promise<MonthTotal[]> {
  const month = utcPeriodOf(db, 'payment_order.createdAt', 'month')
  const when = (status: string, value: ReturnType<typeof sql.ref>) =>
    sql<
      number | string
    >`coalesce(sum(case when ${sql.ref('payment_order.status')} = ${status} then ${value} else 0 end), 0)`
  const rows = await filtered(db, filter)
    .select([
      month.as('month'),
      'payment_order.currency',
      when('paid', sql.ref('payment_order.amountCents')).as('revenueCents'),
      when('paid', sql.ref('payment_order.taxCents')).as('taxCents'),
      when('refunded', sql.ref('payment_order.amountCents')).as('refundedCents'),
      when('paid', sql.raw('1') as unknown as ReturnType<typeof sql.ref>).as('paid'),
    ])
    .groupBy([month, 'payment_order.currency'])
    .orderBy(month)
    .orderBy('payment_order.currency')
    .execute()
  return rows
    .map((row) => ({
      month: String(row.month),
      currency: row.currency,
      paid: Number(row.paid),
      revenueCents: Number(row.revenueCents),
      taxCents: Number(row.taxCents),
      refundedCents: Number(row.refundedCents),
    }))
    .filter((row) => row.paid > 0 || row.refundedCents > 0)
}

/** Static keys (the i18n check reads them). */
const COLUMNS = [
  'orders:columns.number',
  'orders:columns.email',
  'orders:columns.learner',
  'orders:columns.item',
  'orders:columns.amount',
  'orders:columns.tax',
  'orders:columns.currency',
  'orders:columns.status',
  'orders:columns.date',
  'orders:columns.paidAt',
  'orders:columns.refundedAt',
] as const

/** Amounts as plain decimals ("45.00") for spreadsheets; texts from the buyer and the catalogue made safe by csvDocument. */
export function orderCsvRows(orders: OrderRow[], t: TFunction) {
  const decimal = (amount: number, currency: string) => {
    return fromMinorUnits(amount, currency).toFixed(currencyDigits(currency))
  }
  return [
    COLUMNS.map((key) => t(key)),
    ...orders.map((order) => [
      order.number,
      order.email ?? '',
      order.name ?? t('orders:deletedAccount'),
      `${t(ORDER_KIND_LABEL[order.itemKind])}: ${order.itemTitle}`,
      decimal(order.amountCents, order.currency),
      decimal(order.taxCents, order.currency),
      order.currency.toUpperCase(),
      t(ORDER_STATUS_LABEL[order.status]),
      order.createdAt,
      order.paidAt ?? '',
      order.refundedAt ?? '',
    ]),
  ]
}
