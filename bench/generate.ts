/**
 * The bench's data set, written straight into a fresh database (SQLite file or PostgreSQL):
 *
 *   npx tsx bench/generate.ts --database file:/tmp/bench.db [--posts 10000] [--public-posts 1000] …
 *
 * By default 10 000 posts of which 1 000 are public (the rest drafts and posts scheduled for later:
 * the public site sees 1 000, the admin list 10 000), 500 concepts and 500 definitions, 10 000 users
 * plus one administrator who can sign in, 2 000 contact messages and 2 000 audit events, 300
 * published drills, 200 published events (`evento-1`… half of them to come), and the demo's published courses (sections, lessons, quizzes) with one learner
 * who can sign in enrolled in the first. Rows go in with multi-row INSERTs inside one transaction
 * (drills and courses through the editor's own saves), so the whole set takes seconds.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { hashPassword } from 'better-auth/crypto'
import type { Insertable } from 'kysely'
import { searchTextOf } from '#server/content/admin-search.server.ts'
import {
  b,
  doc,
  h2,
  h3,
  link,
  ol,
  p,
  quote,
  ul,
  type RichTextDoc,
} from '#server/content/demo/rich-text.server.ts'
import { renderRichText } from '#server/content/rich-text.server.ts'
import { openConnection, type Connection, type Db } from '#server/db/connection.server.ts'
import { migrateToLatest } from '#server/db/migrate.server.ts'
import type { Database, Programme } from '#server/db/schema.server.ts'
import { loadDemoContent } from '#server/content/demo/load.server.ts'
import { seedDemoCourses } from '#server/courses/demo-courses.server.ts'
import { saveDrill } from '#server/drills/drill-store.server.ts'
import { demoDrillInput } from '#server/seed/demo.server.ts'

export interface DatasetSize {
  posts: number
  publicPosts: number
  concepts: number
  definitions: number
  users: number
  messages: number
  auditEvents: number
  drills: number
  events: number
}

export const BENCH_SIZE: DatasetSize = {
  posts: 10_000,
  publicPosts: 1_000,
  concepts: 500,
  definitions: 500,
  users: 10_000,
  messages: 2_000,
  auditEvents: 2_000,
  drills: 300,
  events: 200,
}

export interface BenchAccount {
  email: string
  password: string
}

export const BENCH_ADMIN: BenchAccount = {
  email: 'bench-admin@example.com',
  password: 'Rondo-de-presion-2026',
}
/** A learner (role user) enrolled in the first course: the signed-in lesson and settings pages. */
export const BENCH_LEARNER: BenchAccount = {
  email: 'bench-learner@example.com',
  password: 'Conduccion-orientada-2026',
}

const PROGRAMMES: Programme[] = ['infantil', 'juvenil', 'elite']
const TAGS = ['presión', 'rondos', 'transiciones', 'porteros', 'táctica', 'juego de posición', 'valores']
const CATEGORIES = ['Táctica', 'Técnica', 'Físico', 'Psicología', 'Estrategia', 'Reglamento']
/** Every row carries a date; the newest is this moment, older rows are an hour apart each. */
const HOUR = 3_600_000

/** A body of about 6 KB of HTML: headings, lists, a quote and links, like the coach's real posts. */
function articleBody(n: number): RichTextDoc {
  const sentence = (k: number) =>
    `La sesión ${n}.${k} trabaja la presión tras pérdida con rondos de cuatro contra dos, ` +
    `buscando que el jugador reconozca el momento de saltar y el compañero cierre la línea de pase.`
  return doc(
    p(b('Objetivo: '), sentence(1), ' ', sentence(2)),
    h2('Organización del ejercicio'),
    p(sentence(3), ' ', link('Ver el glosario', '/conceptos_basicos'), '. ', sentence(4)),
    ul(sentence(5), sentence(6), sentence(7)),
    h3('Variantes por edad'),
    ol(sentence(8), sentence(9), sentence(10)),
    quote(sentence(11)),
    p(sentence(12), ' ', sentence(13), ' ', sentence(14)),
    h2('Claves para el entrenador'),
    p(sentence(15), ' ', sentence(16), ' ', sentence(17), ' ', sentence(18)),
    p(sentence(19), ' ', sentence(20), ' ', sentence(21), ' ', sentence(22)),
  )
}

/** Rows in chunks small enough for either engine's limit on bound parameters. */
async function insertChunked<T extends keyof Database>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length)
  const size = Math.max(1, Math.floor(30_000 / columns))
  for (let start = 0; start < rows.length; start += size)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute()
}

