import { sql } from 'kysely'
import { data } from 'react-router'
import {
  RESERVED_LESSON_SLUGS,
  type CourseInput,
  type LessonInput,
  type SectionUnlockInput,
  type SyllabusDeletion,
  type SyllabusInput,
} from '#app/schemas/courses.ts'
import { idParam } from '../content/admin-editor.server.ts'
import { attachMedia, findMediaForField } from '../content/admin-media.server.ts'
import type { Conflict } from '../content/admin-save.server.ts'
import { renderRichTextWithPictures } from '../content/rich-text-pictures.server.ts'
import { slugify, uniqueSlug } from '../content/slug.server.ts'
import type { Db } from '../db/connection.server.ts'
import type { Storage } from '../media/storage.server.ts'
import { mediaUrl } from '../media/media.server.ts'
import { escapeXml } from '../seo/xml.server.ts'
import { parseIds } from './id-list.server.ts'
import { loadSyllabus } from './syllabus.server.ts'
import { followSlug } from '../redirects/rules.server.ts'
import { isUniqueViolation } from '../db/unique-violation.server.ts'
import { reindex } from '../search/search-index.server.ts'

/** What a save of a course or lesson form ends in. */
export type CourseSaveOutcome =
  | { kind: 'saved'; id: number }
  | { kind: 'invalid'; fieldErrors: Record<string, string[]> }
  | { kind: 'conflict'; current: Conflict }
  | { kind: 'notFound' }

/** What a save refused for its old version is shown: what was saved meanwhile, or notFound. */
async function staleSave(db: Db, table: 'course' | 'course_lesson', id: number): Promise<CourseSaveOutcome> {
  const current =
    table === 'course'
      ? await db
          .selectFrom('course')
          .select(['version', 'updatedAt', 'title', 'description'])
          .where('id', '=', id)
          .executeTakeFirst()
          .then((row) => row && { ...row, contentHtml: `<p>${escapeXml(row.description)}</p>` })
      : await db
          .selectFrom('course_lesson')
          .select(['version', 'updatedAt', 'title', 'bodyHtml as contentHtml'])
          .where('id', '=', id)
          .executeTakeFirst()
  if (!current) return { kind: 'notFound' }
  const { version, updatedAt, title, contentHtml } = current
  return { kind: 'conflict', current: { version, updatedAt, title, contentHtml } }
}

const invalid = (field: string, key: string): CourseSaveOutcome => ({
  kind: 'invalid',
  fieldErrors: { [field]: [key] },
})

/** The admin list: every course with its status, learners and pending requests. */
export function listCoursesForAdmin(db: Db) {
  return db
    .selectFrom('course')
    .select((eb) => [
      'course.id',
      'course.slug',
      'course.title',
      'course.status',
      'course.updatedAt',
      eb
        .selectFrom('enrollment')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .whereRef('enrollment.courseId', '=', 'course.id')
        .as('learners'),
      eb
        .selectFrom('course_access_request')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .whereRef('course_access_request.courseId', '=', 'course.id')
        .where('course_access_request.status', '=', 'pending')
        .as('pending'),
    ])
    .orderBy('course.updatedAt', 'desc')
    .orderBy('course.id', 'desc')
    .execute()
    .then((rows) =>
      rows.map((row) => ({ ...row, learners: Number(row.learners), pending: Number(row.pending) })),
    )
}

