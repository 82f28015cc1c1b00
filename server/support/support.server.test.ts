import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { SupportAdminSchema, SupportRequestSchema } from '#app/schemas/support.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import {
  answerSupportRequest,
  answersOf,
  findSupportRequest,
  listSupportRequests,
  openSupportRequest,
  requestsOf,
  setSupportStatus,
} from './support.server.ts'

describe('support form schemas', () => {
  test('subject and message are required, bounded and free of control characters', () => {
    const messages = (value: Record<string, string>) =>
      SupportRequestSchema.safeParse(value).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ])
    expect(messages({ subject: ' ', message: '' })).toEqual([
      ['subject', 'support:errors.subject'],
      ['message', 'support:errors.message'],
    ])
    expect(messages({ subject: 'x'.repeat(151), message: 'Hola\u0000' })).toEqual([
      ['subject', 'support:errors.subjectLength'],
      ['message', 'validation:controlCharacters'],
    ])
    expect(
      SupportRequestSchema.parse({ subject: 'Duda', message: 'Línea 1\nLínea 2', courseId: '3' }),
    ).toEqual({
      subject: 'Duda',
      message: 'Línea 1\nLínea 2',
      courseId: 3,
    })
    expect(SupportAdminSchema.safeParse({ intent: 'answer', answer: '' }).success).toBe(false)
    expect(SupportAdminSchema.safeParse({ intent: 'delete' }).success).toBe(false)
  })
})

describe.each(engines)('support requests on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(() => t.truncateAll())

  const at = new Date('2026-03-01T10:00:00.000Z')
  const user = (id: string) => insertUser(t.db, id, { createdAt: at.toISOString() })
  async function course(title: string) {
    const row = await t.db
      .insertInto('course')
      .values({ slug: title.toLowerCase(), title })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  test('a request about a course must be about one of the user’s courses', async () => {
    const ana = await user('ana')
    const granted = await course('Rondos')
    const other = await course('Pressing')
    await t.db.insertInto('enrollment').values({ userId: ana, courseId: granted }).execute()
    const input = { subject: 'No veo la lección 2', message: 'Se queda bloqueada.' }
    expect(await openSupportRequest(t.db, { userId: ana, input: { ...input, courseId: other } })).toEqual({
      kind: 'notYourCourse',
    })
    const opened = await openSupportRequest(t.db, {
      userId: ana,
      input: { ...input, courseId: granted },
      now: at,
    })
    expect(opened.kind).toBe('opened')
    expect((await requestsOf(t.db, ana)).map((r) => [r.subject, r.courseTitle, r.status])).toEqual([
      ['No veo la lección 2', 'Rondos', 'open'],
    ])
  })

  test('each user sees only their own requests; the coach sees all and filters by status', async () => {
    const [ana, luis] = [await user('ana'), await user('luis')]
    const mine = await openSupportRequest(t.db, { userId: ana, input: { subject: 'A', message: 'a' } })
    await openSupportRequest(t.db, { userId: luis, input: { subject: 'L', message: 'l' } })
    expect((await requestsOf(t.db, ana)).map((r) => r.subject)).toEqual(['A'])
    expect((await requestsOf(t.db, luis)).map((r) => r.subject)).toEqual(['L'])
    if (mine.kind !== 'opened') throw new Error(mine.kind)
    expect(await answerSupportRequest(t.db, { id: mine.id, answer: 'Ya está.', now: at })).toBe(true)
    const answered = await findSupportRequest(t.db, mine.id)
    expect([answered?.status, answered?.answer, answered?.email]).toEqual([
      'answered',
      'Ya está.',
      'ana@example.com',
    ])
    expect((await listSupportRequests(t.db, { status: 'open', page: 1 })).rows.map((r) => r.subject)).toEqual(
      ['L'],
    )
    expect((await listSupportRequests(t.db, { page: 1 })).total).toBe(2)
    await setSupportStatus(t.db, { id: mine.id, status: 'closed' })
    expect(
      (await listSupportRequests(t.db, { status: 'closed', page: 1 })).rows.map((r) => r.subject),
    ).toEqual(['A'])
    expect(await answerSupportRequest(t.db, { id: 999_999, answer: 'x' })).toBe(false)
  })
  test('every answer stays in the thread, in order; a second answer does not replace the first', async () => {
    const ana = await user('ana')
    const opened = await openSupportRequest(t.db, {
      userId: ana,
      input: { subject: 'Pago', message: 'No llega.' },
    })
    const other = await openSupportRequest(t.db, { userId: ana, input: { subject: 'Otra', message: 'o' } })
    if (opened.kind !== 'opened' || other.kind !== 'opened') throw new Error('not opened')
    await answerSupportRequest(t.db, { id: opened.id, answer: 'Lo miro hoy.', now: at })
    await answerSupportRequest(t.db, {
      id: opened.id,
      answer: 'Ya está resuelto.',
      now: new Date(+at + 60_000),
    })
    const thread = await answersOf(t.db, [opened.id, other.id])
    expect(thread.get(opened.id)?.map((a) => a.body)).toEqual(['Lo miro hoy.', 'Ya está resuelto.'])
    expect(thread.get(other.id) ?? []).toEqual([])
    expect((await findSupportRequest(t.db, opened.id))?.status).toBe('answered')
  })
})
