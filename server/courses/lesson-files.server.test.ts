import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { CourseSchema } from '#app/schemas/courses.ts'
import { LESSON_FILE_MAX_BYTES, LessonFileActionSchema } from '#app/schemas/lesson-files.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { tempDiskStore, tempS3Store, type TestStore } from '#tests/media.ts'
import { enrolByEmail } from './access.server.ts'
import { changeSyllabus, deleteFromSyllabus, findCourseForEdit, saveCourse } from './courses-admin.server.ts'
import { lessonContent, lessonFilesPath } from './learning.server.ts'
import { lessonFileFor } from './lesson-file-access.server.ts'
import {
  addLessonFile,
  cleanFileName,
  lessonFiles,
  removeLessonFile,
  sniffLessonFile,
} from './lesson-files.server.ts'

const PDF = Buffer.from('%PDF-1.7\n% hoja de ejercicios\n%%EOF\n')
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)])
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 2)])

describe('lesson file checks', () => {
  test('the type comes from the first bytes, never from the name', () => {
    expect(sniffLessonFile(PDF)?.contentType).toBe('application/pdf')
    expect(sniffLessonFile(MP4)?.contentType).toBe('video/mp4')
    expect(sniffLessonFile(WEBM)?.contentType).toBe('video/webm')
    expect(sniffLessonFile(Buffer.from('<html><script>alert(1)</script>'))).toBeNull()
    expect(sniffLessonFile(Buffer.alloc(0))).toBeNull()
  })

  test('names keep their words and extension, lose folders, quotes and control characters', () => {
    expect(cleanFileName('C:\\Users\\coach\\Ficha rondos ñ.pdf')).toBe('Ficha rondos ñ.pdf')
    expect(cleanFileName('../../etc/"pass"\u0000wd.pdf')).toBe('passwd.pdf')
    expect(cleanFileName(`${'a'.repeat(200)}.pdf`)).toHaveLength(120)
    expect(cleanFileName(`${'a'.repeat(200)}.pdf`).endsWith('.pdf')).toBe(true)
    expect(cleanFileName('/')).toBe('archivo')
  })

  test('the form: a kind, a file that is not empty and not over the limit', () => {
    const upload = (file: unknown, kind = 'download') =>
      LessonFileActionSchema.safeParse({ intent: 'upload', kind, file }).error?.issues.map(
        (issue) => issue.message,
      )
    expect(upload(new File([PDF], 'a.pdf'))).toBeUndefined()
    expect(upload(new File([], 'a.pdf'))).toEqual(['courses:files.errors.file'])
    expect(upload('a.pdf')).toEqual(['courses:files.errors.file'])
    expect(upload(new File([PDF], 'a.pdf'), 'audio')).toEqual(['courses:files.errors.kind'])
    const huge = { size: LESSON_FILE_MAX_BYTES + 1 }
    Object.setPrototypeOf(huge, File.prototype)
    expect(upload(huge)).toEqual(['courses:files.errors.tooLarge'])
  })
})

const stores = { disk: tempDiskStore, s3: tempS3Store }

