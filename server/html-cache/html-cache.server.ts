import type { IncomingMessage, ServerResponse } from 'node:http'
import { preparePage } from './cached-page.server.ts'
import { createPageStore, type CachedPage } from './page-store.server.ts'
import { encodingFor, pageKey, withoutTracking } from './request-key.server.ts'

export interface HtmlCacheOptions {
  /** Bytes of pages held (bodies in three encodings plus headers); the least recently read go first. */
  maxBytes: number
  /** The longest a page is kept when nothing changes (the footer's year, anything else clock-bound). */
  maxAgeMs: number
  https: boolean
  /** Whether pages of this Host may be kept (server/http/allowed-hosts.server.ts): others are rendered every time. */
  cachesHost: (host: string | undefined) => boolean
  /** Epoch ms of the next scheduled publication after `now`, Infinity when none. */
  nextPublication: (now: number) => Promise<number>
  now?: () => number
}

/** What a miss remembers from before the render: where to store the page, and the content version it started from. */
export interface Ticket {
  key: string
  version: number
  /** What to render: the request target without tracking parameters, so the page may be shared. */
  target: string
}

/** A content version and the epoch ms until which what was read from it stays good. */
export interface ContentLease {
  version: number
  expiresAt: number
}

type Answerable = Pick<IncomingMessage, 'method' | 'url' | 'headers'>

/** A render under way that other requests for the same page wait for. */
interface SharedRender {
  version: number
  page: Promise<CachedPage | undefined>
  settle: (page: CachedPage | undefined) => void
}

/** How many once-requested addresses with a query string are remembered before starting over. */
const MAX_ASKED_ONCE = 10_000

/** The variant this request accepts, and whether its If-None-Match already names it. */
function choose(req: Answerable, page: CachedPage) {
  const variant = page[encodingFor(req.headers['accept-encoding'] ?? '')]
  const known = req.headers['if-none-match']
  const fresh = known !== undefined && (known === '*' || known.includes(page.hash))
  return { variant, fresh }
}

/**
 * Rendered anonymous pages kept in memory and served before Express runs. A content change
 * (`invalidate`) empties it at once; pages also expire at the next scheduled publication.
 */
