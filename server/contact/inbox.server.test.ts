import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { InboxFilter } from '#app/schemas/inbox.ts'
import type { Db } from '#server/db/connection.server.ts'
import type { ContactStatus } from '#server/db/schema.server.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import {
  applyInboxAction,
  countUnread,
  filterParam,
  listInbox,
  openMessage,
  replyHref,
} from './inbox.server.ts'

let sequence = 0
/** A stored contact message; each one a minute newer than the previous. */
async function insertMessage(
  db: Db,
  fields: Partial<{
    name: string
    email: string
    subject: string
    message: string
    status: ContactStatus
  }> = {},
) {
  sequence += 1
  const at = new Date(Date.UTC(2026, 0, 1, 10, sequence)).toISOString()
  const row = await db
    .insertInto('contact_message')
    .values({
      name: `Visitante ${sequence}`,
      email: `visitante${sequence}@example.com`,
      subject: `Consulta ${sequence}`,
      message: 'Hola, quería preguntar por los entrenamientos del grupo infantil.',
      locale: 'es',
      consentAt: at,
      createdAt: at,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

describe.each(engines)('contact inbox on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  const subjects = async (filter: InboxFilter, query?: string, page = 1, perPage = 25) =>
    (await listInbox(t.db, { filter, query, page, perPage })).messages.map((m) => m.subject)
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('contact_message').select('status').where('id', '=', id).executeTakeFirst())
      ?.status

  test('filters: newest first; the inbox hides archived messages, "all" shows them', async () => {
    await insertMessage(t.db, { subject: 'Nuevo antiguo' })
    await insertMessage(t.db, { subject: 'Leído', status: 'read' })
    await insertMessage(t.db, { subject: 'Archivado', status: 'archived' })
    await insertMessage(t.db, { subject: 'Nuevo reciente' })
    expect(await subjects('inbox')).toEqual(['Nuevo reciente', 'Leído', 'Nuevo antiguo'])
    expect(await subjects('unread')).toEqual(['Nuevo reciente', 'Nuevo antiguo'])
    expect(await subjects('read')).toEqual(['Leído'])
    expect(await subjects('archived')).toEqual(['Archivado'])
    expect(await subjects('all')).toEqual(['Nuevo reciente', 'Archivado', 'Leído', 'Nuevo antiguo'])
    expect(await countUnread(t.db)).toBe(2)
  })

  test('search: name, e-mail, subject and message, without accents or case; wildcards are literal', async () => {
    await insertMessage(t.db, { name: 'Lucía Pérez', subject: 'Plazas' })
    await insertMessage(t.db, { email: 'iker@club.example', subject: 'Horarios' })
    await insertMessage(t.db, { subject: 'Descuento del 50% para hermanos' })
    await insertMessage(t.db, { subject: 'Otra', message: 'Mi hijo juega de pivote en el Juvenil B.' })
    expect(await subjects('all', 'LUCIA perez')).toEqual(['Plazas'])
    expect(await subjects('all', 'club.example')).toEqual(['Horarios'])
    expect(await subjects('all', '50%')).toEqual(['Descuento del 50% para hermanos'])
    expect(await subjects('all', '%')).toEqual(['Descuento del 50% para hermanos'])
    expect(await subjects('all', '_')).toEqual([])
    expect(await subjects('all', 'juvenil b')).toEqual(['Otra'])
    expect(await subjects('archived', 'lucia')).toEqual([])
  })

  test('paging: bounded, a page past the end is the last page', async () => {
    for (let n = 0; n < 5; n++) await insertMessage(t.db, { subject: `M${n}` })
    expect(await subjects('all', undefined, 1, 2)).toEqual(['M4', 'M3'])
    expect(await subjects('all', undefined, 3, 2)).toEqual(['M0'])
    const beyond = await listInbox(t.db, { filter: 'all', page: 999_999, perPage: 2 })
    expect(beyond).toMatchObject({ page: 3, pageCount: 3, total: 5 })
    const capped = await listInbox(t.db, { filter: 'all', page: 1, perPage: 10_000 })
    expect(capped.perPage).toBe(100)
  })

  test('the list carries a short preview, not the whole message', async () => {
    await insertMessage(t.db, { message: 'x'.repeat(5000) })
    const [row] = (await listInbox(t.db, { filter: 'all', page: 1 })).messages
    expect(row?.preview.length).toBe(140)
  })

  test('opening a message marks it read; an unknown id is nothing', async () => {
    const id = await insertMessage(t.db, { subject: 'Abrir' })
    expect(await countUnread(t.db)).toBe(1)
    const message = await openMessage(t.db, id)
    expect(message).toMatchObject({ id, subject: 'Abrir', status: 'read', deliveryStatus: 'pending' })
    expect(await statusOf(id)).toBe('read')
    expect(await countUnread(t.db)).toBe(0)
    const archived = await insertMessage(t.db, { status: 'archived' })
    expect((await openMessage(t.db, archived))?.status).toBe('archived')
    expect(await openMessage(t.db, 987_654)).toBeUndefined()
  })

  test('mark read and unread, archive and unarchive, delete; the unread count follows', async () => {
    const a = await insertMessage(t.db)
    const b = await insertMessage(t.db)
    expect(await applyInboxAction(t.db, { intent: 'read', ids: [a] })).toBe(1)
    expect(await countUnread(t.db)).toBe(1)
    expect(await applyInboxAction(t.db, { intent: 'unread', ids: [a] })).toBe(1)
    expect(await countUnread(t.db)).toBe(2)
    expect(await applyInboxAction(t.db, { intent: 'archive', ids: [a, b, a] })).toBe(2)
    expect([await statusOf(a), await statusOf(b)]).toEqual(['archived', 'archived'])
    expect(await countUnread(t.db)).toBe(0)
    expect(await applyInboxAction(t.db, { intent: 'unarchive', ids: [b] })).toBe(1)
    expect(await subjects('inbox')).toHaveLength(1)
    expect(await applyInboxAction(t.db, { intent: 'delete', ids: [a, b] })).toBe(2)
    expect(await subjects('all')).toEqual([])
  })

  test('an unknown id among the selected changes nothing', async () => {
    const a = await insertMessage(t.db)
    expect(await applyInboxAction(t.db, { intent: 'delete', ids: [a, 424_242] })).toBeNull()
    expect(await applyInboxAction(t.db, { intent: 'archive', ids: [424_242] })).toBeNull()
    expect(await statusOf(a)).toBe('new')
  })
})

test('the list filter comes from the URL; anything unknown is the inbox', () => {
  expect(filterParam('http://x/admin/messages?filter=archived')).toBe('archived')
  expect(filterParam('http://x/admin/messages?filter=%00')).toBe('inbox')
  expect(filterParam('http://x/admin/messages')).toBe('inbox')
})

test('the reply link: address and "Re: subject", percent-encoded, never "Re: Re:"', () => {
  expect(replyHref('lucia.perez@example.com', 'Plazas & horarios? #infantil')).toBe(
    'mailto:lucia.perez@example.com?subject=Re%3A%20Plazas%20%26%20horarios%3F%20%23infantil',
  )
  expect(replyHref('a+b@example.com', 'RE: Ñandú')).toBe(
    'mailto:a%2Bb@example.com?subject=RE%3A%20%C3%91and%C3%BA',
  )
})
