import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import { auditedSave } from './admin-changes.server.ts'

const who = { admin: { id: 'u-marta', email: 'marta@example.com' }, ip: '203.0.113.9' }

describe.each(engines)('audit of editor saves on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  /** A save that changes the post's status (as the editor's save would) and answers "saved". */
  const saveAs = (id: number, status: 'draft' | 'published') => async () => {
    await t.db.updateTable('post').set({ status }).where('id', '=', id).execute()
    return { kind: 'saved' as const, id, version: 2, slug: `p-${id}` }
  }
  const actions = async () =>
    (await t.db.selectFrom('audit_event').select('action').orderBy('id').execute()).map((e) => e.action)

  test('editing a published post is an edit; publishing a draft is a publication', async () => {
    const live = await insertPost(t.db, { status: 'published' })
    const draft = await insertPost(t.db, { status: 'draft' })
    await auditedSave(t.db, who, 'post', { id: live.id, status: 'published' }, saveAs(live.id, 'published'))
    await auditedSave(t.db, who, 'post', { id: draft.id, status: 'published' }, saveAs(draft.id, 'published'))
    await auditedSave(t.db, who, 'post', { id: draft.id, status: 'draft' }, saveAs(draft.id, 'draft'))
    expect(await actions()).toEqual(['post.update', 'post.publish', 'post.update'])
  })
})
