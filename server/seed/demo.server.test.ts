import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findPublishedTranslation, itemVersions } from '#server/content/translations/store.server.ts'
import { findPublicCourse, listPublishedCourses } from '#server/courses/catalogue.server.ts'
import { loadQuiz } from '#server/courses/quiz.server.ts'
import { bandsWithCurriculum, readCurriculum } from '#server/curriculum/curriculum.server.ts'
import {
  curriculumInLanguage,
  curriculumVersions,
} from '#server/curriculum/curriculum-translations.server.ts'
import { findDrillForEdit } from '#server/drills/drill-store.server.ts'
import { readMedia } from '#server/media/media.server.ts'
import { diskStorage } from '#server/media/storage.server.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { loadDemoContent } from '#server/content/demo/load.server.ts'
import { seedDemoContentIfEmpty } from './demo.server.ts'
import { conceptMap } from '../content/concept-map.server.ts'
import { offeredSlots } from '#server/bookings/booking-store.server.ts'
import { listActiveKinds } from '#server/bookings/kinds.server.ts'

describe.each(engines)('demo content on %s', (engine) => {
  let t: TestDb
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'))
  const store = diskStorage(dir)
  beforeAll(async () => {
    t = await openTestDb(engine)
    expect(await seedDemoContentIfEmpty(t.db, { store })).toBe(true)
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('enough posts and concepts, with every status, seeded only once', async () => {
    const posts = await t.db
      .selectFrom('post')
      .select(['status', 'programme', 'slug', 'coverMediaId'])
      .execute()
    expect(posts.filter((p) => p.status === 'published').length).toBeGreaterThanOrEqual(12)
    expect(new Set(posts.map((p) => p.status))).toEqual(new Set(['published', 'draft', 'scheduled']))
    expect(new Set(posts.map((p) => p.programme))).toEqual(new Set(['infantil', 'juvenil', 'elite', null]))
    expect(posts.every((p) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug) && p.coverMediaId)).toBe(true)
    const concepts = await t.db.selectFrom('concept').select(['kind']).execute()
    expect(concepts.length).toBeGreaterThanOrEqual(30)
    expect(new Set(concepts.map((c) => c.kind))).toEqual(new Set(['concepto', 'definicion']))
    expect(await seedDemoContentIfEmpty(t.db, { store })).toBe(false)
  })

  test('English versions of five posts and of concepts, published and up to date, at their addresses', async () => {
    const versions = await t.db
      .selectFrom('content_translation')
      .select(['kind', 'itemId', 'language', 'slug'])
      .execute()
    expect(versions.filter((v) => v.kind === 'post')).toHaveLength(5)
    expect(new Set(versions.map((v) => v.language))).toEqual(new Set(['en']))
    for (const kind of ['post', 'concept'] as const)
      for (const version of versions.filter((v) => v.kind === kind)) {
        const states = await itemVersions(t.db, kind, version.itemId)
        expect(states?.find((s) => s.language === 'en')?.state).toBe('published')
        expect(await findPublishedTranslation(t.db, kind, 'en', version.slug)).toBeDefined()
      }
    const offside = await findPublishedTranslation(t.db, 'concept', 'en', 'offside')
    expect(offside?.html).toContain('Law 11 of the Laws of the Game')
  })

  test('every Spanish concept and definition has a published English version that is not out of date', async () => {
    const concepts = await t.db.selectFrom('concept').select(['id', 'term']).orderBy('position').execute()
    expect(concepts).toHaveLength(loadDemoContent('es').concepts.length)
    const english = await Promise.all(
      concepts.map(async ({ id, term }) => {
        const version = (await itemVersions(t.db, 'concept', id))?.find((v) => v.language === 'en')
        return [term, version?.state] as const
      }),
    )
    expect(english.filter(([, state]) => state !== 'published')).toEqual([])
    const thirdMan = await findPublishedTranslation(t.db, 'concept', 'en', 'third-man')
    expect(thirdMan?.html).toContain('<h2>Why it disorganises the opponent</h2>')
  })

  test('the curricula of the three programmes in English, every objective and week published and up to date', async () => {
    for (const programme of ['infantil', 'juvenil', 'elite'] as const) {
      const [ageBand] = await bandsWithCurriculum(t.db, programme)
      if (ageBand === undefined) throw new Error(`${programme} has no curriculum`)
      const curriculum = await readCurriculum(t.db, { programme, ageBand }, { published: false })
      const english = await curriculumVersions(t.db, curriculum, 'en')
      const states = [...english.objectives, ...english.weeks].map((v) => `${v.kind} ${v.id}: ${v.state}`)
      expect(states.filter((state) => !state.endsWith('published'))).toEqual([])
      expect(states.length).toBeGreaterThan(10)
    }
    const infantil = await readCurriculum(t.db, { programme: 'infantil', ageBand: 10 }, { published: true })
    const page = await curriculumInLanguage(t.db, infantil, 'en')
    expect(page.objectives[0]).toMatchObject({ title: 'Pass and move to receive again', lang: 'en' })
  })

  test('two drills in English, published and up to date, their diagram words over the Spanish drawing', async () => {
    const versions = await t.db
      .selectFrom('content_translation')
      .select(['itemId', 'slug'])
      .where('kind', '=', 'drill')
      .execute()
    expect(versions.map((v) => v.slug).sort()).toEqual(['counter-pressing-6-v-6', 'one-v-one-towards-goal'])
    for (const version of versions) {
      const states = await itemVersions(t.db, 'drill', version.itemId)
      expect(states?.find((s) => s.language === 'en')?.state).toBe('published')
    }
    const oneVOne = await findPublishedTranslation(t.db, 'drill', 'en', 'one-v-one-towards-goal')
    expect(oneVOne).toMatchObject({
      title: 'One v one towards goal',
      source: { title: 'Uno contra uno hacia portería' },
    })
    expect(oneVOne?.words?.diagrams[0]).toMatchObject({
      title: 'One-v-one duel',
      labels: [{ id: 'o7', text: 'feint' }],
    })
  })

  test('upcoming demo events: a summer camp, a clinic and trials, published and open for registration', async () => {
    const events = await t.db
      .selectFrom('event')
      .select(['kind', 'status', 'startsAt', 'closesAt', 'capacity', 'placesTaken'])
      .execute()
    expect(events.map((event) => event.kind).sort()).toEqual(['camp', 'clinic', 'trial'])
    const now = new Date().toISOString()
    for (const event of events) {
      expect(event.status).toBe('published')
      expect(event.closesAt > now && event.startsAt > event.closesAt).toBe(true)
      expect(event.placesTaken).toBe(0)
    }
  })

  test('a concept map: demo concepts linked, learn first in several levels, related both ways', async () => {
    const map = await conceptMap(t.db)
    expect(map.concepts.length).toBeGreaterThanOrEqual(20)
    expect(map.levels.length).toBeGreaterThanOrEqual(3)
    const rondo = map.concepts.find((concept) => concept.slug === 'rondo')
    const lineaDePase = map.concepts.find((concept) => concept.slug === 'linea-de-pase')
    expect(rondo?.learnFirst).toEqual([lineaDePase?.id])
    const juegoReducido = map.concepts.find((concept) => concept.slug === 'juego-reducido')
    expect(juegoReducido?.related).toContain(rondo?.id)
  })

  test('twenty published drills, each with a diagram and linked concepts', async () => {
    const drills = await t.db.selectFrom('drill').select(['id', 'status', 'diagrams', 'programme']).execute()
    expect(drills).toHaveLength(20)
    expect(drills.every((drill) => drill.status === 'published')).toBe(true)
    expect(new Set(drills.map((drill) => drill.programme))).toEqual(new Set(['infantil', 'juvenil', 'elite']))
    const pages = await Promise.all(
      drills.map(async (drill) => (await findDrillForEdit(t.db, drill.id))?.diagrams),
    )
    expect(pages.every((diagrams) => (diagrams?.length ?? 0) >= 1)).toBe(true)
    const links = await t.db.selectFrom('drill_concept').select('drillId').execute()
    expect(new Set(links.map((link) => link.drillId)).size).toBe(20)
  })

  test('a curriculum per programme: objectives in several phases, linked to concepts and drills, and weeks', async () => {
    for (const programme of ['infantil', 'juvenil', 'elite'] as const) {
      const bands = await bandsWithCurriculum(t.db, programme)
      expect(bands.length, programme).toBeGreaterThanOrEqual(1)
      const { objectives, weeks } = await readCurriculum(
        t.db,
        { programme, ageBand: bands[0] ?? 0 },
        { published: true },
      )
      expect(new Set(objectives.map((objective) => objective.phase)).size).toBeGreaterThanOrEqual(3)
      expect(objectives.every((o) => o.concepts.length > 0 && o.drills.length > 0)).toBe(true)
      expect(weeks.length).toBeGreaterThanOrEqual(6)
      expect(weeks.every((week) => week.objectives.length > 0)).toBe(true)
    }
  })

  test('two published Spanish courses, each with sections, lessons and a quiz', async () => {
    const courses = await listPublishedCourses(t.db)
    expect(courses.map((c) => c.programme).sort()).toEqual(['infantil', 'juvenil'])
    for (const course of courses) {
      const page = await findPublicCourse(t.db, course.slug)
      expect(page?.syllabus.length).toBeGreaterThanOrEqual(2)
      expect(page?.syllabus.every((section) => section.lessons.length > 0)).toBe(true)
      const lessons = page?.syllabus.flatMap((section) => section.lessons) ?? []
      const quizzes = await Promise.all(lessons.map((lesson) => loadQuiz(t.db, lesson.id)))
      expect(quizzes.filter((quiz) => (quiz?.questions.length ?? 0) >= 2)).toHaveLength(1)
    }
  })

  test('every internal link in the content points at a public page', async () => {
    const posts = await t.db.selectFrom('post').select(['slug', 'status', 'contentHtml as html']).execute()
    const concepts = await t.db.selectFrom('concept').select(['slug', 'bodyHtml as html']).execute()
    const targets = new Set([
      ...posts.filter((p) => p.status === 'published').map((p) => `/post/${p.slug}`),
      ...concepts.map((c) => `/concepts/${c.slug}`),
      '/',
      '/infantil',
      '/juvenil',
      '/elite',
      '/conceptos',
      '/conceptos_basicos',
      '/contacto',
      '/blog',
    ])
    const links = [...posts, ...concepts].flatMap((row) =>
      [...row.html.matchAll(/href="(\/[^"#?]*)/g)].map((m) => m[1]),
    )
    expect(links.length).toBeGreaterThan(0)
    expect(links.filter((href) => !targets.has(href ?? ''))).toEqual([])
  })

  test('covers are stored SVG files with their size, WebP and AVIF copies and a JPEG copy for link previews', async () => {
    const media = await t.db
      .selectFrom('media')
      .select(['name', 'width', 'height', 'contentType', 'variants'])
      .where('contentType', '=', 'image/svg+xml')
      .orderBy('id')
      .execute()
    expect(media.length).toBeGreaterThanOrEqual(12)
    const first = media[0]
    expect(first).toMatchObject({ width: 1200, height: 630 })
    const variants = JSON.parse(first?.variants ?? '[]') as Array<{
      name: string
      contentType: string
      width: number
    }>
    const copies = (type: string) =>
      variants
        .filter((v) => v.contentType === type)
        .map((v) => v.width)
        .sort((a, b) => a - b)
    expect(copies('image/webp')).toEqual([480, 960, 1200])
    expect(copies('image/avif')).toEqual([480, 960, 1200])
    for (const variant of variants)
      expect((await readMedia(t.db, variant.name, store))?.contentType).toBe(variant.contentType)
    const social = variants.find((v) => v.contentType === 'image/jpeg')
    const jpeg = await readMedia(t.db, social?.name ?? '', store)
    expect(jpeg?.contentType).toBe('image/jpeg')
    expect(jpeg?.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
    const file = await readMedia(t.db, first?.name ?? '', store)
    expect(file?.bytes.toString('utf8')).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(file?.bytes.toString('utf8')).not.toMatch(/<script|on\w+=/i)
    expect(await readMedia(t.db, '../../etc/passwd', store)).toBeUndefined()
  })

  test('two kinds of one-to-one session with free slots in the coming week', async () => {
    const kinds = await listActiveKinds(t.db)
    expect(kinds.map((kind) => kind.priceCents === null)).toEqual([false, true])
    for (const kind of kinds) {
      const slots = await offeredSlots(t.db, {
        kind,
        from: '2026-06-01',
        days: 7,
        now: new Date('2026-05-31T08:00:00Z'),
        timeZone: 'Europe/Madrid',
      })
      expect(slots.length).toBeGreaterThan(10)
    }
  })
})