export function createHtmlCache(options: HtmlCacheOptions) {
  const now = options.now ?? Date.now
  const pages = createPageStore(options.maxBytes)
  let version = 0
  let enabled = false
  /** Changes made on other instances may be going unheard: no page is kept meanwhile. */
  let deaf = false
  let schedule: { version: number; at: Promise<number> } | undefined
  /** Keys with a query string requested once and not stored yet. */
  const askedBefore = new Set<string>()
  /** The render each key's visitors wait for, and the render each leading ticket settles. */
  const sharedByKey = new Map<string, SharedRender>()
  const sharedByLeader = new WeakMap<Ticket, SharedRender>()
  const keyOf = (req: Answerable) =>
    options.cachesHost(req.headers.host) ? pageKey(req.method, req.url, req.headers) : undefined

  /** The leader's render ended: its followers get `page`, or render themselves when there is none. */
  function settle(ticket: Ticket, page: CachedPage | undefined) {
    const shared = sharedByLeader.get(ticket)
    if (!shared) return
    sharedByLeader.delete(ticket)
    if (sharedByKey.get(ticket.key) === shared) sharedByKey.delete(ticket.key)
    shared.settle(page)
  }

  /**
   * Content changed (here or on another instance): every page is dropped; renders in flight are
   * not stored, and later requests no longer wait for them (`share` compares versions).
   */
  function invalidate() {
    version++
    pages.clear()
  }

  /**
   * Until when something read now stays good. A failed read of the schedule (the database is down)
   * is not remembered: the next call asks again instead of failing for the rest of the version.
   */
  async function expiryFrom(start: number) {
    if (!schedule || schedule.version !== version || (await schedule.at) <= start) {
      const asked = { version, at: options.nextPublication(start) }
      schedule = asked
      asked.at.catch(() => {
        if (schedule === asked) schedule = undefined
      })
    }
    return Math.min(start + options.maxAgeMs, await schedule.at)
  }

  return {
    /** Off until the production server turns it on: Vite's dev server and tests render every time. */
    enable() {
      enabled = true
    },

    /**
     * The cache-hit path, for the raw `request` listener: answers from memory (200 with the
     * precomputed headers and body, or 304) and returns true, or returns false for the app to render.
     */
    answer(req: IncomingMessage, res: ServerResponse): boolean {
      if (!enabled || pages.size === 0) return false
      const key = keyOf(req)
      const page = key === undefined ? undefined : pages.get(key, now())
      if (!page) return false
      const { variant, fresh } = choose(req, page)
      if (fresh) res.writeHead(304, variant.notModified).end()
      else res.writeHead(200, variant.headers).end(variant.body)
      return true
    },

    /**
     * The content version pages are kept under now, and until when a page rendered now stays good
     * (the next scheduled publication, `maxAgeMs` at most); undefined while the cache keeps nothing
     * (off, or deaf to other instances). Data read from public content for a page may be kept on
     * the same terms (server/content/content-memo.server.ts): it is never staler than a stored page.
     */
    async lease(): Promise<ContentLease | undefined> {
      if (!enabled || deaf) return undefined
      const leased = version
      // Without the schedule nothing may be kept: the caller reads for itself, as with the cache off.
      const expiresAt = await expiryFrom(now()).catch(() => undefined)
      return expiresAt === undefined ? undefined : { version: leased, expiresAt }
    },

    /**
     * Before rendering a GET: the key to store the page under and the target to render, when the
     * page may be stored at all. An address with a query string (other than tracking parameters)
     * is stored from its second request on: any visitor can make up query strings, and each
     * stored page costs its compression and memory.
     */
    ticket(req: Answerable): Ticket | undefined {
      if (!enabled || deaf || req.method !== 'GET' || !req.url) return undefined
      const key = keyOf(req)
      if (key === undefined) return undefined
      const target = withoutTracking(req.url)
      if (target.includes('?') && !askedBefore.has(key)) {
        if (askedBefore.size >= MAX_ASKED_ONCE) askedBefore.clear()
        askedBefore.add(key)
        return undefined
      }
      askedBefore.delete(key)
      return { key, version, target }
    },

    /**
     * A burst of visitors to a page not stored yet (a cold start, the moment after an edit) costs
     * one render: the page of a render of the same key already under way at this content version,
     * to be sent with `send` (undefined when that render has nothing to share, such as an error
     * page). Otherwise this ticket's render becomes the one later requests share, and the answer
     * is undefined: the caller renders, then `keep`s the page or calls `release`.
     */
    share(ticket: Ticket): Promise<CachedPage | undefined> | undefined {
      const current = sharedByKey.get(ticket.key)
      if (current?.version === ticket.version) return current.page
      let resolve: (page: CachedPage | undefined) => void = () => {}
      const page = new Promise<CachedPage | undefined>((done) => (resolve = done))
      const shared = { version: ticket.version, page, settle: resolve }
      sharedByKey.set(ticket.key, shared)
      sharedByLeader.set(ticket, shared)
      return undefined
    },

    /** The ticket's render ended without a page to keep (not public, failed, abandoned): whoever waited on it renders. */
    release(ticket: Ticket) {
      settle(ticket, undefined)
    },

    /**
     * Prepares a rendered public page (`nonce`: the one it was rendered with) and stores it unless content changed while it was rendered
     * (it may show the old content then). Returns the page either way, to be sent with `send`.
     */
    async keep(ticket: Ticket, response: Response, nonce: string): Promise<CachedPage> {
      const html = Buffer.from(await response.arrayBuffer())
      // A page whose expiry cannot be known (the schedule unreadable) is sent but not kept, and the
      // requests waiting for it are let go to render for themselves rather than left hanging.
      const expiresAt = await expiryFrom(now()).catch(() => now())
      const page = await preparePage({
        html,
        headers: response.headers,
        nonce,
        https: options.https,
        expiresAt,
      })
      if (ticket.version === version && expiresAt > now()) pages.set(ticket.key, page)
      settle(ticket, page)
      return page
    },

    /** Sends a kept page through Express: its headers replace the ones middleware set (the nonce policy). */
    send(req: Answerable, res: ServerResponse, page: CachedPage) {
      const { variant, fresh } = choose(req, page)
      res.removeHeader('Content-Security-Policy')
      const headers = fresh ? variant.notModified : variant.headers
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i] ?? '', headers[i + 1] ?? '')
      res.statusCode = fresh ? 304 : 200
      if (fresh) res.removeHeader('Content-Type')
      res.end(fresh ? undefined : variant.body)
    },

    invalidate,

    /**
     * Whether this instance hears the changes other instances announce. While it does not (their
     * channel is down) it keeps no page, so it cannot serve one that another instance has changed
     * meanwhile; either way every page is dropped.
     */
    hearsChanges(heard: boolean) {
      deaf = !heard
      invalidate()
    },

    get stats() {
      return { pages: pages.size, bytes: pages.bytes, version }
    },
  }
}

export type HtmlCache = ReturnType<typeof createHtmlCache>
