import Database from 'better-sqlite3'
import { Redis } from 'ioredis'
import pg from 'pg'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { openConnection, sqlitePath, type Connection } from '#server/db/connection.server.ts'
import { migrateToLatest } from '#server/db/migrate.server.ts'
import { createScratchDatabase, type ScratchDatabase } from '#tests/db.ts'
import { startOwnRedis, type OwnRedis } from '#tests/faults/services.ts'
import { insertConcept } from '#tests/public-factories.ts'
import { CHANGE_CHANNEL, syncContentChanges, type ContentSync } from './content-sync.server.ts'

const REDIS_URL = 'redis://127.0.0.1:6379'

async function scratch(engine: 'sqlite' | 'postgres') {
  const database = await createScratchDatabase(engine)
  const connection = openConnection(database.url)
  await migrateToLatest(connection)
  return { database, connection }
}

/** A channel between instances as the test sees it: hears what is announced, announces as another instance. */
interface Channel {
  heard: string[]
  announce(message: string): Promise<unknown>
  close(): Promise<unknown>
}

async function redisChannel(): Promise<Channel> {
  const announcer = new Redis(REDIS_URL)
  const listener = new Redis(REDIS_URL)
  const heard: string[] = []
  listener.on('message', (_channel: string, message: string) => heard.push(message))
  await listener.subscribe(CHANGE_CHANNEL)
  return {
    heard,
    announce: (message) => announcer.publish(CHANGE_CHANNEL, message),
    close: () => Promise.all([announcer.quit(), listener.quit()]),
  }
}

async function postgresChannel(url: string): Promise<Channel> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const heard: string[] = []
  client.on('notification', (message) => heard.push(message.payload ?? ''))
  await client.query(`LISTEN ${CHANGE_CHANNEL}`)
  return {
    heard,
    announce: (message) => client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, message]),
    close: () => client.end(),
  }
}

const transports = [
  { via: 'redis', engine: 'sqlite', redisUrl: REDIS_URL, channel: () => redisChannel() },
  { via: 'postgres', engine: 'postgres', redisUrl: undefined, channel: postgresChannel },
] as const

describe.each(transports)('content changes between instances through $via', (transport) => {
  let database: ScratchDatabase
  let connection: Connection
  let sync: ContentSync
  let channel: Channel
  let changes = 0
  beforeAll(async () => {
    ;({ database, connection } = await scratch(transport.engine))
    sync = syncContentChanges(
      { redisUrl: transport.redisUrl, connection, databaseUrl: database.url },
      () => changes++,
    )
    channel = await transport.channel(database.url)
  })
  afterAll(async () => {
    await sync.stop()
    await channel.close()
    await connection.close()
    await database.drop()
  })

  test('a public write here is applied at once and announced to the other instances', async () => {
    expect(sync.via).toBe(transport.via)
    const before = changes
    await insertConcept(connection.db)
    expect(changes).toBe(before + 1)
    await vi.waitFor(() => expect(channel.heard.length).toBeGreaterThan(0))
  })

  test("another instance's announcement is applied here", async () => {
    const before = changes
    await vi.waitFor(async () => {
      await channel.announce('another-instance')
      expect(changes).toBeGreaterThan(before)
    })
  })
})

describe('the PostgreSQL listener, lost and back', () => {
  let database: ScratchDatabase
  let connection: Connection
  let sync: ContentSync
  let changes = 0
  beforeAll(async () => {
    ;({ database, connection } = await scratch('postgres'))
    sync = syncContentChanges({ connection, databaseUrl: database.url }, () => changes++)
  })
  afterAll(async () => {
    await sync.stop()
    await connection.close()
    await database.drop()
  })

  const listenerBackends = () =>
    sql<{ pid: number }>`select pid from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%'`.execute(connection.raw)

  test('pages are kept while it is away and dropped once it listens again (announcements may have been missed)', async () => {
    await vi.waitFor(async () => expect((await listenerBackends()).rows).toHaveLength(1))
    const [lost] = (await listenerBackends()).rows
    const before = changes
    await sql`select pg_terminate_backend(${lost?.pid})`.execute(connection.raw)
    expect(changes).toBe(before)
    // A terminated backend stays in pg_stat_activity for a moment: wait for a new one listening.
    await vi.waitFor(
      async () => {
        const pids = (await listenerBackends()).rows.map((row) => row.pid)
        expect(pids).toHaveLength(1)
        expect(pids[0]).not.toBe(lost?.pid)
      },
      { timeout: 10_000 },
    )
    await vi.waitFor(() => expect(changes).toBe(before + 1), { timeout: 5_000 })
  })
})

describe('Redis killed (SIGKILL) and a new one started on the same port', () => {
  let redis: OwnRedis
  let database: ScratchDatabase
  let connection: Connection
  let sync: ContentSync
  const heard: boolean[] = []
  let changes = 0
  beforeAll(async () => {
    ;[redis, { database, connection }] = await Promise.all([startOwnRedis(), scratch('sqlite')])
    sync = syncContentChanges(
      { redisUrl: redis.url, connection, databaseUrl: database.url },
      () => changes++,
      (on) => heard.push(on),
    )
  })
  afterAll(async () => {
    await sync.stop()
    await redis.stop()
    await connection.close()
    await database.drop()
  })

  test('not hearing other instances until subscribed, nor while Redis is gone; hearing again after', async () => {
    expect(heard[0]).toBe(false)
    await vi.waitFor(() => expect(heard.at(-1)).toBe(true), { timeout: 5_000 })
    await redis.stop()
    await vi.waitFor(() => expect(heard.at(-1)).toBe(false))
    // A write here while Redis is gone is applied here at once.
    const before = changes
    await insertConcept(connection.db)
    expect(changes).toBe(before + 1)
    await redis.start()
    await vi.waitFor(() => expect(heard.at(-1)).toBe(true), { timeout: 5_000 })
    const publisher = new Redis(redis.url)
    await vi.waitFor(async () => {
      await publisher.publish(CHANGE_CHANNEL, 'another-instance')
      expect(changes).toBeGreaterThan(before + 1)
    })
    await publisher.quit()
  })
})

describe('one SQLite instance', () => {
  let database: ScratchDatabase
  let connection: Connection
  let sync: ContentSync
  let changes = 0
  beforeAll(async () => {
    ;({ database, connection } = await scratch('sqlite'))
    sync = syncContentChanges({ connection, databaseUrl: database.url }, () => changes++)
  })
  afterAll(async () => {
    await sync.stop()
    await connection.close()
    await database.drop()
  })

  test('a write by another process to the file counts as a change', async () => {
    expect(sync.via).toBe('local')
    const before = changes
    // Writes until one is noticed: the watcher compares with what its first look saw, whenever that was.
    await vi.waitFor(
      () => {
        const outside = new Database(sqlitePath(database.url))
        outside
          .prepare("insert into audit_event (action, at) values ('outside', '2026-01-01T00:00:00Z')")
          .run()
        outside.close()
        expect(changes).toBeGreaterThan(before)
      },
      { timeout: 15_000, interval: 200 }, // a hang limit, not a speed requirement
    )
  })
})
