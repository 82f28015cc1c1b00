import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'

/** A published event straight in the e2e database (the editor has its own spec): its id, slug and title. */
export function insertEvent({
  capacity,
  title = 'Clínic de porteros',
}: {
  capacity: number
  title?: string
}) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  db.pragma('busy_timeout = 5000')
  try {
    const tag = randomBytes(4).toString('hex')
    const start = new Date(Date.now() + 12 * 86_400_000)
    const end = new Date(start.getTime() + 2 * 3_600_000)
    const named = `${title} ${tag}`
    const row = db
      .prepare(
        "insert into event (slug, kind, title, days, startsAt, endsAt, place, ageMin, ageMax, capacity, closesAt, questions, status) values (?, 'clinic', ?, ?, ?, ?, 'Polideportivo Moscardó', 10, 16, ?, ?, '{}', 'published') returning id",
      )
      .get(
        `evento-${tag}`,
        named,
        JSON.stringify([{ start: start.toISOString(), end: end.toISOString() }]),
        start.toISOString(),
        end.toISOString(),
        capacity,
        new Date(start.getTime() - 86_400_000).toISOString(),
      ) as { id: number }
    return { id: row.id, slug: `evento-${tag}`, title: named }
  } finally {
    db.close()
  }
}
