import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost, insertUser } from '#tests/factories.ts'
import { pendingItems } from './pending.server.ts'

describe.each(engines)('what waits for the coach on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  const counts = async () =>
    Object.fromEntries((await pendingItems(t.db)).map((item) => [item.id, item.count]))

  test('each queue counts what is still to do, and links to it', async () => {
    expect(Object.values(await counts())).toEqual([0, 0, 0, 0, 0, 0])
    const at = new Date().toISOString()
    const message = {
      name: 'Iker',
      email: 'iker@example.com',
      subject: 'Horarios',
      message: 'Hola',
      locale: 'es',
      consentAt: at,
    }
    await t.db
      .insertInto('contact_message')
      .values([
        { ...message, status: 'new' },
        { ...message, status: 'read' },
      ])
      .execute()
    await insertUser(t.db, 'ana')
    await t.db
      .insertInto('support_request')
      .values([
        { userId: 'ana', subject: 'No veo la lección', message: 'Bloqueada', status: 'open' },
        { userId: 'ana', subject: 'Gracias', message: 'Ya está', status: 'closed' },
      ])
      .execute()
    const post = await insertPost(t.db)
    const comments = await t.db
      .insertInto('comment')
      .values([
        { postId: post.id, userId: 'ana', body: 'Nuevo', reviewedAt: null, status: 'visible' },
        { postId: post.id, userId: 'ana', body: 'Denunciado', reviewedAt: at, status: 'visible' },
        { postId: post.id, userId: 'ana', body: 'Oculto', reviewedAt: at, status: 'hidden' },
      ])
      .returning('id')
      .execute()
    await t.db
      .insertInto('comment_report')
      .values(comments.slice(1).map((comment) => ({ commentId: comment.id, userId: 'ana' })))
      .execute()
    expect(await counts()).toEqual({
      messages: 1,
      accessRequests: 0,
      assignments: 0,
      newComments: 1,
      reportedComments: 1,
      support: 1,
    })
    expect((await pendingItems(t.db)).find((item) => item.id === 'reportedComments')?.href).toBe(
      '/admin/comments?queue=reported',
    )
  })
})
