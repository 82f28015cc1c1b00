import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { AssignmentSettingsSchema, ReviewSchema } from '#app/schemas/assignments.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { courseWithLearner, insertLearner } from '#tests/learner-fixtures.ts'
import { tempDiskStore, type TestStore } from '#tests/media.ts'
import { sendReviewMail } from './assignment-mails.server.ts'
import { reviewSubmission, submissionFileFor } from './assignment-review.server.ts'
import { learnerAssignment, saveAssignmentSettings, submitAssignment } from './assignments.server.ts'
import { deleteFromSyllabus } from './courses-admin.server.ts'
import { completeLesson, learnerOutline } from './learning.server.ts'

// Started before any import reads the environment (env() is read once, on first use).
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('#tests/smtp.ts')
  const server = await startSmtp()
  process.env.SMTP_URL = server.url
  return server
})
afterAll(() => smtp.close())

const PDF = Buffer.from('%PDF-1.7\n% tarea\n%%EOF\n')
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)])
const finish = { origin: 'https://coach.example', language: 'es' as const }

describe('assignment forms', () => {
  test('settings: the types fit the kind, the size stays under the server bound', () => {
    const errors = (value: Record<string, unknown>) =>
      AssignmentSettingsSchema.safeParse({ kind: 'file', maxMegabytes: 10, ...value }).error?.issues.map(
        (issue) => issue.message,
      )
    expect(errors({ fileTypes: ['pdf'] })).toBeUndefined()
    expect(errors({ fileTypes: ['mp4'] })).toEqual(['assignments:errors.fileTypes'])
    expect(errors({})).toEqual(['assignments:errors.fileTypes'])
    expect(errors({ fileTypes: ['pdf'], maxMegabytes: 101 })).toEqual(['assignments:errors.maxMegabytes'])
    expect(errors({ kind: 'off' })).toBeUndefined()
  })

  test('returning a submission needs feedback; approving does not', () => {
    expect(ReviewSchema.safeParse({ intent: 'return' }).error?.issues[0]?.message).toBe(
      'assignments:errors.feedback',
    )
    expect(ReviewSchema.safeParse({ intent: 'approve' }).success).toBe(true)
  })
})

