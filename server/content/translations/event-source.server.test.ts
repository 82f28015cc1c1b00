import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { EventSchema } from '#app/schemas/event.ts'
import { TranslationSchema } from '#app/schemas/translations.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { findPublicEvent } from '../../events/event-catalogue.server.ts'
import { eventWordsIn } from '../../events/event-languages.server.ts'
import { queueEventMail } from '../../events/event-mails.server.ts'
import { listEventsForAdmin, saveEvent } from '../../events/event-store.server.ts'
import { sitemapXml } from '../../seo/sitemap.server.ts'
import {
  findPublishedTranslation,
  itemVersions,
  saveTranslation,
  translationListFacts,
} from './store.server.ts'

/** Events as a kind of translated content (docs/decisions/048-content-translations.md). */

const doc = (text: string) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })

const eventInput = (changes: Record<string, unknown> = {}) =>
  EventSchema.parse({
    title: 'Campus de otoño',
    kind: 'camp',
    description: doc('Cinco mañanas de fútbol.'),
    days: [{ date: '2030-10-21', start: '10:00', end: '13:00' }],
    place: 'Campo municipal',
    ageMin: '8',
    ageMax: '12',
    capacity: '20',
    price: '120',
    closesDate: '2030-10-20',
    closesTime: '23:59',
    questions: {},
    status: 'published',
    ...changes,
  })

const english = TranslationSchema.parse({
  title: 'Autumn camp',
  summary: 'Town pitch',
  status: 'published',
  body: doc('Five mornings of football.'),
})

describe.each(engines)('event translations on %s', (engine) => {
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

  async function savedEvent(changes: Record<string, unknown> = {}) {
    const saved = await saveEvent(t.db, { input: eventInput(changes) })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    return saved
  }
  const stateIn = async (id: number, language: string) =>
    (await itemVersions(t.db, 'event', id))?.find((v) => v.language === language)?.state

  test('an English version of the title, place and description, public while the event is', async () => {
    const event = await savedEvent()
    expect(
      await saveTranslation(t.db, { kind: 'event', itemId: event.id, language: 'en', input: english, who }),
    ).toMatchObject({ kind: 'saved', slug: 'autumn-camp' })
    const found = await findPublishedTranslation(t.db, 'event', 'en', 'autumn-camp')
    expect(found).toMatchObject({ title: 'Autumn camp', summary: 'Town pitch', itemId: event.id })
    expect(found?.html).toContain('Five mornings of football.')
    expect(found?.source.slug).toBe(event.slug)
    const audit = await t.db.selectFrom('audit_event').select(['action', 'targetType', 'targetId']).execute()
    expect(audit).toContainEqual({
      action: 'translation.publish',
      targetType: 'event',
      targetId: String(event.id),
    })
    // Unpublished, the event takes its translation off the site too.
    await t.db.updateTable('event').set({ status: 'draft' }).where('id', '=', event.id).execute()
    expect(await findPublishedTranslation(t.db, 'event', 'en', 'autumn-camp')).toBeUndefined()
  })

  test('a new price or date leaves the translation up to date; new words in the place or description do not', async () => {
    const event = await savedEvent()
    await saveTranslation(t.db, { kind: 'event', itemId: event.id, language: 'en', input: english, who })
    await t.db
      .updateTable('event')
      .set({ priceCents: 9900, capacity: 30 })
      .where('id', '=', event.id)
      .execute()
    expect(await stateIn(event.id, 'en')).toBe('published')
    await t.db.updateTable('event').set({ place: 'Polideportivo' }).where('id', '=', event.id).execute()
    expect(await stateIn(event.id, 'en')).toBe('outdated')
    expect(await stateIn(event.id, 'de')).toBe('missing')
  })

  test('the admin list shows each event’s languages and filters those needing a translation', async () => {
    const done = await savedEvent({ title: 'Campus traducido' })
    await savedEvent({ title: 'Campus sin traducir' })
    await saveTranslation(t.db, { kind: 'event', itemId: done.id, language: 'en', input: english, who })
    const facts = await translationListFacts(t.db, 'event', 'en')
    const list = await listEventsForAdmin(t.db, { onlyIds: facts.onlyIds })
    expect(list.events.map((event) => event.title)).toEqual(['Campus sin traducir'])
    const all = await translationListFacts(t.db, 'event', undefined)
    const rows = await all.languagesOf((await listEventsForAdmin(t.db, {})).events)
    expect(Object.fromEntries(rows.map((row) => [row.title, row.languages]))).toEqual({
      'Campus traducido': [{ language: 'en', state: 'published' }],
      'Campus sin traducir': [],
    })
  })

  test('a reader of English gets the English title, place and page in mails and calendar files', async () => {
    const event = await savedEvent()
    await saveTranslation(t.db, { kind: 'event', itemId: event.id, language: 'en', input: english, who })
    const source = await findPublicEvent(t.db, event.slug)
    if (!source) throw new Error('event not public')
    const [inEnglish, inGerman] = [
      (await eventWordsIn(t.db, [source], 'en'))[0],
      (await eventWordsIn(t.db, [source], 'de'))[0],
    ]
    expect(inEnglish).toMatchObject({
      title: 'Autumn camp',
      place: 'Town pitch',
      path: '/en/eventos/autumn-camp',
    })
    expect(inGerman).toMatchObject({
      title: 'Campus de otoño',
      place: 'Campo municipal',
      path: `/eventos/${event.slug}`,
    })

    const origin = 'https://club.example'
    for (const locale of ['en', 'de'])
      await queueEventMail(
        t.db,
        'confirmed',
        { email: `${locale}@example.com`, locale },
        {
          event: source,
          participant: 'Lucía',
          origin,
        },
      )
    const mails = await t.db
      .selectFrom('mail_queue')
      .select(['to', 'subject', 'text', 'attachments'])
      .execute()
    const mailTo = (to: string) => mails.find((mail) => mail.to === to)
    const ics = (to: string) =>
      Buffer.from(
        (JSON.parse(mailTo(to)?.attachments ?? '[]') as Array<{ contentBase64: string }>)[0]?.contentBase64 ??
          '',
        'base64',
      ).toString()
    expect(mailTo('en@example.com')?.subject).toContain('Autumn camp')
    expect(mailTo('en@example.com')?.text).toContain(`${origin}/en/eventos/autumn-camp`)
    expect(ics('en@example.com')).toContain('SUMMARY:Autumn camp')
    expect(ics('en@example.com')).toContain('LOCATION:Town pitch')
    expect(mailTo('de@example.com')?.subject).toContain('Campus de otoño')
    expect(mailTo('de@example.com')?.text).toContain(`${origin}/eventos/${event.slug}`)
    expect(ics('de@example.com')).toContain('SUMMARY:Campus de otoño')
  })

  test('the sitemap lists the English address beside the Spanish one, each naming both and x-default', async () => {
    const event = await savedEvent()
    await saveTranslation(t.db, { kind: 'event', itemId: event.id, language: 'en', input: english, who })
    const xml = await sitemapXml(t.db, 'https://club.example')
    const links =
      `<xhtml:link rel="alternate" hreflang="es" href="https://club.example/eventos/${event.slug}"/>` +
      '<xhtml:link rel="alternate" hreflang="en" href="https://club.example/en/eventos/autumn-camp"/>' +
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://club.example/eventos/${event.slug}"/>`
    expect(xml).toContain(`<loc>https://club.example/eventos/${event.slug}</loc>`)
    expect(xml).toContain(`<loc>https://club.example/en/eventos/autumn-camp</loc>`)
    expect(xml.split(links).length - 1).toBe(2)
  })
})