export async function findCourseForEdit(db: Db, id: number) {
  const course = await db
    .selectFrom('course')
    .select([
      'id',
      'slug',
      'title',
      'description as summary',
      'programme',
      'level',
      'priceText',
      'priceCents',
      'status',
      'access',
      'coverMediaId',
      'version',
      'questionsEnabled',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!course) return null
  return {
    ...course,
    cover: await findMediaForField(db, course.coverMediaId),
    syllabus: await loadSyllabus(db, id),
  }
}

export type CourseForEdit = NonNullable<Awaited<ReturnType<typeof findCourseForEdit>>>

/** Thrown inside a course save's transaction when it was made from an older version: rolls it back. */
class StaleCourse extends Error {}

/** Creates (no `id`) or updates a course's catalogue fields. */
export async function saveCourse(
  db: Db,
  { id, input, now = new Date().toISOString() }: { id?: number; input: CourseInput; now?: string },
): Promise<CourseSaveOutcome> {
  if (!(await attachMedia(db, input.coverMediaId, input.coverAlt)))
    return invalid('coverMediaId', 'courses:errors.mediaMissing')
  const slug = input.slug || (await uniqueSlug(db, 'course', input.title, id))
  const values = {
    slug,
    title: input.title,
    description: input.summary ?? '',
    programme: input.programme ?? null,
    level: input.level,
    priceText: input.priceText ?? '',
    priceCents: input.price ?? null,
    status: input.status,
    access: input.access,
    ...(input.questions ? { questionsEnabled: input.questions === 'on' } : {}),
    coverMediaId: input.coverMediaId ?? null,
    updatedAt: now,
  }
  try {
    // One transaction with the redirect from the old address (docs/decisions/041).
    return await db.transaction().execute(async (trx) => {
      await followSlug(trx, 'course', { id, slug })
      if (id === undefined) {
        const created = await trx
          .insertInto('course')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow()
        await reindex(trx, 'course', [created.id])
        return { kind: 'saved', id: created.id } as const
      }
      const result = await trx
        .updateTable('course')
        .set({ ...values, version: sql<number>`version + 1` })
        .where('id', '=', id)
        .where('version', '=', input.version ?? -1)
        .executeTakeFirst()
      if (!Number(result.numUpdatedRows)) throw new StaleCourse()
      await reindex(trx, 'course', [id])
      return { kind: 'saved', id } as const
    })
  } catch (error) {
    if (error instanceof StaleCourse && id !== undefined) return staleSave(db, 'course', id)
    if (isUniqueViolation(error)) return invalid('slug', 'courses:errors.slugTaken')
    throw error
  }
}

const nextPosition = async (
  db: Db,
  table: 'course_section' | 'course_lesson',
  column: 'courseId' | 'sectionId',
  id: number,
) => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .where(column, '=', id)
    .executeTakeFirst()
  return (row?.max ?? -1) + 1
}

