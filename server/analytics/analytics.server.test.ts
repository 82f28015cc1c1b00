import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost, insertUser } from '#tests/factories.ts'
import { createPageCounter } from './counter.server.ts'
import { pageViewOf, type AnsweredRequest } from './page-view.server.ts'
import { courseActivity, dailyTotals, rangeOf, subscriberChanges, topValues } from './reports.server.ts'
import { daySalt, pruneAnalytics } from './salt.server.ts'
import { loadCharts } from '../dashboard/charts.server.ts'

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const NOW = Date.parse('2026-11-28T12:00:00Z')

/** A browser at `address` reading `url` at `at` (default: NOW). */
const view = (url: string, { address = '198.51.100.1', at = NOW, agent = BROWSER, referer = '' } = {}) =>
  pageViewOf({
    method: 'GET',
    url,
    headers: { host: 'coach.example', 'user-agent': agent, ...(referer ? { referer } : {}) },
    address,
    status: 200,
    contentType: 'text/html',
    at,
  } satisfies AnsweredRequest)

describe.each(engines)('page counts on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  const counts = (dimension: string) =>
    t.db
      .selectFrom('analytics_count')
      .select(['day', 'value', 'views', 'visitors'])
      .where('dimension', '=', dimension as 'page')
      .orderBy('day')
      .orderBy('value')
      .execute()

  test('views add up; a visitor is unique per day and page, across flushes', async () => {
    const counter = createPageCounter(t.db, { flushMs: 60_000 })
    counter.record(view('/post/rondo'))
    counter.record(view('/post/rondo'))
    counter.record(view('/blog'))
    counter.record(view('/post/rondo', { address: '198.51.100.2' }))
    expect(await counts('page')).toEqual([])
    await counter.flush()
    counter.record(view('/post/rondo'))
    await counter.flush()
    expect(await counts('page')).toEqual([
      { day: '2026-11-28', value: '/blog', views: 1, visitors: 1 },
      { day: '2026-11-28', value: '/post/rondo', views: 4, visitors: 2 },
    ])
    expect(await counts('site')).toEqual([{ day: '2026-11-28', value: '', views: 5, visitors: 2 }])
    const stored = JSON.stringify(await t.db.selectFrom('analytics_visitor').selectAll().execute())
    expect(stored).not.toContain('198.51.100')
    expect(stored).not.toContain('Chrome')
  })

  test('the next day the same person is a new visitor, under a new salt', async () => {
    const counter = createPageCounter(t.db, { flushMs: 60_000 })
    const tomorrow = NOW + 86_400_000
    counter.record(view('/blog'))
    counter.record(view('/blog', { at: tomorrow }))
    await counter.flush()
    expect(await counts('page')).toEqual([
      { day: '2026-11-28', value: '/blog', views: 1, visitors: 1 },
      { day: '2026-11-29', value: '/blog', views: 1, visitors: 1 },
    ])
    const salts = await t.db.selectFrom('analytics_salt').select(['day', 'salt']).orderBy('day').execute()
    expect(salts.map((row) => row.day)).toEqual(['2026-11-28', '2026-11-29'])
    expect(salts[0]?.salt).not.toBe(salts[1]?.salt)
    const ids = await t.db
      .selectFrom('analytics_visitor')
      .select('visitor')
      .where('dimension', '=', 'site')
      .execute()
    expect(new Set(ids.map((row) => row.visitor)).size).toBe(2)
  })

  test('a day’s salt is shared (every instance gets the same); past salts and visitor ids are deleted, counts kept two years', async () => {
    expect(await daySalt(t.db, '2026-11-28')).toBe(await daySalt(t.db, '2026-11-28'))
    const counter = createPageCounter(t.db, { flushMs: 60_000 })
    counter.record(view('/blog', { at: NOW - 86_400_000 }))
    counter.record(view('/blog'))
    await counter.flush()
    await t.db
      .insertInto('analytics_count')
      .values({ day: '2024-11-01', dimension: 'site', value: '', views: 3, visitors: 2 })
      .execute()
    await pruneAnalytics(t.db, NOW)
    const days = async (table: 'analytics_salt' | 'analytics_visitor') => [
      ...new Set((await t.db.selectFrom(table).select('day').execute()).map((row) => row.day)),
    ]
    expect(await days('analytics_salt')).toEqual(['2026-11-28'])
    expect(await days('analytics_visitor')).toEqual(['2026-11-28'])
    expect((await counts('site')).map((row) => row.day)).toEqual(['2026-11-27', '2026-11-28'])
  })

  test('a period: every day of it, top values within it, referrers and campaigns', async () => {
    const counter = createPageCounter(t.db, { flushMs: 60_000 })
    const daysAgo = (days: number) => NOW - days * 86_400_000
    counter.record(view('/post/old', { at: daysAgo(10) }))
    counter.record(view('/post/new?utm_campaign=otono', { at: daysAgo(2), referer: 'https://t.co/abc' }))
    counter.record(view('/post/new', { at: daysAgo(1), address: '198.51.100.9' }))
    counter.record(view('/concepts/rondo'))
    await counter.flush()
    const week = rangeOf(7, NOW)
    expect(week.days).toHaveLength(7)
    expect(week.days.at(-1)).toBe('2026-11-28')
    expect((await dailyTotals(t.db, week)).map((row) => row.views)).toEqual([0, 0, 0, 0, 1, 1, 1])
    expect(await topValues(t.db, week, 'page', { prefix: '/post/' })).toEqual([
      { value: '/post/new', views: 2, visitors: 2 },
    ])
    expect(await topValues(t.db, rangeOf(30, NOW), 'page', { prefix: '/post/' })).toHaveLength(2)
    expect(await topValues(t.db, week, 'referrer')).toEqual([{ value: 't.co', views: 1, visitors: 1 }])
    expect(await topValues(t.db, week, 'utm_campaign')).toEqual([{ value: 'otono', views: 1, visitors: 1 }])
  })

  test('the dashboard names posts by title and counts enrolments and completions per course', async () => {
    const post = await insertPost(t.db, { slug: 'rondo-de-posesion', title: 'Rondo de posesión' })
    const counter = createPageCounter(t.db, { flushMs: 60_000 })
    counter.record(view(`/post/${post.slug}`, { at: Date.now() }))
    await counter.flush()
    await insertUser(t.db, 'ana')
    await insertUser(t.db, 'luis')
    const course = await t.db
      .insertInto('course')
      .values({ slug: 'pressing', title: 'Pressing tras pérdida', description: '' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const recent = new Date(Date.now() - 2 * 86_400_000).toISOString()
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString()
    await t.db
      .insertInto('enrollment')
      .values([
        { userId: 'ana', courseId: course.id },
        { userId: 'luis', courseId: course.id },
      ])
      .execute()
    // When they enrolled: the column is written by the database only.
    for (const [userId, at] of [
      ['ana', recent],
      ['luis', longAgo],
    ])
      await sql`update enrollment set ${sql.ref('purchasedAt')} = ${at} where ${sql.ref('userId')} = ${userId}`.execute(
        t.db,
      )
    await t.db
      .insertInto('course_completion')
      .values({ userId: 'ana', courseId: course.id, completedAt: recent })
      .execute()
    expect(await courseActivity(t.db, rangeOf(7))).toEqual([
      { title: 'Pressing tras pérdida', enrolments: 1, completions: 1 },
    ])
    expect(await courseActivity(t.db, rangeOf(365))).toEqual([
      { title: 'Pressing tras pérdida', enrolments: 2, completions: 1 },
    ])
    const charts = await loadCharts(t.db, rangeOf(7))
    expect(charts.find((chart) => chart.id === 'posts')?.rows).toEqual([
      { label: 'Rondo de posesión', href: '/post/rondo-de-posesion', values: [1, 1] },
    ])
  })

  test('the dashboard counts newsletter subscriptions confirmed and ended per day', async () => {
    const daysAgo = (days: number, hour = 10) => new Date(Date.UTC(2026, 10, 28 - days, hour)).toISOString()
    const subscriber = (id: number, confirmedAt: string | null, unsubscribedAt: string | null = null) => ({
      email: `fan${id}@example.com`,
      locale: id % 2 ? 'es' : 'en',
      status: unsubscribedAt
        ? ('unsubscribed' as const)
        : confirmedAt
          ? ('confirmed' as const)
          : ('pending' as const),
      unsubscribeToken: `token-${id}`,
      consentVersion: 'v',
      consentAt: daysAgo(9),
      confirmedAt,
      unsubscribedAt,
    })
    await t.db
      .insertInto('newsletter_subscriber')
      .values([
        subscriber(1, daysAgo(0, 1)),
        subscriber(2, daysAgo(0, 23)),
        subscriber(3, daysAgo(2), daysAgo(0)),
        subscriber(4, null),
        subscriber(5, daysAgo(20)),
      ])
      .execute()
    const week = rangeOf(7, NOW)
    const changes = await subscriberChanges(t.db, week)
    expect(changes).toHaveLength(7)
    expect(changes.filter((day) => day.gained || day.lost)).toEqual([
      { day: '2026-11-26', gained: 1, lost: 0 },
      { day: '2026-11-28', gained: 2, lost: 1 },
    ])
    expect((await subscriberChanges(t.db, rangeOf(30, NOW))).reduce((sum, day) => sum + day.gained, 0)).toBe(
      4,
    )
    const chart = (await loadCharts(t.db, week)).find((each) => each.id === 'subscribers')
    expect(chart?.series).toEqual(['subscribed', 'unsubscribed'])
    expect(chart?.rows.at(-1)).toEqual({ label: '2026-11-28', values: [2, 1] })
  })
})
