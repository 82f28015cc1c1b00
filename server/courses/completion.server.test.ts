import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { courseWithLearner as courseOf, insertLearner } from '#tests/learner-fixtures.ts'
import { revokeCertificate } from './certificates.server.ts'
import { completionCounts, completionsOfCourse } from './completion.server.ts'
import { completeLesson, openLesson } from './learning.server.ts'
import { finishedCourse, myCourses } from './my-courses.server.ts'

// Started before any import reads the environment (env() is read once, on first use).
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('#tests/smtp.ts')
  const server = await startSmtp()
  process.env.SMTP_URL = server.url
  return server
})
afterAll(() => smtp.close())
beforeEach(() => {
  smtp.inbox.length = 0
})
const ORIGIN = 'https://coach.example'

describe.each(engines)('finishing a course on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(() => t.truncateAll())

  const now = new Date('2026-03-01T10:00:00.000Z')

  const learner = (id: string, locale: string | null) => insertLearner(t.db, id, { locale, now })
  const courseWithLearner = (userId: string, title?: string) => courseOf(t.db, userId, title)

  const finish = { origin: ORIGIN, language: 'es' as const }
  const complete = (userId: string, courseId: number, lessonSlug: string, at = now) =>
    completeLesson(t.db, { userId, courseId, lessonSlug, now: at, finish })

  test('the last lesson done: one completion, one mail in the learner language with the PDF, one audit entry', async () => {
    const ana = await learner('ana', 'de')
    const courseId = await courseWithLearner(ana)
    await complete(ana, courseId, 'leccion-a')
    expect(await completionsOfCourse(t.db, courseId)).toEqual([])
    // Two requests finishing the course at once, and a third later: still one mail.
    await Promise.all([complete(ana, courseId, 'leccion-b'), complete(ana, courseId, 'leccion-b')])
    await complete(ana, courseId, 'leccion-b', new Date('2026-03-02T10:00:00.000Z'))

    const mail = await smtp.next('ana@example.com')
    expect(mail.subject).toBe('Du hast „Rondos para alevines“ abgeschlossen')
    const certificate = await t.db.selectFrom('certificate').selectAll().executeTakeFirstOrThrow()
    expect(mail.text).toContain(`${ORIGIN}/certificados/verificar/${certificate.verificationCode}`)
    expect(mail.text).toContain(`${ORIGIN}/account/courses`)
    expect(mail.text).toContain(`${ORIGIN}/certificados/${certificate.id}/pdf`)
    const [pdf, ...others] = mail.attachments
    expect(others).toEqual([])
    expect(pdf?.contentType).toBe('application/pdf')
    expect(pdf?.filename).toBe('zertifikat-rondos-para-alevines.pdf')
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.inbox).toEqual([])
    expect(await t.db.selectFrom('mail_queue').select('id').execute()).toEqual([])

    expect(await completionsOfCourse(t.db, courseId)).toEqual([
      {
        learner: 'Ana ana',
        email: 'ana@example.com',
        completedAt: now.toISOString(),
        verificationCode: certificate.verificationCode,
      },
    ])
    expect(await completionCounts(t.db)).toEqual(new Map([[courseId, 1]]))
    const audit = await t.db.selectFrom('audit_event').select(['action', 'userEmail', 'targetId']).execute()
    expect(audit).toEqual([
      { action: 'course.complete', userEmail: 'ana@example.com', targetId: String(courseId) },
    ])
  })

  test('a learner with no saved language gets the mail in the language they use', async () => {
    const eva = await learner('eva', null)
    const courseId = await courseWithLearner(eva)
    await complete(eva, courseId, 'leccion-a')
    await complete(eva, courseId, 'leccion-b')
    const mail = await smtp.next('eva@example.com')
    expect(mail.subject).toBe('Has terminado «Rondos para alevines»')
    expect(mail.attachments.map((file) => file.filename)).toEqual(['certificado-rondos-para-alevines.pdf'])
  })

  test('Mis cursos: progress, where to continue, and once finished the date and certificate', async () => {
    const ana = await learner('ana', 'es')
    const first = await courseWithLearner(ana, 'Rondos')
    const second = await courseWithLearner(ana, 'Presión')
    await complete(ana, second, 'leccion-a')
    // Opened last and unfinished: that is where "continue" leads.
    await openLesson(t.db, { userId: ana, courseId: second, lessonSlug: 'leccion-b', filesAt: '/x', now })
    const before = await myCourses(t.db, ana, now)
    const rows = before.map((c) => [c.title, c.done, c.total, c.resume?.title, c.completedAt, c.certificate])
    expect(rows.sort()).toEqual([
      ['Presión', 1, 2, 'Lección B', null, null],
      ['Rondos', 0, 2, 'Lección A', null, null],
    ])
    expect(await finishedCourse(t.db, ana, 'presion')).toBeUndefined()

    await complete(ana, second, 'leccion-b')
    const after = (await myCourses(t.db, ana, now)).find((c) => c.title === 'Presión')
    expect([after?.done, after?.completedAt]).toEqual([2, now.toISOString()])
    expect(after?.certificate?.verificationCode).toMatch(/^[\w-]{22}$/)
    const page = await finishedCourse(t.db, ana, 'presion')
    expect(page).toMatchObject({ title: 'Presión', completedAt: now.toISOString(), revoked: false })
    expect(page?.certificate?.id).toBe(after?.certificate?.id)
    // Nobody else's finished course shows, nor an unfinished one.
    expect(await finishedCourse(t.db, ana, 'rondos')).toBeUndefined()
    expect(first).toBeGreaterThan(0)

    await revokeCertificate(t.db, { id: page?.certificate?.id ?? '', courseId: second, reason: 'Copia', now })
    expect((await myCourses(t.db, ana, now)).find((c) => c.title === 'Presión')?.certificate).toBeNull()
    expect(await finishedCourse(t.db, ana, 'presion')).toMatchObject({ certificate: null, revoked: true })
  })
})
