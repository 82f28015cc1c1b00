import type { IncomingHttpHeaders } from 'node:http'
import type { AnalyticsDimension } from '../db/schema.server.ts'

/** A counted page view, as the counter holds it in memory until its next write (5 s at most). */
export interface PageView {
  /** UTC day, "2026-11-28". */
  day: string
  /**
   * User agent, address and host: hashed with the day's salt when written (counter.server.ts), and
   * only then, once per visitor and write rather than once per request; never stored as it is.
   */
  visitorKey: string
  /** The values counted: the site, the page's path, and where the visit came from when known. */
  counts: [AnalyticsDimension, string][]
}

/** What the counting rules read of an answered request. */
export interface AnsweredRequest {
  method: string | undefined
  /** The request target as sent (path and query). */
  url: string | undefined
  headers: IncomingHttpHeaders
  /** The visitor's address as the server trusts it (TRUST_PROXY); hashed, never kept. */
  address: string
  status: number
  contentType: string | undefined
  /** Epoch ms of the answer. */
  at: number
}

/** The private area, identity screens and APIs are not the public site's pages. */
const PRIVATE = /^\/(?:admin|account|api|auth|signin|setup|account-settings)(?:\/|$)/

/**
 * Robots and programs that announce themselves (search engines, link previews, monitors, headless
 * browsers, HTTP libraries). A request without a user agent is a program too.
 */
const BOT =
  /bot|crawl|spider|slurp|scrap|archiv|preview|facebookexternalhit|whatsapp|telegram|headless|lighthouse|pagespeed|monitor|uptime|pingdom|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|postman|insomnia|autocannon|k6\//i

const MAX_PATH = 300
const MAX_VALUE = 100
/** Campaign parameters of a link, each counted as the dimension of the same name. */
const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const

const DAY_MS = 86_400_000
let today = { number: -1, day: '' }
/** The UTC day of an epoch time, worked out once a day. */
function dayOf(at: number) {
  const number = Math.floor(at / DAY_MS)
  if (number !== today.number) today = { number, day: new Date(number * DAY_MS).toISOString().slice(0, 10) }
  return today.day
}

/** Whether a user agent is a robot's, remembered for the few hundred agents visitors send. */
const robots = new Map<string, boolean>()
function isRobot(agent: string) {
  let robot = robots.get(agent)
  if (robot === undefined) {
    robot = !agent || BOT.test(agent)
    if (robots.size >= 1000) robots.clear()
    if (agent.length <= 512) robots.set(agent, robot)
  }
  return robot
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** The referrer's host when it is another site's (a link followed from elsewhere), else undefined. */
export function referrerHost(referer: string, ownHost: string) {
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    const host = url.hostname.toLowerCase()
    return host === ownHost.split(':')[0]?.toLowerCase() ? undefined : host.slice(0, MAX_VALUE)
  } catch {
    return undefined
  }
}

/**
 * The page view a request counts as, or undefined: only a GET answered with an HTML document
 * of the public site, from a browser that asks neither not to be tracked (DNT: 1, Sec-GPC: 1) nor
 * only to prefetch, and that does not announce itself as a robot.
 */
export function pageViewOf(request: AnsweredRequest): PageView | undefined {
  const { headers } = request
  if (request.method !== 'GET' || !request.url) return undefined
  // 304: a page the HTML cache revalidated (a reload, a return visit), the only 304s the app sends.
  const page =
    request.status === 304 || (request.status === 200 && request.contentType?.startsWith('text/html'))
  if (!page) return undefined
  const queryAt = request.url.indexOf('?')
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt)
  if (!path.startsWith('/') || PRIVATE.test(path) || path.endsWith('.data')) return undefined
  if (header(headers, 'dnt') === '1' || header(headers, 'sec-gpc') === '1') return undefined
  const purpose = header(headers, 'sec-purpose') || header(headers, 'purpose')
  if (purpose.includes('prefetch')) return undefined
  const agent = header(headers, 'user-agent')
  if (isRobot(agent)) return undefined

  const host = header(headers, 'host')
  const day = dayOf(request.at)
  const visitorKey = `${agent}\n${request.address}\n${host}`
  const counts: PageView['counts'] = [
    ['site', ''],
    ['page', path.slice(0, MAX_PATH)],
  ]
  const from = referrerHost(header(headers, 'referer'), host)
  if (from) counts.push(['referrer', from])
  if (queryAt !== -1) {
    const query = new URLSearchParams(request.url.slice(queryAt + 1))
    for (const parameter of UTM) {
      const value = query.get(parameter)?.trim().slice(0, MAX_VALUE)
      if (value) counts.push([parameter, value])
    }
  }
  return { day, visitorKey, counts }
}