/** A lesson slug not yet used in this course. */
async function uniqueLessonSlug(db: Db, courseId: number, title: string, exceptId?: number) {
  const base = slugify(title) || 'leccion'
  const taken = await db
    .selectFrom('course_lesson')
    .select(['slug', 'id'])
    .where('courseId', '=', courseId)
    .execute()
  const used = new Set([
    ...RESERVED_LESSON_SLUGS,
    ...taken.filter((row) => row.id !== exceptId).map((row) => row.slug),
  ])
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * The syllabus changes of the course editor. Each acts only on rows of this course, so an id of
 * another course's section or lesson changes nothing. False when nothing matched.
 */
export async function changeSyllabus(
  db: Db,
  courseId: number,
  change: Exclude<SyllabusInput, SyllabusDeletion>,
): Promise<boolean> {
  switch (change.intent) {
    case 'addSection': {
      const position = await nextPosition(db, 'course_section', 'courseId', courseId)
      await db.insertInto('course_section').values({ courseId, title: change.title, position }).execute()
      return true
    }
    case 'addLesson': {
      const section = await db
        .selectFrom('course_section')
        .select('id')
        .where('id', '=', change.sectionId)
        .where('courseId', '=', courseId)
        .executeTakeFirst()
      if (!section) return false
      await db
        .insertInto('course_lesson')
        .values({
          courseId,
          sectionId: section.id,
          title: change.title,
          slug: await uniqueLessonSlug(db, courseId, change.title),
          position: await nextPosition(db, 'course_lesson', 'sectionId', section.id),
        })
        .execute()
      return true
    }
    case 'reorder':
      return reorder(db, courseId, change.kind, change.ids)
  }
}

/** Marks the course changed (its syllabus is part of it). */
const touchCourse = (db: Db, courseId: number) =>
  db.updateTable('course').set({ updatedAt: new Date().toISOString() }).where('id', '=', courseId).execute()

/** Sets a section's drip rule; false when this course has no such section. */
export async function setSectionUnlock(db: Db, courseId: number, input: SectionUnlockInput) {
  const result = await db
    .updateTable('course_section')
    .set({
      unlockRule: input.unlockRule,
      unlockAt: input.unlockRule === 'date' ? (input.unlockAt ?? null) : null,
      unlockDays: input.unlockRule === 'days' ? (input.unlockDays ?? null) : null,
    })
    .where('id', '=', input.sectionId)
    .where('courseId', '=', courseId)
    .executeTakeFirst()
  if (!Number(result.numUpdatedRows)) return false
  await touchCourse(db, courseId)
  return true
}

/**
 * Deletes a section (with its lessons) or a lesson of this course, and the bytes of the lessons'
 * uploaded files and of the learners' assignment submissions: the rows go with the lesson (foreign
 * keys), the stored objects are removed here.
 * False when the course has no such section or lesson.
 */
export async function deleteFromSyllabus(
  db: Db,
  store: Storage,
  courseId: number,
  deletion: SyllabusDeletion,
): Promise<boolean> {
  const bySection = deletion.intent === 'deleteSection'
  const rowId = bySection ? deletion.sectionId : deletion.lessonId
  const lessons = db
    .selectFrom('course_lesson')
    .select('id')
    .where('courseId', '=', courseId)
    .where(bySection ? 'sectionId' : 'id', '=', rowId)
  const files = await db
    .selectFrom('lesson_file')
    .select('storageKey')
    .where('lessonId', 'in', lessons)
    .unionAll(db.selectFrom('assignment_submission').select('storageKey').where('lessonId', 'in', lessons))
    .execute()
  const result = await db
    .deleteFrom(bySection ? 'course_section' : 'course_lesson')
    .where('id', '=', rowId)
    .where('courseId', '=', courseId)
    .executeTakeFirst()
  for (const file of files) await store.remove(file.storageKey)
  return Number(result.numDeletedRows) > 0
}

/**
 * Stores a new order: `ids` must be exactly the sections of the course, or exactly the lessons of
 * one of its sections; anything else (a stale page, a forged list) is refused.
 */
async function reorder(db: Db, courseId: number, kind: 'sections' | 'lessons', ids: number[]) {
  const table = kind === 'sections' ? 'course_section' : 'course_lesson'
  const rows =
    kind === 'sections'
      ? await db
          .selectFrom('course_section')
          .select(['id', 'id as groupId'])
          .where('courseId', '=', courseId)
          .execute()
      : await db
          .selectFrom('course_lesson')
          .select(['id', 'sectionId as groupId'])
          .where('courseId', '=', courseId)
          .where('sectionId', '=', (eb) =>
            eb
              .selectFrom('course_lesson')
              .select('sectionId')
              .where('id', '=', ids[0] ?? 0)
              .where('courseId', '=', courseId),
          )
          .execute()
  const known = new Set(rows.map((row) => row.id))
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
    return false
  await db.transaction().execute(async (trx) => {
    for (const [position, id] of ids.entries())
      await trx.updateTable(table).set({ position }).where('id', '=', id).execute()
  })
  await touchCourse(db, courseId)
  return true
}

export async function findLessonForEdit(db: Db, courseId: number, lessonId: number) {
  const lesson = await db
    .selectFrom('course_lesson')
    .select([
      'id',
      'slug',
      'title',
      'body',
      'videoUrl',
      'videoMediaId',
      'files',
      'durationMinutes',
      'unlockRule',
      'unlockAt',
      'unlockDays',
      'access',
      'teaser',
      'version',
    ])
    .where('id', '=', lessonId)
    .where('courseId', '=', courseId)
    .executeTakeFirst()
  if (!lesson) return null
  const ids = parseIds(lesson.files)
  const files = ids.length
    ? await db.selectFrom('media').select(['id', 'name']).where('id', 'in', ids).execute()
    : []
  return {
    ...lesson,
    files: files.map((file) => ({ id: file.id, name: file.name, url: mediaUrl(file.name) })),
    video: await findMediaForField(db, lesson.videoMediaId),
  }
}

export type LessonForEdit = NonNullable<Awaited<ReturnType<typeof findLessonForEdit>>>

export async function saveLesson(
  db: Db,
  {
    courseId,
    lessonId,
    input,
    now = new Date().toISOString(),
  }: { courseId: number; lessonId: number; input: LessonInput; now?: string },
): Promise<CourseSaveOutcome> {
  const mediaIds = [...input.files, ...(input.videoMediaId ? [input.videoMediaId] : [])]
  if (mediaIds.length) {
    const found = await db.selectFrom('media').select('id').where('id', 'in', mediaIds).execute()
    if (found.length !== new Set(mediaIds).size) return invalid('files', 'courses:errors.mediaMissing')
  }
  const slug = input.slug || (await uniqueLessonSlug(db, courseId, input.title, lessonId))
  try {
    const result = await db
      .updateTable('course_lesson')
      .set({
        title: input.title,
        slug,
        body: JSON.stringify(input.body),
        bodyHtml: await renderRichTextWithPictures(db, input.body),
        videoUrl: input.videoUrl ?? null,
        videoMediaId: input.videoMediaId ?? null,
        files: JSON.stringify(input.files),
        durationMinutes: input.durationMinutes,
        unlockRule: input.unlockRule,
        access: input.access,
        teaser: input.teaser ?? '',
        unlockAt: input.unlockRule === 'date' ? (input.unlockAt ?? null) : null,
        unlockDays: input.unlockRule === 'days' ? (input.unlockDays ?? null) : null,
        updatedAt: now,
        version: sql<number>`version + 1`,
      })
      .where('id', '=', lessonId)
      .where('courseId', '=', courseId)
      .where('version', '=', input.version ?? -1)
      .executeTakeFirst()
    if (!Number(result.numUpdatedRows)) {
      const exists = await findLessonForPreview(db, courseId, lessonId)
      return exists ? staleSave(db, 'course_lesson', lessonId) : { kind: 'notFound' }
    }
  } catch (error) {
    if (isUniqueViolation(error)) return invalid('slug', 'courses:errors.slugTaken')
    throw error
  }
  await db.updateTable('course').set({ updatedAt: now }).where('id', '=', courseId).execute()
  return { kind: 'saved', id: lessonId }
}

/** The admin's preview: a lesson exactly as a learner with access sees it, whatever its rule. */
export async function findLessonForPreview(db: Db, courseId: number, lessonId: number) {
  const row = await db
    .selectFrom('course_lesson')
    .innerJoin('course', 'course.id', 'course_lesson.courseId')
    .select([
      'course_lesson.id',
      'course_lesson.slug',
      'course.title as courseTitle',
      'course.slug as courseSlug',
    ])
    .where('course_lesson.id', '=', lessonId)
    .where('course_lesson.courseId', '=', courseId)
    .executeTakeFirst()
  return row ?? null
}

/** The course an admin course screen is about (`/admin/courses/:id/…`): its id and title, or a 404. */
export async function courseOfParams(db: Db, params: { id: string }) {
  const course = await db
    .selectFrom('course')
    .select(['id', 'slug', 'title'])
    .where('id', '=', idParam(params.id) ?? 0)
    .executeTakeFirst()
  if (!course) throw data(null, { status: 404 })
  return course
}

/** The lesson an admin lesson screen is about (`/admin/courses/:id/lessons/:lessonId/…`), or a 404. */
export async function lessonOfParams(db: Db, params: { id: string; lessonId: string }) {
  const courseId = idParam(params.id) ?? 0
  const lesson = await findLessonForEdit(db, courseId, idParam(params.lessonId) ?? 0)
  if (!lesson) throw data(null, { status: 404 })
  return { courseId, lesson }
}
