import { appDatabase } from './membership-fixtures.ts'

/**
 * A published drill copied from a demo one (the first, or the one of that Spanish title) into the
 * e2e server's database, with `changes` over its columns; its id.
 */
export function copyDemoDrill(changes: Record<string, string | number>, demoTitle?: string) {
  const db = appDatabase()
  try {
    const demo = db
      .prepare(
        `select * from drill where status = 'published' ${demoTitle ? 'and title = ?' : ''} order by id limit 1`,
      )
      .get(...(demoTitle ? [demoTitle] : [])) as Record<string, unknown>
    const { id: _id, createdAt: _created, updatedAt: _updated, version: _version, ...columns } = demo
    const row = { ...columns, ...changes }
    const names = Object.keys(row)
    const inserted = db
      .prepare(
        `insert into drill (${names.join(', ')}) values (${names.map(() => '?').join(', ')}) returning id`,
      )
      .get(...names.map((name) => row[name as keyof typeof row] as string | number | null)) as { id: number }
    return inserted.id
  } finally {
    db.close()
  }
}
