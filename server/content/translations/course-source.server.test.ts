import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { CourseSchema } from '#app/schemas/courses.ts'
import { CourseTranslationSchema } from '#app/schemas/course-translation.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { changeSyllabus, findCourseForEdit, saveCourse } from '../../courses/courses-admin.server.ts'
import { itemVersions, saveTranslation, translationForEditor, translationListFacts } from './store.server.ts'

/** Courses as a kind of translated content (docs/decisions/048-content-translations.md). */

const courseInput = (title = 'Rondos para alevines') =>
  CourseSchema.parse({
    title,
    summary: 'Un curso de rondos.',
    level: 'beginner',
    status: 'published',
    priceText: '30 €',
  })

describe.each(engines)('course translations on %s', (engine) => {
  let t: TestDb
  const who = { user: { id: 'coach', email: 'coach@example.com' } }
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'coach', { role: 'admin' })
  })
  afterAll(() => t.close())

  /** A course with one section and two lessons; its outline's ids. */
  async function savedCourse() {
    const saved = await saveCourse(t.db, { input: courseInput() })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    await changeSyllabus(t.db, saved.id, { intent: 'addSection', title: 'Primeros pasos' })
    const [section] = (await findCourseForEdit(t.db, saved.id))?.syllabus ?? []
    for (const title of ['El rondo 4 contra 1', 'Perfiles'])
      await changeSyllabus(t.db, saved.id, { intent: 'addLesson', sectionId: section?.id ?? 0, title })
    const [withLessons] = (await findCourseForEdit(t.db, saved.id))?.syllabus ?? []
    if (!withLessons) throw new Error('no section')
    const [first, second] = withLessons.lessons
    if (!first || !second) throw new Error('no lessons')
    return { id: saved.id, sectionId: withLessons.id, lessonIds: [first.id, second.id] as const }
  }

  /** What the German form posts: the course's words and the titles of its section and first lesson. */
  const german = (course: Awaited<ReturnType<typeof savedCourse>>, extra: Record<string, unknown> = {}) =>
    CourseTranslationSchema.parse({
      title: 'Rondos für E-Jugend',
      summary: 'Ein Kurs über Rondos.',
      status: 'published',
      sections: [{ id: String(course.sectionId), title: 'Erste Schritte' }],
      lessons: [
        { id: String(course.lessonIds[0]), title: 'Das Rondo 4 gegen 1' },
        { id: String(course.lessonIds[1]), title: '' },
        // Not a lesson of this course: dropped.
        { id: '999999', title: 'Fremd' },
      ],
      ...extra,
    })

  const stateIn = async (id: number, language: string) =>
    (await itemVersions(t.db, 'course', id))?.find((v) => v.language === language)?.state

  test('a German version keeps the titles of its own section and lessons; an empty title stays Spanish', async () => {
    const course = await savedCourse()
    expect(await stateIn(course.id, 'de')).toBe('missing')
    expect(
      await saveTranslation(t.db, {
        kind: 'course',
        itemId: course.id,
        language: 'de',
        input: german(course),
        who,
      }),
    ).toMatchObject({ kind: 'saved', slug: 'rondos-fur-e-jugend' })
    expect(await stateIn(course.id, 'de')).toBe('published')
    const editor = await translationForEditor(t.db, 'course', course.id, 'de')
    expect(editor?.source.outline).toEqual({
      sections: [{ id: course.sectionId, title: 'Primeros pasos' }],
      lessons: [
        { id: course.lessonIds[0], title: 'El rondo 4 contra 1' },
        { id: course.lessonIds[1], title: 'Perfiles' },
      ],
    })
    expect(editor?.translation).toMatchObject({
      title: 'Rondos für E-Jugend',
      summary: 'Ein Kurs über Rondos.',
      outdated: false,
      outline: {
        sections: [{ id: course.sectionId, title: 'Erste Schritte' }],
        lessons: [{ id: course.lessonIds[0], title: 'Das Rondo 4 gegen 1' }],
      },
    })
    const audit = await t.db.selectFrom('audit_event').select(['action', 'targetType']).execute()
    expect(audit).toContainEqual({ action: 'translation.publish', targetType: 'course' })
  })

  test('a draft stays a draft; a too long lesson title is refused by the form schema', async () => {
    const course = await savedCourse()
    await saveTranslation(t.db, {
      kind: 'course',
      itemId: course.id,
      language: 'fr',
      input: german(course, { status: 'draft', title: 'Rondos pour U11' }),
      who,
    })
    expect(await stateIn(course.id, 'fr')).toBe('draft')
    const tooLong = CourseTranslationSchema.safeParse({
      title: 'x',
      status: 'draft',
      lessons: [{ id: '1', title: 'x'.repeat(201) }],
    })
    expect(tooLong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lessons.0.title', 'admin:errors.tooLong'],
    ])
  })

  test("a Spanish lesson's new title marks the translation out of date and says what changed", async () => {
    const course = await savedCourse()
    await saveTranslation(t.db, {
      kind: 'course',
      itemId: course.id,
      language: 'de',
      input: german(course),
      who,
    })
    await t.db
      .updateTable('course_lesson')
      .set({ title: 'Perfiles del cuerpo' })
      .where('id', '=', course.lessonIds[1])
      .execute()
    expect(await stateIn(course.id, 'de')).toBe('outdated')
    const editor = await translationForEditor(t.db, 'course', course.id, 'de')
    expect(editor?.translation?.changes).toEqual({
      removed: ['Perfiles'],
      added: ['Perfiles del cuerpo'],
    })
    // Saving again brings it up to date; the admin list's filter no longer names it for German.
    expect((await translationListFacts(t.db, 'course', 'de')).onlyIds).toEqual([course.id])
    await saveTranslation(t.db, {
      kind: 'course',
      itemId: course.id,
      language: 'de',
      input: german(course),
      who,
    })
    expect(await stateIn(course.id, 'de')).toBe('published')
    expect((await translationListFacts(t.db, 'course', 'de')).onlyIds).toEqual([])
  })

  test("the Spanish course's new title marks it out of date; a new price does not", async () => {
    const course = await savedCourse()
    await saveTranslation(t.db, {
      kind: 'course',
      itemId: course.id,
      language: 'de',
      input: german(course),
      who,
    })
    await t.db
      .updateTable('course')
      .set({ priceText: '45 €', priceCents: 4500 })
      .where('id', '=', course.id)
      .execute()
    expect(await stateIn(course.id, 'de')).toBe('published')
    await t.db
      .updateTable('course')
      .set({ title: 'Rondos para benjamines' })
      .where('id', '=', course.id)
      .execute()
    expect(await stateIn(course.id, 'de')).toBe('outdated')
    const facts = await translationListFacts(t.db, 'course', undefined)
    expect(await facts.languagesOf([{ id: course.id }])).toEqual([
      { id: course.id, languages: [{ language: 'de', state: 'outdated' }] },
    ])
  })
})
