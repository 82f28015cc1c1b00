import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely'
import { logger } from '../logger.server.ts'
import { passThrough, wrapDriver } from './driver-wrap.server.ts'

/** What a 503 asks the client to wait before trying again: about one probe round and a reconnection. */
export const RETRY_AFTER_SECONDS = 5
/** How often a database that stopped answering is tried again. */
const PROBE_INTERVAL_MS = 500

/**
 * Thrown by every query while the database cannot answer (PostgreSQL stopped, restarting, out of
 * connections or cut off; SQLite locked past its busy timeout, or its disk full).
 *
 * It also carries the three fields by which React Router recognises a thrown `data(null, { status })`,
 * so a loader or action that does not catch it answers like one: status 503 and the nearest error
 * boundary, for documents and `.data` requests alike (the handler adds `Retry-After`). Code that does
 * catch it sees an ordinary Error.
 */
export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable'
  readonly type = 'DataWithResponseInit'
  readonly data = null
  readonly init = { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } }
  constructor(cause?: unknown) {
    super(
      cause instanceof Error ? `The database cannot answer: ${cause.message}` : 'The database cannot answer',
      {
        cause,
      },
    )
  }
}

// SQLSTATE classes and codes that say "this server cannot take queries now", not "this query is wrong".
const POSTGRES_UNAVAILABLE = /^(08|57P0[1-3]|53300)/
const NETWORK_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])
// node-postgres reports a lost or unobtainable connection with these messages and no code.
const POSTGRES_CLIENT_FAILURES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|Connection ended/
// SQLite: locked past busy_timeout, disk full, I/O failure, file gone or read-only.
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY)/

/** True for a failure of the database server or its file, as opposed to a failure of the query. */
export function isUnavailability(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string')
    return POSTGRES_UNAVAILABLE.test(code) || NETWORK_FAILURES.has(code) || SQLITE_UNAVAILABLE.test(code)
  return POSTGRES_CLIENT_FAILURES.test(error.message)
}

/**
 * The DatabaseUnavailable behind `error`, however deep a library wrapped it (better-auth throws an
 * APIError whose `cause` is the driver's error), so it can be thrown again as the 503 it is.
 */
export function unavailabilityIn(error: unknown): DatabaseUnavailable | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailable) return current
    current = current.cause
  }
  return undefined
}

/** Awaits a library's call; a database outage inside it comes out as DatabaseUnavailable (a 503). */
export function surfaceUnavailability<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    throw unavailabilityIn(error) ?? error
  })
}

export interface Availability {
  /** True from a failed connection until a probe gets an answer again. */
  isDown(): boolean
  /** True when a query failed for want of the database at or after `time` (ms since the epoch). */
  failedSince(time: number): boolean
  /** Records a failure; the first one of an outage starts probing. */
  reportFailure(error: unknown): void
  stop(): void
}

/**
 * The state of one database server. After a failure the server is considered down, and queries fail
 * at once instead of each waiting for a connection, until `probe` succeeds (it is tried every
 * PROBE_INTERVAL_MS, the first time at once). Without a probe (SQLite: nothing to reconnect to),
 * failures are recorded but the database is never considered down.
 */
export function trackAvailability(probe?: () => Promise<void>): Availability {
  let down = false
  let lastFailure = 0
  let downSince = 0
  let timer: NodeJS.Timeout | undefined
  const tryAgain = () => {
    timer = undefined
    probe!().then(
      () => {
        down = false
        logger.warn({ downMs: Date.now() - downSince }, 'database answers again')
      },
      () => {
        timer = setTimeout(tryAgain, PROBE_INTERVAL_MS).unref()
      },
    )
  }
  return {
    isDown: () => down,
    failedSince: (time) => lastFailure >= time,
    reportFailure(error) {
      lastFailure = Date.now()
      if (!probe || down) return
      down = true
      downSince = lastFailure
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'database unreachable: answering 503 until it answers again',
      )
      tryAgain()
    },
    stop() {
      clearTimeout(timer)
    },
  }
}

/**
 * A dialect whose queries fail with DatabaseUnavailable when the database cannot answer, and fail at
 * once while it is known to be down; every such failure is reported to `availability`.
 */
export function guardAvailability(dialect: Dialect, availability: Availability): Dialect {
  return wrapDriver(dialect, (driver) => guardedDriver(driver, availability))
}

function guardedDriver(driver: Driver, availability: Availability): Driver {
  const guarded = new WeakSet<DatabaseConnection>()
  const translate = (error: unknown): never => {
    if (!isUnavailability(error)) throw error
    availability.reportFailure(error)
    throw error instanceof DatabaseUnavailable ? error : new DatabaseUnavailable(error)
  }
  // Async, so that a driver that throws at once (better-sqlite3 is synchronous) is translated too.
  const translated = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      return translate(error)
    }
  }
  const guard = (connection: DatabaseConnection) => {
    if (guarded.has(connection)) return connection
    guarded.add(connection)
    const execute = connection.executeQuery.bind(connection)
    connection.executeQuery = <R>(compiled: CompiledQuery): Promise<QueryResult<R>> =>
      translated(() => execute<R>(compiled))
    return connection
  }
  return {
    ...passThrough(driver),
    async acquireConnection() {
      if (availability.isDown()) throw new DatabaseUnavailable()
      return guard(await translated(() => driver.acquireConnection()))
    },
    beginTransaction: (connection, settings: TransactionSettings) =>
      translated(() => driver.beginTransaction(connection, settings)),
    commitTransaction: (connection) => translated(() => driver.commitTransaction(connection)),
    rollbackTransaction: (connection) => translated(() => driver.rollbackTransaction(connection)),
  }
}
