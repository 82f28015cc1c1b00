import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely'

/**
 * SQLite transactions that take the write lock when they begin (`BEGIN IMMEDIATE`). Kysely's plain
 * `BEGIN` reads first and asks for the lock at the first write; when another connection (a script,
 * a backup, a second process) committed in between, SQLite refuses that write at once with
 * SQLITE_BUSY_SNAPSHOT, which no busy timeout can wait out: a sign-up failed that way. Beginning
 * with the lock, a transaction waits its turn (busy_timeout) and then reads the newest rows. In
 * this process nothing is lost: Kysely already runs one SQLite transaction at a time.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig

  constructor(config: SqliteDialectConfig) {
    super(config)
    this.#config = config
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.#config)
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}
