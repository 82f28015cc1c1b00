import type { SqliteDatabase, SqliteStatement } from 'kysely'

/**
 * better-sqlite3 compiles the SQL text on every `prepare`, and Kysely prepares every query it
 * sends: a post page paid about 0.4 ms per request for compiling the same few statements again.
 * This keeps the most recently used statements by their SQL text (queries with a variable number
 * of placeholders make new texts, so the cache is bounded and drops the least recently used).
 * SQLite recompiles a kept statement by itself when a migration changes the schema.
 */
export function withStatementCache(database: SqliteDatabase, capacity = 256): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>()
  return {
    close() {
      statements.clear()
      database.close()
    },
    prepare(sql) {
      let statement = statements.get(sql)
      if (statement) statements.delete(sql)
      else {
        statement = database.prepare(sql)
        if (statements.size >= capacity) statements.delete(statements.keys().next().value as string)
      }
      statements.set(sql, statement)
      return statement
    },
  }
}
