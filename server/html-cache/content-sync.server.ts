import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type pg from 'pg'
import type { Connection } from '../db/connection.server.ts'
import { onPublicWrite } from '../db/write-watch.server.ts'
import { loadOnUse } from '../load-on-use.server.ts'
import { logger } from '../logger.server.ts'
import { connectRedis } from '../redis/connection.server.ts'

/** The Redis channel and the PostgreSQL NOTIFY channel that carry "public content changed". */
export const CHANGE_CHANNEL = 'coach_content_changed'
const RECONNECT_MS = 1000
/** How often a single SQLite instance looks for writes made by other processes. */
const OUTSIDE_WRITES_POLL_MS = 1000

export interface ContentSync {
  /** How changes travel between instances: 'redis', 'postgres' or 'local' (one instance). */
  via: 'redis' | 'postgres' | 'local'
  stop(): Promise<void>
}

/**
 * Calls `changed` after every public write of this process and every one another instance
 * announces: through Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY on
 * PostgreSQL, else only locally (plus, on SQLite, writes of other processes to the file). A lost connection counts as a change (messages may have been
 * missed while it was down). Through Redis, `hearing(false)` says other instances' changes may go
 * unheard (not subscribed yet, or the subscription's connection is lost) and `hearing(true)` that
 * they are heard again.
 */
export function syncContentChanges(
  options: { redisUrl?: string; connection: Connection; databaseUrl: string },
  changed: () => void,
  hearing: (heard: boolean) => void = () => {},
): ContentSync {
  const instance = randomUUID()
  const fromOthers = (message: string) => {
    if (message !== instance) changed()
  }
  if (options.redisUrl) return viaRedis(options.redisUrl, instance, { changed, fromOthers, hearing })
  if (options.connection.engine === 'postgres')
    return viaPostgres(options.connection, options.databaseUrl, instance, changed, fromOthers)
  const stop = onPublicWrite(changed)
  const stopPolling = watchOutsideWrites(options.connection, changed)
  return {
    via: 'local',
    async stop() {
      stop()
      stopPolling()
    },
  }
}

/**
 * SQLite's `data_version` changes when another process commits to the file (an operator's script,
 * a fix in the sqlite3 shell, the tests' fixtures): any such write counts as a change, within a second.
 */
function watchOutsideWrites(connection: Connection, changed: () => void) {
  if (connection.engine !== 'sqlite') return () => {}
  let last: number | undefined
  const poll = async () => {
    const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(connection.raw)
    const version = rows[0]?.data_version
    if (last !== undefined && version !== last) changed()
    last = version
  }
  const timer = setInterval(() => {
    poll().catch((error: unknown) => logger.warn({ err: error }, 'SQLite data_version check failed'))
  }, OUTSIDE_WRITES_POLL_MS).unref()
  return () => clearInterval(timer)
}

/**
 * Announcements wait in the publisher's queue while Redis is away and go out when it is back
 * (nothing a visitor waits for). The subscriber subscribes on every (re)connection: only once Redis
 * confirms is this instance hearing again; from its loss until then it is not.
 */
function viaRedis(
  url: string,
  instance: string,
  to: { changed: () => void; fromOthers: (m: string) => void; hearing: (heard: boolean) => void },
): ContentSync {
  const publisher = connectRedis(url, { maxRetriesPerRequest: null }, 'content changes')
  const subscriber = connectRedis(url, { autoResubscribe: false }, 'content changes')
  const warn = (error: unknown) => logger.warn({ err: error }, 'Redis (content changes) unreachable')
  to.hearing(false)
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANGE_CHANNEL).then(() => to.hearing(true), warn)
  })
  subscriber.on('close', () => to.hearing(false))
  subscriber.on('message', (_channel: string, message: string) => to.fromOthers(message))
  const stop = onPublicWrite(() => {
    to.changed()
    publisher.publish(CHANGE_CHANNEL, instance).catch(warn)
  })
  return {
    via: 'redis',
    async stop() {
      stop()
      subscriber.disconnect()
      // quit waits for Redis to answer; a Redis that is away would hold the shutdown
      if (publisher.status === 'ready') await publisher.quit().catch(() => undefined)
      else publisher.disconnect()
    },
  }
}

function viaPostgres(
  connection: Connection,
  databaseUrl: string,
  instance: string,
  changed: () => void,
  fromOthers: (m: string) => void,
): ContentSync {
  const { Client } = loadOnUse('pg') as typeof pg
  let client: pg.Client | undefined
  let stopped = false
  // Pages stay cached while the listener is away (during a database outage they are all the site can
  // serve, and no one can write meanwhile); once it listens again, what was announced in between is
  // unknown, so they are dropped then.
  let missedAnnouncements = false
  const listen = async () => {
    const next = new Client({ connectionString: databaseUrl })
    client = next
    next.on('notification', (message) => fromOthers(message.payload ?? ''))
    next.on('error', (error) => {
      logger.warn({ err: error.message }, 'PostgreSQL (content changes) listener lost')
      missedAnnouncements = true
      void next.end().catch(() => undefined)
      if (!stopped) setTimeout(() => void listen().catch(retry), RECONNECT_MS).unref()
    })
    await next.connect()
    await next.query(`LISTEN ${CHANGE_CHANNEL}`)
    if (missedAnnouncements) changed()
    missedAnnouncements = false
  }
  const retry = (error: unknown) => {
    logger.warn({ err: (error as Error).message }, 'PostgreSQL (content changes) listener cannot connect')
    missedAnnouncements = true
    if (!stopped) setTimeout(() => void listen().catch(retry), RECONNECT_MS).unref()
  }
  void listen().catch(retry)
  const stop = onPublicWrite(() => {
    changed()
    sql`select pg_notify(${CHANGE_CHANNEL}, ${instance})`
      .execute(connection.raw)
      .catch((error: unknown) => logger.warn({ err: error }, 'PostgreSQL NOTIFY failed'))
  })
  return {
    via: 'postgres',
    async stop() {
      stopped = true
      stop()
      await client?.end().catch(() => undefined)
    },
  }
}
