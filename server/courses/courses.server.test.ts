import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { CourseSchema, LessonSchema, RedeemCodeSchema } from '#app/schemas/courses.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { tempDiskStore } from '#tests/media.ts'
import {
  createAccessCodes,
  decideRequest,
  enrolByEmail,
  listPendingRequests,
  redeemCode,
  requestAccess,
} from './access.server.ts'
import { findPublicCourse, listPublishedCourses } from './catalogue.server.ts'
import {
  changeSyllabus,
  deleteFromSyllabus,
  findCourseForEdit,
  saveCourse,
  saveLesson,
} from './courses-admin.server.ts'
import {
  completeLesson,
  learnerOutline,
  openLesson,
  purchasedCoursesWithProgress,
} from './learning.server.ts'

const DAY_MS = 86_400_000
const doc = (text: string) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })

function parsed<T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T; error?: unknown } },
  value: unknown,
): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new Error(JSON.stringify(result.error))
  return result.data as T
}

describe('course form schemas', () => {
  test('a lesson with two videos, or a date rule without a date, is refused with field errors', () => {
    const result = LessonSchema.safeParse({
      title: 'Rondo',
      body: doc('x'),
      videoUrl: 'https://youtu.be/abcdefgh',
      videoMediaId: '3',
      durationMinutes: '10',
      unlockRule: 'date',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['videoUrl', 'courses:errors.oneVideo'],
      ['unlockAt', 'courses:errors.required'],
    ])
  })
  test('a lesson may not take the slug of the purchase’s return page (/cursos/{course}/compra/{order})', () => {
    const lesson = (slug: string) =>
      LessonSchema.safeParse({
        title: 'Compra',
        slug,
        body: doc('x'),
        durationMinutes: '10',
        unlockRule: 'none',
      })
    expect(lesson('compra').error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['slug', 'courses:errors.slugReserved'],
    ])
    expect(lesson('compra-de-balones').success).toBe(true)
  })
  test('a video address that is not YouTube is refused', () => {
    const result = LessonSchema.safeParse({
      title: 'Rondo',
      body: doc('x'),
      videoUrl: 'https://example.com/watch?v=abcdefgh',
      durationMinutes: '10',
      unlockRule: 'none',
    })
    expect(result.error?.issues[0]?.message).toBe('courses:errors.youtube')
  })
  test('a code is read without dashes, spaces or case; a malformed one is a field error', () => {
    expect(RedeemCodeSchema.parse({ intent: 'redeem', code: 'abcd-efgh-jkmn-pqrs-tvwx' }).code).toBe(
      'ABCDEFGHJKMNPQRSTVWX',
    )
    expect(RedeemCodeSchema.safeParse({ intent: 'redeem', code: 'ABCD' }).error?.issues[0]?.message).toBe(
      'courses:errors.codeFormat',
    )
  })
})

