/** An insert or update refused for a duplicate key: unique index or primary key, on PostgreSQL or SQLite. */
export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
