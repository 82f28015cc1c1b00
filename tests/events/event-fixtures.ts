import { openConnection, type Connection, type Db, type Engine } from '#server/db/connection.server.ts'
import { migrateToLatest } from '#server/db/migrate.server.ts'
import { createScratchDatabase } from '#tests/db.ts'

/**
 * Two app instances on one fresh, migrated database. On PostgreSQL two pools, so two people's
 * requests really run at the same time in two sessions. On SQLite one connection serves both:
 * better-sqlite3 is synchronous, so a second connection in this process would block the thread the
 * first needs to finish; a SQLite site runs one instance, whose requests interleave exactly so
 * (and separate processes are serialised by BEGIN IMMEDIATE, server/db/sqlite-immediate.server.ts).
 */
export async function twoInstances(engine: Engine) {
  const scratch = await createScratchDatabase(engine)
  const first: Connection = openConnection(scratch.url)
  await migrateToLatest(first)
  const second: Connection = engine === 'postgres' ? openConnection(scratch.url) : first
  return {
    a: first.db,
    b: second.db,
    async close() {
      await first.close()
      if (second !== first) await second.close()
      await scratch.drop()
    },
  }
}

let counter = 0

/** A published event whose days start in `startsInHours`, registration open now. */
export async function insertEvent(
  db: Db,
  {
    capacity = 10,
    startsInHours = 24 * 10,
    now = new Date(),
  }: { capacity?: number; startsInHours?: number; now?: Date } = {},
) {
  counter++
  const start = new Date(now.getTime() + startsInHours * 3_600_000)
  const end = new Date(start.getTime() + 2 * 3_600_000)
  const row = await db
    .insertInto('event')
    .values({
      slug: `evento-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      kind: 'camp',
      title: `Campus ${counter}`,
      days: JSON.stringify([{ start: start.toISOString(), end: end.toISOString() }]),
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      place: 'Campo municipal',
      ageMin: 8,
      ageMax: 12,
      capacity,
      closesAt: new Date(start.getTime() - 3_600_000).toISOString(),
      status: 'published',
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow()
  return row
}

export const accountOf = (id: string) => ({
  id,
  name: `Nombre ${id}`,
  email: `${id}@example.com`,
  locale: 'es',
})
