import { PostgresAdapter, sql, type RawBuilder } from 'kysely'
import type { Db } from './connection.server.ts'

/**
 * The UTC day ("2026-11-28") or month ("2026-11") of a time column, for grouping on either engine:
 * PostgreSQL stores a timestamptz, SQLite the ISO string the application wrote.
 */
export function utcPeriodOf(db: Db, column: string, period: 'day' | 'month'): RawBuilder<string> {
  const ref = sql.ref(column)
  // Literals, not parameters: the same expression is grouped by, and PostgreSQL matches a select
  // expression to its GROUP BY only when they are written alike.
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return sql<string>`to_char(${ref} at time zone 'UTC', ${sql.lit(period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM')})`
  return sql<string>`substr(${ref}, 1, ${sql.lit(period === 'day' ? 10 : 7)})`
}
