import type { Db } from '../db/connection.server.ts'
import type { AnalyticsDimension } from '../db/schema.server.ts'
import { utcPeriodOf } from '../db/utc-period.server.ts'

/** The dashboard's periods: the last 7, 30 or 365 days, today included. */
export const PERIODS = [7, 30, 365] as const
export type Period = (typeof PERIODS)[number]

export const periodOf = (value: string | null): Period =>
  PERIODS.find((period) => String(period) === value) ?? 30

const DAY_MS = 86_400_000

/** The UTC days of a period ending today, oldest first. */
export interface Range {
  days: string[]
  /** The first day, "2026-11-22"; `since` is its start as an ISO time, for tables keyed by time. */
  from: string
  since: string
}

export function rangeOf(period: Period, now = Date.now()): Range {
  const days = Array.from({ length: period }, (_, i) =>
    new Date(now - (period - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  )
  const from = days[0] ?? ''
  return { days, from, since: `${from}T00:00:00.000Z` }
}

/** Views and unique visitors of the whole site per day of the range, days without any included. */
export async function dailyTotals(db: Db, range: Range) {
  const rows = await db
    .selectFrom('analytics_count')
    .select(['day', 'views', 'visitors'])
    .where('dimension', '=', 'site')
    .where('value', '=', '')
    .where('day', '>=', range.from)
    .execute()
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return range.days.map((day) => ({
    day,
    views: Number(byDay.get(day)?.views ?? 0),
    visitors: Number(byDay.get(day)?.visitors ?? 0),
  }))
}

/**
 * The values of a dimension with the most views in the range (pages under `prefix` only), with
 * their views and visitors: a visitor counted on two days is counted twice (ids live one day).
 */
export async function topValues(
  db: Db,
  range: Range,
  dimension: AnalyticsDimension,
  { prefix = '', limit = 10 }: { prefix?: string; limit?: number } = {},
) {
  let query = db
    .selectFrom('analytics_count')
    .select((eb) => [
      'value',
      eb.fn.sum<string | number>('views').as('views'),
      eb.fn.sum<string | number>('visitors').as('visitors'),
    ])
    .where('dimension', '=', dimension)
    .where('day', '>=', range.from)
  if (prefix) query = query.where('value', 'like', `${prefix}%`)
  const rows = await query.groupBy('value').orderBy('views', 'desc').orderBy('value').limit(limit).execute()
  return rows.map((row) => ({ value: row.value, views: Number(row.views), visitors: Number(row.visitors) }))
}

/** Enrolments and completions per course in the range, courses with neither left out. */
export async function courseActivity(db: Db, range: Range) {
  const [enrolled, completed] = await Promise.all([
    db
      .selectFrom('enrollment')
      .select((eb) => ['courseId', eb.fn.countAll<string | number>().as('count')])
      .where('purchasedAt', '>=', range.since)
      .groupBy('courseId')
      .execute(),
    db
      .selectFrom('course_completion')
      .select((eb) => ['courseId', eb.fn.countAll<string | number>().as('count')])
      .where('completedAt', '>=', range.since)
      .groupBy('courseId')
      .execute(),
  ])
  const ids = [...new Set([...enrolled, ...completed].map((row) => row.courseId))]
  if (!ids.length) return []
  const courses = await db
    .selectFrom('course')
    .select(['id', 'title'])
    .where('id', 'in', ids)
    .orderBy('title')
    .execute()
  const countOf = (rows: typeof enrolled, id: number) =>
    Number(rows.find((row) => row.courseId === id)?.count ?? 0)
  return courses.map((course) => ({
    title: course.title,
    enrolments: countOf(enrolled, course.id),
    completions: countOf(completed, course.id),
  }))
}

/**
 * Newsletter subscriptions confirmed and ended per day of the range (all lists), days without any
 * included. A person who came back counts on the day of their last confirmation only.
 */
export async function subscriberChanges(db: Db, range: Range) {
  const perDay = async (column: 'confirmedAt' | 'unsubscribedAt') => {
    const day = utcPeriodOf(db, `newsletter_subscriber.${column}`, 'day')
    const rows = await db
      .selectFrom('newsletter_subscriber')
      .select((eb) => [day.as('day'), eb.fn.countAll<string | number>().as('count')])
      .where(column, '>=', range.since)
      .groupBy(day)
      .execute()
    return new Map(rows.map((row) => [String(row.day), Number(row.count)]))
  }
  const [gained, lost] = await Promise.all([perDay('confirmedAt'), perDay('unsubscribedAt')])
  return range.days.map((day) => ({ day, gained: gained.get(day) ?? 0, lost: lost.get(day) ?? 0 }))
}
