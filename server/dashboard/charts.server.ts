import type { Db } from '../db/connection.server.ts'
import {
  courseActivity,
  dailyTotals,
  subscriberChanges,
  topValues,
  type Range,
} from '../analytics/reports.server.ts'

/**
 * One chart of the dashboard: rows of numbers, one per series, under a label (a day, a page, a
 * course). `id` names its texts (dashboard:charts.<id>); `kind` how it is drawn.
 */
export interface Chart {
  id: string
  kind: 'daily' | 'ranking'
  series: ('views' | 'visitors' | 'subscribed' | 'unsubscribed' | 'enrolments' | 'completions')[]
  rows: { label: string; href?: string; values: number[] }[]
}

/** A chart's data for a period: adding a series to the dashboard is adding one of these. */
export type ChartProvider = (db: Db, range: Range) => Promise<Chart>

const visits: ChartProvider = async (db, range) => ({
  id: 'visits',
  kind: 'daily',
  series: ['views', 'visitors'],
  rows: (await dailyTotals(db, range)).map((row) => ({ label: row.day, values: [row.views, row.visitors] })),
})

type TitleTable = 'post' | 'concept' | 'drill'

/** The most viewed pages under `prefix`, labelled with their titles (the path when none is found). */
function topPages(id: string, prefix: string, table: TitleTable): ChartProvider {
  return async (db, range) => {
    const pages = await topValues(db, range, 'page', { prefix })
    const slugs = pages.map((page) => decodeURIComponent(page.value.slice(prefix.length)))
    const titles = slugs.length
      ? await db
          .selectFrom(table)
          .select(table === 'concept' ? ['slug', 'term as title'] : ['slug', 'title'])
          .where('slug', 'in', slugs)
          .execute()
      : []
    const titleOf = new Map(titles.map((row) => [row.slug, row.title]))
    return {
      id,
      kind: 'ranking',
      series: ['views', 'visitors'],
      rows: pages.map((page, i) => ({
        label: titleOf.get(slugs[i] ?? '') ?? page.value,
        href: page.value,
        values: [page.views, page.visitors],
      })),
    }
  }
}

/** The most frequent values of a dimension that is not a page (referrers, campaign fields). */
function topSources(
  id: string,
  dimension: 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign',
): ChartProvider {
  return async (db, range) => ({
    id,
    kind: 'ranking',
    series: ['views', 'visitors'],
    rows: (await topValues(db, range, dimension)).map((row) => ({
      label: row.value,
      values: [row.views, row.visitors],
    })),
  })
}

const subscribers: ChartProvider = async (db, range) => ({
  id: 'subscribers',
  kind: 'daily',
  series: ['subscribed', 'unsubscribed'],
  rows: (await subscriberChanges(db, range)).map((row) => ({
    label: row.day,
    values: [row.gained, row.lost],
  })),
})

const courses: ChartProvider = async (db, range) => ({
  id: 'courses',
  kind: 'ranking',
  series: ['enrolments', 'completions'],
  rows: (await courseActivity(db, range)).map((row) => ({
    label: row.title,
    values: [row.enrolments, row.completions],
  })),
})

/** The dashboard's charts, in the order shown. */
export const chartProviders: ChartProvider[] = [
  visits,
  topPages('posts', '/post/', 'post'),
  topPages('concepts', '/concepts/', 'concept'),
  topPages('drills', '/ejercicios/', 'drill'),
  topSources('referrers', 'referrer'),
  topSources('utmSources', 'utm_source'),
  topSources('utmMediums', 'utm_medium'),
  topSources('utmCampaigns', 'utm_campaign'),
  subscribers,
  courses,
]

export const loadCharts = (db: Db, range: Range) =>
  Promise.all(chartProviders.map((provider) => provider(db, range)))