describe.each(engines)('courses on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())

  const now = new Date('2026-03-01T10:00:00.000Z')
  async function user(id: string) {
    const at = now.toISOString()
    await t.db
      .insertInto('user')
      .values({ id, name: id, email: `${id}@example.com`, emailVerified: true, createdAt: at, updatedAt: at })
      .execute()
    return id
  }

  /** A published course: section 1 with lessons a (open) and b (after a), section 2 with c (3 days). */
  async function course(status: 'draft' | 'published' = 'published') {
    const saved = await saveCourse(t.db, {
      input: parsed(CourseSchema, {
        title: 'Rondos para alevines',
        level: 'beginner',
        status,
        priceText: '30 €',
      }),
    })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    const id = saved.id
    await changeSyllabus(t.db, id, { intent: 'addSection', title: 'Primeros pasos' })
    await changeSyllabus(t.db, id, { intent: 'addSection', title: 'Avanzado' })
    const edit = await findCourseForEdit(t.db, id)
    const [first, second] = edit?.syllabus ?? []
    for (const title of ['Lección A', 'Lección B'])
      await changeSyllabus(t.db, id, { intent: 'addLesson', sectionId: first?.id ?? 0, title })
    await changeSyllabus(t.db, id, { intent: 'addLesson', sectionId: second?.id ?? 0, title: 'Lección C' })
    const lessons = (await findCourseForEdit(t.db, id))?.syllabus.flatMap((s) => s.lessons) ?? []
    const rules = [
      { unlockRule: 'none' },
      { unlockRule: 'previous' },
      { unlockRule: 'days', unlockDays: '3' },
    ]
    for (const [index, lesson] of lessons.entries())
      await saveLesson(t.db, {
        courseId: id,
        lessonId: lesson.id,
        input: parsed(LessonSchema, {
          title: lesson.title,
          slug: lesson.slug,
          body: doc(`Cuerpo secreto ${lesson.slug}`),
          durationMinutes: String(10 * (index + 1)),
          version: '1',
          ...rules[index],
        }),
      })
    return { id, lessons }
  }

  beforeEach(() => t.truncateAll())

  test('the catalogue lists published courses with syllabus and duration, never drafts or bodies', async () => {
    const { id } = await course()
    await course('draft')
    const list = await listPublishedCourses(t.db)
    expect(list.map((c) => [c.id, c.lessons, c.minutes, c.priceText])).toEqual([[id, 3, 60, '30 €']])
    const page = await findPublicCourse(t.db, 'rondos-para-alevines')
    expect(page?.syllabus.map((s) => [s.title, s.lessons.map((l) => l.slug)])).toEqual([
      ['Primeros pasos', ['leccion-a', 'leccion-b']],
      ['Avanzado', ['leccion-c']],
    ])
    expect(JSON.stringify(page)).not.toContain('Cuerpo secreto')
    expect(await findPublicCourse(t.db, 'rondos-para-alevines-2')).toBeNull()
  })

  test('a lesson titled like a reserved address gets a slug of its own', async () => {
    const { id, lessons } = await course()
    await changeSyllabus(t.db, id, {
      intent: 'addLesson',
      sectionId: lessons[0]?.sectionId ?? 0,
      title: 'Compra',
    })
    const slugs = (await findCourseForEdit(t.db, id))?.syllabus.flatMap((s) => s.lessons.map((l) => l.slug))
    expect(slugs).toContain('compra-2')
    expect(slugs).not.toContain('compra')
  })

  test('a save from an older copy of a course or lesson is refused with what was saved meanwhile', async () => {
    const { id, lessons } = await course()
    const input = (title: string, version: number) =>
      parsed(CourseSchema, { title, level: 'beginner', status: 'published', version: String(version) })
    expect(await saveCourse(t.db, { id, input: input('Rondos (tab A)', 1) })).toEqual({ kind: 'saved', id })
    expect(await saveCourse(t.db, { id, input: input('Rondos (tab B)', 1) })).toMatchObject({
      kind: 'conflict',
      current: { version: 2, title: 'Rondos (tab A)' },
    })
    expect(await saveCourse(t.db, { id: 999_999, input: input('Nada', 1) })).toEqual({ kind: 'notFound' })
    const lesson = lessons[0]
    if (!lesson) throw new Error('no lesson')
    const lessonInput = (text: string) =>
      parsed(LessonSchema, {
        title: lesson.title,
        slug: lesson.slug,
        body: doc(text),
        durationMinutes: '5',
        unlockRule: 'none',
        version: '2',
      })
    expect(
      await saveLesson(t.db, { courseId: id, lessonId: lesson.id, input: lessonInput('Versión A') }),
    ).toEqual({
      kind: 'saved',
      id: lesson.id,
    })
    const stale = await saveLesson(t.db, {
      courseId: id,
      lessonId: lesson.id,
      input: lessonInput('Versión B'),
    })
    expect(stale).toMatchObject({ kind: 'conflict', current: { version: 3 } })
    expect(stale.kind === 'conflict' && stale.current.contentHtml).toContain('Versión A')
    // Saving a lesson does not make the course editor's copy old.
    expect(await saveCourse(t.db, { id, input: input('Rondos (tab A, otra vez)', 2) })).toEqual({
      kind: 'saved',
      id,
    })
    expect(
      await saveLesson(t.db, { courseId: id + 1, lessonId: lesson.id, input: lessonInput('x') }),
    ).toEqual({
      kind: 'notFound',
    })
  })

  test('reordering accepts exactly the rows of one list and refuses forged ones', async () => {
    const { id, lessons } = await course()
    const [a, b, c] = lessons.map((l) => l.id)
    expect(
      await changeSyllabus(t.db, id, { intent: 'reorder', kind: 'lessons', ids: [b ?? 0, a ?? 0] }),
    ).toBe(true)
    expect(
      await changeSyllabus(t.db, id, { intent: 'reorder', kind: 'lessons', ids: [b ?? 0, c ?? 0] }),
    ).toBe(false)
    const other = await course()
    const files = await tempDiskStore()
    expect(
      await deleteFromSyllabus(t.db, files.store, id, {
        intent: 'deleteLesson',
        lessonId: other.lessons[0]?.id ?? 0,
      }),
    ).toBe(false)
    await files.close()
    const order = (await findCourseForEdit(t.db, id))?.syllabus[0]?.lessons.map((l) => l.title)
    expect(order).toEqual(['Lección B', 'Lección A'])
  })

  test('a request waits for the coach; approval enrols, refusal does not, asking twice changes nothing', async () => {
    const { id } = await course()
    const ana = await user('ana')
    const bea = await user('bea')
    expect(await requestAccess(t.db, ana, id)).toBe('requested')
    expect(await requestAccess(t.db, ana, id)).toBe('pending')
    await requestAccess(t.db, bea, id)
    const [forAna, forBea] = await listPendingRequests(t.db, id)
    const other = await course()
    expect(
      await decideRequest(t.db, { requestId: forAna?.id ?? 0, courseId: other.id, approve: true }),
    ).toBeNull()
    expect(
      (await decideRequest(t.db, { requestId: forAna?.id ?? 0, courseId: id, approve: true }))?.email,
    ).toBe('ana@example.com')
    await decideRequest(t.db, { requestId: forBea?.id ?? 0, courseId: id, approve: false })
    expect(await decideRequest(t.db, { requestId: forBea?.id ?? 0, courseId: id, approve: true })).toBeNull()
    expect(await learnerOutline(t.db, { userId: ana, courseId: id })).not.toBeNull()
    expect(await learnerOutline(t.db, { userId: bea, courseId: id })).toBeNull()
    expect(await requestAccess(t.db, ana, id)).toBe('enrolled')
    expect((await enrolByEmail(t.db, id, 'BEA@example.com'))?.outcome).toBe('granted')
    expect(await enrolByEmail(t.db, id, 'nadie@example.com')).toBeNull()
    expect(await listPendingRequests(t.db, id)).toEqual([])
  })

  test('codes: single use, multi use, expiry, unknown, and one use per learner', async () => {
    const { id } = await course()
    const [ana, bea, cai] = [await user('ana'), await user('bea'), await user('cai')]
    const [single] = await createAccessCodes(t.db, { courseId: id, count: 1, maxUses: 1 })
    const [multi] = await createAccessCodes(t.db, { courseId: id, count: 1, maxUses: 2 })
    const [old] = await createAccessCodes(t.db, {
      courseId: id,
      count: 1,
      maxUses: 5,
      expiresAt: new Date(now.getTime() - DAY_MS).toISOString(),
    })
    const code = (formatted = '') => formatted.replace(/-/g, '')
    expect(code(single)).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/)
    const at = now.toISOString()
    expect((await redeemCode(t.db, { userId: ana, code: code(single), now: at })).kind).toBe('granted')
    expect((await redeemCode(t.db, { userId: ana, code: code(single), now: at })).kind).toBe('already')
    expect((await redeemCode(t.db, { userId: bea, code: code(single), now: at })).kind).toBe('usedUp')
    expect((await redeemCode(t.db, { userId: bea, code: code(old), now: at })).kind).toBe('expired')
    expect((await redeemCode(t.db, { userId: bea, code: 'ABCDEFGHJKMNPQRSTVWX', now: at })).kind).toBe(
      'invalid',
    )
    expect((await redeemCode(t.db, { userId: bea, code: code(multi), now: at })).kind).toBe('granted')
    expect((await redeemCode(t.db, { userId: cai, code: code(multi), now: at })).kind).toBe('granted')
    const courses = await purchasedCoursesWithProgress(t.db, cai, now)
    expect(courses.map((c) => [c.title, c.done, c.total, c.resume])).toEqual([
      ['Rondos para alevines', 0, 3, 'leccion-a'],
    ])
  })

  test('learning: bodies only when readable, progress per section, unlock rules and resume', async () => {
    const { id } = await course()
    const ana = await user('ana')
    const eve = await user('eve')
    await enrolByEmail(t.db, id, 'ana@example.com')
    const enrolledAt = (await learnerOutline(t.db, { userId: ana, courseId: id, now }))?.enrolledAt ?? ''
    const open = (slug: string, userId = ana, at = now) =>
      openLesson(t.db, { userId, courseId: id, lessonSlug: slug, now: at, filesAt: '/archivos' })

    const stranger = await open('leccion-a', eve)
    expect(stranger.kind).toBe('notEnrolled')
    expect(JSON.stringify(stranger)).not.toContain('Cuerpo secreto')
    expect(await completeLesson(t.db, { userId: eve, courseId: id, lessonSlug: 'leccion-a' })).toBe(false)

    const lockedB = await open('leccion-b')
    expect(lockedB.kind).toBe('locked')
    expect(JSON.stringify(lockedB)).not.toContain('Cuerpo secreto')
    expect(await completeLesson(t.db, { userId: ana, courseId: id, lessonSlug: 'leccion-b', now })).toBe(
      false,
    )

    const a = await open('leccion-a')
    expect(a.kind === 'open' && a.lesson.bodyHtml).toContain('Cuerpo secreto leccion-a')
    expect(await completeLesson(t.db, { userId: ana, courseId: id, lessonSlug: 'leccion-a', now })).toBe(true)
    const afterA = await learnerOutline(t.db, { userId: ana, courseId: id, now })
    expect(afterA?.sections.map((s) => [s.done, s.total])).toEqual([
      [1, 2],
      [0, 1],
    ])
    expect(afterA?.resume).toBe('leccion-b')
    expect((await open('leccion-b')).kind).toBe('open')

    const c = await open('leccion-c')
    const opensAt = new Date(Date.parse(enrolledAt) + 3 * DAY_MS).toISOString()
    expect(c.kind === 'locked' && c.state).toMatchObject({ state: 'locked', reason: 'days', opensAt })
    expect((await open('leccion-c', ana, new Date(Date.parse(opensAt) + 1000))).kind).toBe('open')
    expect((await open('leccion-z')).kind).toBe('notFound')
    // Resuming: the last lesson opened while unfinished (c, opened last above).
    const later = new Date(Date.parse(opensAt) + 1000)
    expect((await learnerOutline(t.db, { userId: ana, courseId: id, now: later }))?.resume).toBe('leccion-c')
  })
})