const iso = (now: number, hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString()

function postRows(size: DatasetSize, now: number, authorId: string): Insertable<Database['post']>[] {
  const bodies = Array.from({ length: 8 }, (_, n) => articleBody(n + 1))
  const html = bodies.map((body) => renderRichText(body))
  return Array.from({ length: size.posts }, (_, index) => {
    const n = index + 1
    const variant = index % bodies.length
    const title = `Sesión ${n}: presión tras pérdida y salida de balón`
    const excerpt = `Ejercicio ${n} para trabajar la presión tras pérdida, con variantes por edad.`
    // The first `publicPosts` are published in the past; the others alternate drafts and future dates.
    const isPublic = index < size.publicPosts
    const status = isPublic ? 'published' : index % 2 ? 'draft' : 'scheduled'
    const publishedAt = isPublic ? iso(now, n) : status === 'scheduled' ? iso(now, -n) : null
    return {
      slug: `sesion-${n}-presion-tras-perdida`,
      title,
      excerpt,
      content: JSON.stringify(bodies[variant]),
      contentHtml: html[variant] ?? '',
      programme: PROGRAMMES[index % PROGRAMMES.length] ?? null,
      tags: [TAGS[index % TAGS.length], TAGS[(index + 3) % TAGS.length]].join(','),
      status,
      publishedAt,
      authorId,
      searchText: searchTextOf({ title, summary: excerpt, body: bodies[variant] }),
      createdAt: iso(now, n),
      updatedAt: iso(now, n / 2),
    }
  })
}

function conceptRows(size: DatasetSize, now: number): Insertable<Database['concept']>[] {
  const kinds = [
    ...Array.from({ length: size.concepts }, () => 'concepto' as const),
    ...Array.from({ length: size.definitions }, () => 'definicion' as const),
  ]
  return kinds.map((kind, index) => {
    const n = index + 1
    const term = `${kind === 'concepto' ? 'Concepto' : 'Definición'} ${n}: vigilancia ofensiva`
    const summary = `Cómo se coloca el equipo ${n} para defender la transición antes de perder el balón.`
    const body = doc(p(summary), p(b('Clave: '), 'anticipar la pérdida y cerrar el carril central.'))
    return {
      slug: `${kind}-${n}-vigilancia-ofensiva`,
      term,
      summary,
      body: JSON.stringify(body),
      bodyHtml: renderRichText(body),
      kind,
      category: CATEGORIES[index % CATEGORIES.length] ?? 'Táctica',
      programme: index % 4 === 3 ? null : (PROGRAMMES[index % PROGRAMMES.length] ?? null),
      status: index % 10 === 9 ? 'draft' : 'published',
      position: index,
      searchText: searchTextOf({ title: term, summary, body }),
      createdAt: iso(now, n),
      updatedAt: iso(now, n),
    }
  })
}

function userRows(size: DatasetSize, now: number): Insertable<Database['user']>[] {
  return Array.from({ length: size.users }, (_, index) => ({
    id: randomBytes(12).toString('hex'),
    name: `Jugador ${index + 1}`,
    lastName: 'Benchmark',
    email: `bench-user-${index + 1}@example.com`,
    emailVerified: true,
    role: 'user' as const,
    createdAt: iso(now, index),
    updatedAt: iso(now, index),
  }))
}

function messageRows(size: DatasetSize, now: number): Insertable<Database['contact_message']>[] {
  const statuses = ['new', 'read', 'archived'] as const
  return Array.from({ length: size.messages }, (_, index) => ({
    name: `Familia ${index + 1}`,
    email: `familia-${index + 1}@example.com`,
    subject: `Consulta ${index + 1} sobre el programa infantil`,
    message: 'Hola, ¿quedan plazas para el campus de verano? Mi hijo tiene nueve años.',
    locale: 'es',
    status: statuses[index % statuses.length],
    consentAt: iso(now, index),
    deliveryStatus: 'sent' as const,
    deliveredAt: iso(now, index),
    createdAt: iso(now, index),
    updatedAt: iso(now, index),
  }))
}

function auditRows(size: DatasetSize, now: number, admin: { id: string; email: string }) {
  const actions = ['auth.signIn', 'post.publish', 'post.save', 'auth.signOut']
  return Array.from({ length: size.auditEvents }, (_, index) => ({
    at: iso(now, index / 4),
    userId: admin.id,
    userEmail: admin.email,
    action: actions[index % actions.length] ?? 'auth.signIn',
    targetType: 'post',
    targetId: String(index + 1),
    detail: null,
    ip: '127.0.0.1',
  }))
}

/** Published events `evento-1`…: the odd ones to come (a day a week apart), the even ones past. */
function eventRows(size: DatasetSize, now: number): Insertable<Database['event']>[] {
  const kinds = ['camp', 'clinic', 'trial', 'talk'] as const
  return Array.from({ length: size.events }, (_, index) => {
    const start = now + (index % 2 ? 1 : -1) * (index + 1) * 7 * 86_400_000
    const end = start + 3 * 3_600_000
    const days = [{ start: new Date(start).toISOString(), end: new Date(end).toISOString() }]
    return {
      slug: `evento-${index + 1}`,
      kind: kinds[index % kinds.length] ?? 'camp',
      title: `Campus ${index + 1}`,
      description: JSON.stringify(doc(p('Tecnificación por la mañana y partidos por la tarde.'))),
      descriptionHtml: '<p>Tecnificación por la mañana y partidos por la tarde.</p>',
      days: JSON.stringify(days),
      startsAt: days[0]?.start ?? '',
      endsAt: days[0]?.end ?? '',
      place: 'Campo municipal',
      ageMin: 8,
      ageMax: 14,
      capacity: 30,
      placesTaken: index % 31,
      closesAt: new Date(start - 86_400_000).toISOString(),
      status: 'published' as const,
      createdAt: iso(now, index),
      updatedAt: iso(now, index),
    }
  })
}

/** An account the bench signs in as: confirmed, with a credential password. */
async function insertAccount(
  db: Db,
  { email, password }: BenchAccount,
  { name, role }: { name: string; role: 'admin' | 'user' },
  now: string,
) {
  const id = randomBytes(12).toString('hex')
  await db
    .insertInto('user')
    .values({ id, name, lastName: 'Bench', email, emailVerified: true, role, createdAt: now, updatedAt: now })
    .execute()
  await db
    .insertInto('account')
    .values({
      id: randomBytes(12).toString('hex'),
      userId: id,
      accountId: id,
      providerId: 'credential',
      password: await hashPassword(password),
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  return { id, email }
}

/** `count` published drills: the demo's, numbered in turn, saved through the editor's schema and save. */
async function insertDrills(db: Db, count: number) {
  const demoDrills = loadDemoContent().drills
  for (let index = 0; index < count; index++) {
    const drill = demoDrills[index % demoDrills.length]
    if (!drill) break
    const input = demoDrillInput(drill, [], `${drill.title} (${index + 1})`)
    const outcome = await saveDrill(db, { input })
    if (outcome.kind !== 'saved') throw new Error(`drill ${index + 1}: ${JSON.stringify(outcome)}`)
  }
}

/**
 * The demo's published courses, the learner enrolled in the first; returns the address of that
 * course's first lesson open from the start (what the learner's lesson scenario reads).
 */
async function insertCourses(db: Db, learnerId: string) {
  await seedDemoCourses(db, loadDemoContent().courses)
  const lesson = await db
    .selectFrom('course_lesson')
    .innerJoin('course', 'course.id', 'course_lesson.courseId')
    .innerJoin('course_section', 'course_section.id', 'course_lesson.sectionId')
    .select(['course.id as courseId', 'course.slug as course', 'course_lesson.slug as lesson'])
    .where('course_lesson.unlockRule', '=', 'none')
    .orderBy('course.id')
    .orderBy('course_section.position')
    .orderBy('course_lesson.position')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('enrollment')
    .values({ userId: learnerId, courseId: lesson.courseId, source: 'admin' })
    .execute()
  return `/cursos/${lesson.course}/${lesson.lesson}`
}

/**
 * Migrates the (empty) database and fills it; refuses a database that already has posts. Returns
 * the learner's lesson address.
 */
export async function generateDataset(
  connection: Connection,
  size: DatasetSize = BENCH_SIZE,
  {
    admin = BENCH_ADMIN,
    learner = BENCH_LEARNER,
    now = Date.now(),
  }: { admin?: BenchAccount; learner?: BenchAccount; now?: number } = {},
) {
  await migrateToLatest(connection)
  const { db } = connection
  const existing = await db.selectFrom('post').select('id').limit(1).executeTakeFirst()
  if (existing) throw new Error('The database already has posts: generate into a fresh one.')
  const at = new Date(now).toISOString()
  const learnerId = await db.transaction().execute(async (trx) => {
    const created = await insertAccount(trx, admin, { name: 'Marta', role: 'admin' }, at)
    const enrolled = await insertAccount(trx, learner, { name: 'Lucía', role: 'user' }, at)
    await insertChunked(trx, 'user', userRows(size, now))
    await insertChunked(trx, 'post', postRows(size, now, created.id))
    await insertChunked(trx, 'concept', conceptRows(size, now))
    await insertChunked(trx, 'contact_message', messageRows(size, now))
    await insertChunked(trx, 'audit_event', auditRows(size, now, created))
    await insertChunked(trx, 'event', eventRows(size, now))
    return enrolled.id
  })
  // Each of these saves opens its own transaction.
  await insertDrills(db, size.drills)
  return { lessonPath: await insertCourses(db, learnerId) }
}

/** Run as a script: `tsx bench/generate.ts --database <url> [--posts n] …`. */
async function main() {
  const { values } = parseArgs({
    options: {
      database: { type: 'string' },
      ...Object.fromEntries(
        Object.keys(BENCH_SIZE).map((key) => [
          key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
          { type: 'string' },
        ]),
      ),
    } as Record<string, { type: 'string' }>,
  })
  if (!values.database)
    throw new Error('Usage: tsx bench/generate.ts --database file:/tmp/bench.db [--posts 10000]')
  const size = { ...BENCH_SIZE }
  for (const key of Object.keys(size) as (keyof DatasetSize)[]) {
    const raw = values[key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)]
    if (raw !== undefined) size[key] = Number.parseInt(raw, 10)
  }
  const connection = openConnection(values.database)
  const started = performance.now()
  try {
    await generateDataset(connection, size)
  } finally {
    await connection.close()
  }
  console.log(`Generated ${JSON.stringify(size)} in ${Math.round(performance.now() - started)} ms`)
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