describe.each(engines)('assignments on %s', (engine) => {
  let t: TestDb
  let files: TestStore
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.truncateAll()
    files = await tempDiskStore()
  })
  afterEach(() => files.close())

  /** Ana enrolled in a two-lesson course whose first lesson asks for a PDF of at most 1 MB. */
  async function setUp(approvalCompletes = true) {
    const ana = await insertLearner(t.db, 'ana')
    await insertLearner(t.db, 'luis')
    const courseId = await courseWithLearner(t.db, ana)
    const lesson = await t.db
      .selectFrom('course_lesson')
      .select('id')
      .where('slug', '=', 'leccion-a')
      .executeTakeFirstOrThrow()
    await saveAssignmentSettings(t.db, {
      lessonId: lesson.id,
      input: AssignmentSettingsSchema.parse({
        kind: 'file',
        fileTypes: ['pdf'],
        maxMegabytes: 1,
        maxPoints: 10,
        ...(approvalCompletes ? { approvalCompletes: 'on' } : {}),
      }),
    })
    return { ana, courseId, lessonId: lesson.id }
  }

  const send = (userId: string, courseId: number, bytes = PDF, name = 'tarea.pdf') =>
    submitAssignment(t.db, files.store, {
      userId,
      courseId,
      lessonSlug: 'leccion-a',
      name,
      bytes,
      note: 'Mi plan',
    })

  const review = (
    id: number,
    intent: 'approve' | 'return',
    extra: { feedback?: string; points?: number } = {},
  ) => reviewSubmission(t.db, { id, input: { intent, ...extra }, finish })

  test('only an enrolled learner of a readable lesson with an assignment may send', async () => {
    const { courseId } = await setUp()
    expect(await send('luis', courseId)).toEqual({ ok: false, refusal: 'notAllowed' })
    expect(
      await submitAssignment(t.db, files.store, {
        userId: 'ana',
        courseId,
        lessonSlug: 'leccion-b',
        name: 'x.pdf',
        bytes: PDF,
      }),
    ).toEqual({ ok: false, refusal: 'noAssignment' })
  })

  test('the lesson size and types are checked by the bytes, not the name', async () => {
    const { courseId } = await setUp()
    expect(await send('ana', courseId, Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]))).toEqual({
      ok: false,
      refusal: 'tooLarge',
    })
    expect(await send('ana', courseId, MP4, 'tarea.pdf')).toEqual({ ok: false, refusal: 'type' })
    expect(await send('ana', courseId, Buffer.from('<html>'), 'tarea.pdf')).toEqual({
      ok: false,
      refusal: 'type',
    })
    expect(await t.db.selectFrom('assignment_submission').select('id').execute()).toEqual([])
  })

  test('sent, returned, sent again, approved: the history and the lesson done by the approval', async () => {
    const { ana, courseId, lessonId } = await setUp()
    const first = await send(ana, courseId)
    if (!first.ok) throw new Error(first.refusal)
    // Waiting: no second submission, and the learner cannot mark the lesson done themselves.
    expect(await send(ana, courseId)).toEqual({ ok: false, refusal: 'notNow' })
    expect(await completeLesson(t.db, { userId: ana, courseId, lessonSlug: 'leccion-a', finish })).toBe(false)
    expect(await review(first.id, 'return', { feedback: 'Falta el calentamiento', points: 11 })).toEqual({
      kind: 'tooManyPoints',
      max: 10,
    })
    expect((await review(first.id, 'return', { feedback: 'Falta el calentamiento', points: 4 })).kind).toBe(
      'reviewed',
    )
    expect((await review(first.id, 'approve')).kind).toBe('notPending')
    const second = await send(ana, courseId)
    if (!second.ok) throw new Error(second.refusal)
    const outcome = await review(second.id, 'approve', { feedback: 'Muy bien', points: 9 })
    expect(outcome.kind === 'reviewed' && outcome.completed).toBe(true)
    expect(await send(ana, courseId)).toEqual({ ok: false, refusal: 'notNow' })

    const shown = await learnerAssignment(t.db, { lessonId, userId: ana })
    expect(shown?.canSubmit).toBe(false)
    expect(shown?.history.map((row) => [row.status, row.feedback, row.points, row.note])).toEqual([
      ['approved', 'Muy bien', 9, 'Mi plan'],
      ['returned', 'Falta el calentamiento', 4, 'Mi plan'],
    ])
    expect((await learnerOutline(t.db, { userId: ana, courseId }))?.done).toBe(1)
  })

  test('two uploads at once: one is kept', async () => {
    const { ana, courseId } = await setUp()
    const outcomes = await Promise.all([send(ana, courseId), send(ana, courseId)])
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(await t.db.selectFrom('assignment_submission').select('id').execute()).toHaveLength(1)
  })

  test('without "approval completes", approving leaves the lesson to the learner', async () => {
    const { ana, courseId } = await setUp(false)
    const sent = await send(ana, courseId)
    if (!sent.ok) throw new Error(sent.refusal)
    const outcome = await review(sent.id, 'approve')
    expect(outcome.kind === 'reviewed' && outcome.completed).toBe(false)
    expect((await learnerOutline(t.db, { userId: ana, courseId }))?.done).toBe(0)
    expect(await completeLesson(t.db, { userId: ana, courseId, lessonSlug: 'leccion-a', finish })).toBe(true)
  })

  test('the file goes to its learner and the coach only', async () => {
    const { ana, courseId } = await setUp()
    const sent = await send(ana, courseId)
    if (!sent.ok) throw new Error(sent.refusal)
    expect((await submissionFileFor(t.db, { id: sent.id, user: { id: ana, role: 'user' } }))?.fileName).toBe(
      'tarea.pdf',
    )
    expect(await submissionFileFor(t.db, { id: sent.id, user: { id: 'luis', role: 'user' } })).toBeUndefined()
    expect(await submissionFileFor(t.db, { id: sent.id, user: { id: 'coach', role: 'admin' } })).toBeDefined()
  })
  test('deleting the lesson removes the files sent for it from the storage', async () => {
    const { ana, courseId, lessonId } = await setUp()
    const sent = await send(ana, courseId)
    if (!sent.ok) throw new Error(sent.refusal)
    const { storageKey } = await t.db
      .selectFrom('assignment_submission')
      .select('storageKey')
      .executeTakeFirstOrThrow()
    expect(await files.store.get(storageKey)).toEqual(PDF)
    expect(await deleteFromSyllabus(t.db, files.store, courseId, { intent: 'deleteLesson', lessonId })).toBe(
      true,
    )
    expect(await files.store.get(storageKey)).toBeUndefined()
    expect(await t.db.selectFrom('assignment_submission').select('id').execute()).toEqual([])
  })

  test("the learner is told in their saved language, else in the site's Spanish, never the English fallback", async () => {
    const review = { lesson: 'Plan', course: 'Rondos', points: null, maxPoints: null, lessonUrl: '/' }
    await sendReviewMail(
      t.db,
      { name: 'Ana', email: `ana-${engine}@example.com`, locale: null },
      { ...review, status: 'returned', feedback: 'Falta el martes.' },
    )
    expect((await smtp.next(`ana-${engine}@example.com`)).subject).toBe('Tarea devuelta: Plan')
    await sendReviewMail(
      t.db,
      { name: 'Luis', email: `luis-${engine}@example.com`, locale: 'fr' },
      { ...review, status: 'approved', feedback: null },
    )
    expect((await smtp.next(`luis-${engine}@example.com`)).subject).toBe('Devoir approuvé : Plan')
  })
})
