import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { CommentFormSchema } from '#app/schemas/comments.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost, insertUser } from '#tests/factories.ts'
import { limits } from '../rate-limit/limits.server.ts'
import { createRateLimiter, memoryStore } from '../rate-limit/rate-limiter.server.ts'
import { listThread, postComment, reportComment } from './comments.server.ts'
import { moderate } from './moderate-action.server.ts'
import { listQueue } from './moderation.server.ts'

test('a comment is plain text of 1 to 2000 characters without control characters', () => {
  const body = (text: string) =>
    CommentFormSchema.safeParse({ intent: 'comment', target: 'post', targetId: '1', body: text }).error
      ?.issues[0]?.message
  expect(body('  ')).toBe('comments:errors.body')
  expect(body('x'.repeat(2001))).toBe('comments:errors.bodyLength')
  expect(body('Hola\u0000')).toBe('validation:controlCharacters')
  expect(body('<b>Hola</b>\nhttps://x.es')).toBeUndefined()
})

test('comments are limited per user: five in ten minutes, then refused until the window passes', async () => {
  let now = 0
  const limiter = createRateLimiter(memoryStore(), { now: () => now })
  const tries = async () => (await limiter.consume(limits.comment('ana'))).allowed
  for (let i = 0; i < 5; i++) expect(await tries()).toBe(true)
  expect(await tries()).toBe(false)
  expect((await limiter.consume(limits.comment('bea'))).allowed).toBe(true)
  now += 10 * 60_000 + 1
  expect(await tries()).toBe(true)
})

describe.each(engines)('comments on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(() => t.truncateAll())

  const coach = { id: 'coach', email: 'coach@example.com' }
  async function setUp() {
    await insertUser(t.db, 'ana')
    await insertUser(t.db, 'bea')
    await insertUser(t.db, 'coach', { role: 'admin' })
    const post = await insertPost(t.db, { commentsEnabled: true })
    return { kind: 'post' as const, postId: post.id }
  }
  const write = async (
    userId: string,
    target: Awaited<ReturnType<typeof setUp>>,
    body: string,
    parentId?: number,
  ) => {
    const outcome = await postComment(t.db, { userId, target, body, parentId })
    if (outcome.kind !== 'posted') throw new Error(outcome.kind)
    return outcome
  }

  test('replies are one level deep: answering a reply answers its comment; other posts and hidden comments take none', async () => {
    const target = await setUp()
    const other = { kind: 'post' as const, postId: (await insertPost(t.db)).id }
    const first = await write('ana', target, 'Pregunta')
    const reply = await write('bea', target, 'Respuesta', first.id)
    const replyToReply = await write('ana', target, 'Gracias', reply.id)
    expect(reply.parentId).toBe(first.id)
    expect(replyToReply.parentId).toBe(first.id)
    expect(await postComment(t.db, { userId: 'ana', target: other, body: 'x', parentId: first.id })).toEqual({
      kind: 'noParent',
    })
    await moderate(t.db, { admin: coach }, { intent: 'hide', id: first.id })
    expect(await postComment(t.db, { userId: 'bea', target, body: 'x', parentId: first.id })).toEqual({
      kind: 'noParent',
    })
  })

  test('a blocked user writes nothing until unblocked; what they wrote stays', async () => {
    const target = await setUp()
    await write('ana', target, 'Antes del bloqueo')
    await moderate(t.db, { admin: coach }, { intent: 'block', userId: 'ana' })
    expect(await postComment(t.db, { userId: 'ana', target, body: 'Otra vez' })).toEqual({ kind: 'blocked' })
    expect((await listThread(t.db, target, null)).map((c) => c.body)).toEqual(['Antes del bloqueo'])
    await moderate(t.db, { admin: coach }, { intent: 'unblock', userId: 'ana' })
    expect((await postComment(t.db, { userId: 'ana', target, body: 'Otra vez' })).kind).toBe('posted')
  })

  test('a reader reports someone else’s comment once; it surfaces in the reported queue until the coach decides', async () => {
    const target = await setUp()
    const comment = await write('ana', target, 'Spam https://spam.example')
    expect(await reportComment(t.db, { userId: 'ana', commentId: comment.id })).toBe('notFound')
    expect(await reportComment(t.db, { userId: 'bea', commentId: comment.id })).toBe('reported')
    expect(await reportComment(t.db, { userId: 'bea', commentId: comment.id })).toBe('already')
    const reported = await listQueue(t.db, { queue: 'reported', page: 1 })
    expect(reported.rows.map((row) => [row.id, row.reports])).toEqual([[comment.id, 1]])
    const [seen] = await listThread(t.db, target, 'bea')
    expect(seen).toMatchObject({ reported: true, own: false })

    await moderate(t.db, { admin: coach, ip: '127.0.0.1' }, { intent: 'hide', id: comment.id })
    expect((await listQueue(t.db, { queue: 'reported', page: 1 })).rows).toEqual([])
    expect((await listQueue(t.db, { queue: 'hidden', page: 1 })).rows.map((row) => row.id)).toEqual([
      comment.id,
    ])
    expect(await listThread(t.db, target, null)).toEqual([])
    const audit = await t.db.selectFrom('audit_event').select(['action', 'targetId']).execute()
    expect(audit).toEqual([{ action: 'comment.hide', targetId: String(comment.id) }])
  })

  test('the coach’s answer is a reply shown as the coach’s, and takes the comment out of the new queue', async () => {
    const target = await setUp()
    const comment = await write('ana', target, '¿Cuántos jugadores por rondo?')
    expect((await listQueue(t.db, { queue: 'new', page: 1 })).rows.map((row) => row.id)).toEqual([comment.id])
    await moderate(t.db, { admin: coach }, { intent: 'answer', id: comment.id, body: 'Entre cuatro y seis.' })
    expect((await listQueue(t.db, { queue: 'new', page: 1 })).rows).toEqual([])
    const [thread] = await listThread(t.db, target, 'ana')
    expect(thread).toMatchObject({ body: '¿Cuántos jugadores por rondo?', own: true, byCoach: false })
    expect(thread?.replies).toMatchObject([{ author: 'coach', byCoach: true, body: 'Entre cuatro y seis.' }])
    await moderate(t.db, { admin: coach }, { intent: 'delete', id: comment.id })
    expect(await listThread(t.db, target, null)).toEqual([])
    expect(await t.db.selectFrom('comment').select('id').execute()).toEqual([])
  })
})