describe.each(engines)('lesson files on %s', (engine) => {
  let t: TestDb
  let files: TestStore
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.truncateAll()
    files = await stores.disk()
  })
  afterEach(() => files.close())

  async function person(id: string, role: 'admin' | 'user' = 'user') {
    await insertUser(t.db, id, { role })
    return { id, role }
  }

  /** A course of two lessons, the second opening after the first; `ana` enrolled. */
  async function course(status: 'published' | 'draft' = 'published') {
    const saved = await saveCourse(t.db, {
      input: CourseSchema.parse({ title: `Porteros ${status}`, level: 'beginner', status }),
    })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    await changeSyllabus(t.db, saved.id, { intent: 'addSection', title: 'Blocajes' })
    const section = (await findCourseForEdit(t.db, saved.id))?.syllabus[0]
    for (const title of ['Uno', 'Dos'])
      await changeSyllabus(t.db, saved.id, { intent: 'addLesson', sectionId: section?.id ?? 0, title })
    const lessons = (await findCourseForEdit(t.db, saved.id))?.syllabus[0]?.lessons ?? []
    await t.db
      .updateTable('course_lesson')
      .set({ unlockRule: 'previous' })
      .where('slug', '=', 'dos')
      .execute()
    await enrolByEmail(t.db, saved.id, 'ana@example.com')
    const slug = (
      await t.db.selectFrom('course').select('slug').where('id', '=', saved.id).executeTakeFirstOrThrow()
    ).slug
    return { id: saved.id, slug, first: lessons[0]?.id ?? 0, second: lessons[1]?.id ?? 0 }
  }

  test('a lesson keeps one video: a new one replaces the old one and its bytes', async () => {
    await person('ana')
    const { first } = await course()
    const pdf = await addLessonFile(t.db, files.store, {
      lessonId: first,
      kind: 'download',
      name: 'f.pdf',
      bytes: PDF,
    })
    expect(
      await addLessonFile(t.db, files.store, { lessonId: first, kind: 'video', name: 'f.pdf', bytes: PDF }),
    ).toEqual({
      ok: false,
      refusal: 'videoType',
    })
    expect(
      await addLessonFile(t.db, files.store, {
        lessonId: first,
        kind: 'download',
        name: 'x.pdf',
        bytes: Buffer.from('MZ'),
      }),
    ).toEqual({ ok: false, refusal: 'type' })
    await addLessonFile(t.db, files.store, { lessonId: first, kind: 'video', name: 'a.mp4', bytes: MP4 })
    const oldKey = (
      await t.db
        .selectFrom('lesson_file')
        .select('storageKey')
        .where('name', '=', 'a.mp4')
        .executeTakeFirstOrThrow()
    ).storageKey
    await addLessonFile(t.db, files.store, { lessonId: first, kind: 'video', name: 'b.webm', bytes: WEBM })
    expect((await lessonFiles(t.db, first)).map((file) => [file.kind, file.name, file.contentType])).toEqual([
      ['video', 'b.webm', 'video/webm'],
      ['download', 'f.pdf', 'application/pdf'],
    ])
    expect(await files.store.get(oldKey)).toBeUndefined()
    expect(pdf.ok && (await removeLessonFile(t.db, files.store, { lessonId: first, fileId: pdf.id }))).toBe(
      true,
    )
    expect(pdf.ok && (await removeLessonFile(t.db, files.store, { lessonId: first, fileId: pdf.id }))).toBe(
      false,
    )
  })

  test('deleting a lesson or a section removes its files from the storage, and only its own', async () => {
    await person('ana')
    const { id, first, second } = await course()
    const other = await course('draft')
    const keyOf = async (lessonId: number, name: string) => {
      const added = await addLessonFile(t.db, files.store, { lessonId, kind: 'download', name, bytes: PDF })
      if (!added.ok) throw new Error(added.refusal)
      return (
        await t.db
          .selectFrom('lesson_file')
          .select('storageKey')
          .where('id', '=', added.id)
          .executeTakeFirstOrThrow()
      ).storageKey
    }
    const [firstKey, secondKey, otherKey] = [
      await keyOf(first, 'uno.pdf'),
      await keyOf(second, 'dos.pdf'),
      await keyOf(other.first, 'ajeno.pdf'),
    ]
    expect(
      await deleteFromSyllabus(t.db, files.store, id, { intent: 'deleteLesson', lessonId: other.first }),
    ).toBe(false)
    expect(await files.store.get(otherKey)).toEqual(PDF)
    expect(await deleteFromSyllabus(t.db, files.store, id, { intent: 'deleteLesson', lessonId: first })).toBe(
      true,
    )
    expect(await files.store.get(firstKey)).toBeUndefined()
    expect(await files.store.get(secondKey)).toEqual(PDF)
    const sectionId = (await findCourseForEdit(t.db, id))?.syllabus[0]?.id ?? 0
    expect(await deleteFromSyllabus(t.db, files.store, id, { intent: 'deleteSection', sectionId })).toBe(true)
    expect(await files.store.get(secondKey)).toBeUndefined()
    expect(await t.db.selectFrom('lesson_file').select('name').execute()).toEqual([{ name: 'ajeno.pdf' }])
    expect(await files.store.get(otherKey)).toEqual(PDF)
  })

  test('files reach those who may read the lesson: the enrolled when it is open, the coach always', async () => {
    const ana = await person('ana')
    const eve = await person('eve')
    const coach = await person('coach', 'admin')
    const published = await course()
    const first = await addLessonFile(t.db, files.store, {
      lessonId: published.first,
      kind: 'download',
      name: 'uno.pdf',
      bytes: PDF,
    })
    const second = await addLessonFile(t.db, files.store, {
      lessonId: published.second,
      kind: 'video',
      name: 'dos.mp4',
      bytes: MP4,
    })
    if (!first.ok || !second.ok) throw new Error('upload refused')
    const ask = (
      user: { id: string; role: 'admin' | 'user' },
      lessonSlug: string,
      fileId: number,
      slug = published.slug,
    ) =>
      lessonFileFor(t.db, { user, courseSlug: slug, lessonSlug, fileId }).then((file) => file?.name ?? null)
    expect(await ask(ana, 'uno', first.id)).toBe('uno.pdf')
    expect(await ask(eve, 'uno', first.id)).toBeNull()
    // Lesson two opens after lesson one: its video is not served before that.
    expect(await ask(ana, 'dos', second.id)).toBeNull()
    expect(await ask(coach, 'dos', second.id)).toBe('dos.mp4')
    // A file asked for through another lesson's address is not found.
    expect(await ask(ana, 'uno', second.id)).toBeNull()
    expect(await ask(coach, 'uno', second.id)).toBeNull()

    const draft = await course('draft')
    const drafted = await addLessonFile(t.db, files.store, {
      lessonId: draft.first,
      kind: 'download',
      name: 'borrador.pdf',
      bytes: PDF,
    })
    if (!drafted.ok) throw new Error('upload refused')
    expect(await ask(ana, 'uno', drafted.id, draft.slug)).toBeNull()
    expect(await ask(coach, 'uno', drafted.id, draft.slug)).toBe('borrador.pdf')

    const content = await lessonContent(t.db, published.second, lessonFilesPath(published.slug, 'dos'))
    expect(content.video).toEqual({
      kind: 'file',
      url: `/cursos/${published.slug}/dos/archivos/${second.id}`,
    })
  })
})

describe.each(Object.keys(stores) as Array<keyof typeof stores>)(
  'byte ranges from the %s storage',
  (driver) => {
    test('a range is read without the rest of the file; a missing object is undefined', async () => {
      const files = await stores[driver]()
      try {
        await files.store.put('lessons/rango', MP4, 'video/mp4')
        expect((await files.store.getRange('lessons/rango', 4, 11))?.toString()).toBe('ftypisom')
        expect((await files.store.getRange('lessons/rango', 70, 500))?.length).toBe(MP4.length - 70)
        expect(await files.store.getRange('lessons/otro', 0, 10)).toBeUndefined()
      } finally {
        await files.close()
      }
    })
  },
)
