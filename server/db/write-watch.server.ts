import { passThrough, wrapDriver } from './driver-wrap.server.ts'
import {
  AliasNode,
  TableNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  type QueryResult,
  type RootOperationNode,
  type TransactionSettings,
} from 'kysely'

/**
 * Tables whose rows never appear on a public page. A write to any other table (posts, concepts,
 * media, and any table added later) counts as a change of public content: forgetting a table here
 * costs a cache refill, never a stale page.
 */
const PRIVATE_TABLES = new Set([
  'user',
  'session',
  'account',
  'verification',
  'rate_limit',
  'auth_throttle',
  'email_change',
  'post_revision',
  'contact_message',
  'support_request',
  'audit_event',
  'kysely_migration',
  'kysely_migration_lock',
  // A learner's own progress and access, second factors, consents and queued mail: written on every
  // sign-up, lesson or mail, shown on no anonymous page (emptying the cache for them would empty it
  // for every new reader).
  'enrollment',
  'quiz_attempt',
  'quiz_draw',
  'lesson_progress',
  'course_completion',
  'course_access_request',
  'course_access_code',
  'course_code_redemption',
  // Orders, Stripe customers and webhook events: a buyer's own records, on no anonymous page.
  'payment_order',
  'stripe_customer',
  'stripe_event',
  // A member's subscription: their own record; what it unlocks is read per request, never cached.
  'membership',
  'two_factor',
  'two_factor_recovery_code',
  'two_factor_challenge',
  'passkey',
  'passkey_challenge',
  'consent',
  'mail_queue',
  // Reports and blocks of comments: the coach's queue only (a comment itself is public: hiding one
  // empties the cache, so the next anonymous reader no longer sees it).
  'comment_report',
  'comment_block',
  // The 404 log is written every few seconds under traffic and shown only on /admin/redirects.
  'not_found_path',
  // One-to-one bookings: a person's own records; the free slots are read per request, never cached.
  'booking',
  'booking_claim',
  'availability_rule',
  'availability_exception',
  // A guardian's players and the registrations to events: private; a change of the places left
  // also writes the event's own counter (event.placesTaken), which empties the cache.
  'player',
  'event_registration',
  'event_message',
  // A coach's assessments of a player and the reports shown to the player's guardians only.
  'player_assessment',
  'player_report',
  // Page counts are written every few seconds under traffic (a write here emptying the cache would
  // empty it for every visitor counted) and shown only on /admin.
  'analytics_count',
  'analytics_visitor',
  'analytics_salt',
  // Newsletter lists and the per-recipient rows a send writes thousands of times; the sent issues
  // themselves (newsletter_issue) are the public archive.
  'newsletter_subscriber',
  'newsletter_delivery',
  // Teams, rosters, guardians and invitations (docs/decisions/049): shown only to the coach and to a
  // player's own guardians, on private pages.
  'team',
  'team_member',
  'player_guardian',
  'team_invite',
  'team_event',
  'team_event_answer',
  'team_attendance',
])

type Listener = () => void
const listeners = new Set<Listener>()

/**
 * Calls `listener` after every committed write to a public table, on this process's connections.
 * Inside a transaction the call waits for the commit, so whoever reads after it sees the new rows.
 * Returns the function that stops listening.
 */
export function onPublicWrite(listener: Listener) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function notify() {
  for (const listener of listeners) listener()
}

function tableName(node: OperationNode | undefined): string {
  if (node && TableNode.is(node)) return node.table.identifier.name
  if (node && AliasNode.is(node)) return tableName(node.node)
  return '' // unknown shape: treated as public
}

/** The tables an INSERT, UPDATE, DELETE or MERGE writes to; [] for reads and raw SQL. */
export function writtenTables(query: RootOperationNode): string[] {
  switch (query.kind) {
    case 'InsertQueryNode':
      return [tableName(query.into)]
    case 'UpdateQueryNode':
      return [tableName(query.table)]
    case 'DeleteQueryNode':
      return query.from.froms.map(tableName)
    case 'MergeQueryNode':
      return [tableName(query.into)]
    default:
      return []
  }
}

const touchesPublic = (query: RootOperationNode) =>
  writtenTables(query).some((table) => !PRIVATE_TABLES.has(table))

interface ConnectionState {
  inTransaction: boolean
  dirty: boolean
}

/**
 * The dialect with its driver watched: each connection's statements are inspected (the query tree
 * Kysely compiled, no SQL parsing), and public writes are reported after they are committed.
 */
export function watchWrites(dialect: Dialect): Dialect {
  return wrapDriver(dialect, watchedDriver)
}

function watchedDriver(driver: Driver): Driver {
  const states = new WeakMap<DatabaseConnection, ConnectionState>()
  const stateOf = (connection: DatabaseConnection) => {
    let state = states.get(connection)
    if (state) return state
    state = { inTransaction: false, dirty: false }
    states.set(connection, state)
    const execute = connection.executeQuery.bind(connection)
    const watched = state
    connection.executeQuery = async <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => {
      const result = await execute<R>(compiled)
      if (touchesPublic(compiled.query)) {
        if (watched.inTransaction) watched.dirty = true
        else notify()
      }
      return result
    }
    return state
  }
  const end = (connection: DatabaseConnection, committed: boolean) => {
    const state = stateOf(connection)
    const changed = committed && state.dirty
    state.inTransaction = false
    state.dirty = false
    if (changed) notify()
  }
  return {
    ...passThrough(driver),
    async acquireConnection() {
      const connection = await driver.acquireConnection()
      stateOf(connection)
      return connection
    },
    async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
      await driver.beginTransaction(connection, settings)
      stateOf(connection).inTransaction = true
    },
    async commitTransaction(connection: DatabaseConnection) {
      await driver.commitTransaction(connection)
      end(connection, true)
    },
    async rollbackTransaction(connection: DatabaseConnection) {
      await driver.rollbackTransaction(connection)
      end(connection, false)
    },
  }
}
