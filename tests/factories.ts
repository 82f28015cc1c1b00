import { randomBytes } from 'node:crypto'
import type { Insertable } from 'kysely'
import type { Db } from '#server/db/connection.server.ts'
import type { BookingKindTable, PostTable, UserTable } from '#server/db/schema.server.ts'

type Status = 'published' | 'draft'

const unique = () => randomBytes(4).toString('hex')
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

/** Inserts a published post with unique required columns; a test sets only what it checks. */
export async function insertPost(db: Db, fields: Partial<Insertable<PostTable>> & { daysAgo?: number } = {}) {
  const { daysAgo: age = 1, ...rest } = fields
  const id = unique()
  return db
    .insertInto('post')
    .values({
      slug: `post-${id}`,
      title: `Post ${id}`,
      excerpt: '',
      content: JSON.stringify({ type: 'doc', content: [] }),
      contentHtml: '',
      tags: '',
      status: 'published',
      publishedAt: daysAgo(age),
      ...rest,
    })
    .returning(['id', 'slug', 'title'])
    .executeTakeFirstOrThrow()
}

/** Inserts a confirmed account `id` (e-mail `{id}@example.com`); a test sets only what it checks. */
export async function insertUser(db: Db, id: string, fields: Partial<Insertable<UserTable>> = {}) {
  const at = fields.createdAt ?? '2026-01-01T00:00:00.000Z'
  await db
    .insertInto('user')
    .values({
      id,
      name: id,
      email: `${id}@example.com`,
      emailVerified: true,
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .execute()
  return id
}

/** Inserts a drill titled `title` with plausible fields; its slug is the title in kebab case. */
export async function insertDrill(db: Db, title: string, status: Status = 'published') {
  const row = await db
    .insertInto('drill')
    .values({
      slug: title.toLowerCase().replaceAll(' ', '-'),
      title,
      objective: 'Objetivo',
      programme: 'infantil',
      ageMin: 8,
      ageMax: 12,
      playersMin: 4,
      playersMax: 12,
      spaceLength: 20,
      spaceWidth: 20,
      durationMinutes: 12,
      intensity: 'medium',
      equipment: '',
      coachingPoints: '[]',
      variations: '[]',
      progressions: '[]',
      diagrams: '[]',
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** Inserts a concept named `term`; its slug is the term in kebab case. */
export async function insertConcept(db: Db, term: string, status: Status = 'published') {
  const row = await db
    .insertInto('concept')
    .values({
      slug: term.toLowerCase().replaceAll(' ', '-'),
      term,
      summary: '',
      body: JSON.stringify({ type: 'doc', content: [] }),
      bodyHtml: '',
      kind: 'concepto',
      category: 'Táctica',
      programme: null,
      status,
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/**
 * A kind of one-to-one session bookable 09:00–13:00 on every weekday (one hour, 30 days ahead, 12 hours'
 * notice, changes until 24 hours before); `fields` override the kind's. Its id.
 */
export async function insertBookableKind(db: Db, fields: Partial<Insertable<BookingKindTable>> = {}) {
  const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startTime: '09:00', endTime: '13:00' }))
  await db.insertInto('availability_rule').values(days).execute()
  const kind = await db
    .insertInto('booking_kind')
    .values({
      slug: 'tecnica',
      name: 'Sesión individual de técnica',
      durationMinutes: 60,
      bufferMinutes: 0,
      horizonDays: 30,
      noticeHours: 12,
      changeHours: 24,
      priceCents: null,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return kind.id
}
