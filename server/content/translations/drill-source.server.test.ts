import { searchSite } from '#server/search/site-search.server.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DrillSchema } from '#app/schemas/drill.ts'
import { DrillTranslationSchema } from '#app/schemas/drill-translation.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { findPublicDrill, translatedDrill } from '../../drills/drill-catalogue.server.ts'
import { listDrillsForAdmin, saveDrill } from '../../drills/drill-store.server.ts'
import { sitemapXml } from '../../seo/sitemap.server.ts'
import {
  findPublishedTranslation,
  itemVersions,
  saveTranslation,
  translationForEditor,
  translationListFacts,
} from './store.server.ts'

/** Drills as a kind of translated content (docs/decisions/048-content-translations.md). */

const diagram = (label = 'Pivote', x = 10) => ({
  version: 1,
  pitch: 'penalty',
  title: 'Rondo',
  description: 'Cuatro atacantes y un defensor.',
  objects: [
    { id: 'p1', type: 'player', team: 'home', number: 1, x, y: 10, label },
    { id: 'c1', type: 'cone', x: 5, y: 5 },
    { id: 't1', type: 'text', x: 20, y: 10, text: 'Zona de pase' },
    {
      id: 'a1',
      type: 'arrow',
      kind: 'pass',
      points: [
        { x: 10, y: 10 },
        { x: 20, y: 12 },
      ],
    },
  ],
  frames: [],
})

const drillInput = (changes: { label?: string; x?: number; points?: string } = {}) => {
  const drawn = diagram(changes.label, changes.x)
  return DrillSchema.parse({
    title: 'Rondo 4 contra 1',
    objective: 'Conservar el balón.',
    programme: 'infantil',
    ageMin: '8',
    ageMax: '10',
    playersMin: '5',
    playersMax: '5',
    spaceLength: '10',
    spaceWidth: '10',
    durationMinutes: '10',
    intensity: 'low',
    coachingPoints: changes.points ?? 'Dos líneas de pase\nPerfil abierto',
    variations: 'Dos toques',
    progressions: '',
    diagrams: [JSON.stringify(drawn)],
    status: 'published',
  })
}

/** What the German form posts: its words, one label per labelled object by id (and one the source has no label on). */
const german = (changes: Record<string, unknown> = {}) =>
  DrillTranslationSchema.parse({
    title: 'Rondo 4 gegen 1',
    summary: 'Den Ball halten.',
    status: 'published',
    coachingPoints: 'Zwei Passlinien\nOffene Körperstellung',
    variations: 'Zwei Kontakte',
    diagrams: [
      {
        title: 'Rondo',
        description: 'Vier Angreifer und ein Verteidiger.',
        labels: [
          { id: 'p1', text: 'Drehpunkt' },
          { id: 't1', text: 'Passzone' },
          { id: 'c1', text: 'Hütchen' },
        ],
      },
    ],
    ...changes,
  })

describe.each(engines)('drill translations on %s', (engine) => {
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

  async function savedDrill() {
    const saved = await saveDrill(t.db, { input: drillInput() })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    return saved
  }
  const stateIn = async (id: number, language: string) =>
    (await itemVersions(t.db, 'drill', id))?.find((v) => v.language === language)?.state

  test('a German version: its words over the Spanish diagram, whose drawing it keeps', async () => {
    const drill = await savedDrill()
    expect(
      await saveTranslation(t.db, { kind: 'drill', itemId: drill.id, language: 'de', input: german(), who }),
    ).toMatchObject({ kind: 'saved', slug: 'rondo-4-gegen-1' })
    expect(await stateIn(drill.id, 'de')).toBe('published')
    const found = await findPublishedTranslation(t.db, 'drill', 'de', 'rondo-4-gegen-1')
    const source = await findPublicDrill(t.db, drill.slug)
    if (!found || !source) throw new Error('not found')
    // The cone had no label in Spanish: the translation does not add one.
    expect(found.words?.diagrams[0]?.labels).toEqual([
      { id: 'p1', text: 'Drehpunkt' },
      { id: 't1', text: 'Passzone' },
    ])
    const page = translatedDrill(source, found)
    expect(page).toMatchObject({
      title: 'Rondo 4 gegen 1',
      objective: 'Den Ball halten.',
      coachingPoints: ['Zwei Passlinien', 'Offene Körperstellung'],
      variations: ['Zwei Kontakte'],
      progressions: [],
      spanishLists: [],
    })
    const [drawn] = page.diagrams
    expect(drawn?.description).toBe('Vier Angreifer und ein Verteidiger.')
    expect(drawn?.objects).toEqual([
      expect.objectContaining({ id: 'p1', x: 10, y: 10, label: 'Drehpunkt' }),
      expect.not.objectContaining({ label: expect.anything() }),
      expect.objectContaining({ id: 't1', x: 20, text: 'Passzone' }),
      expect.objectContaining({ id: 'a1', type: 'arrow' }),
    ])
    const audit = await t.db.selectFrom('audit_event').select(['action', 'targetType']).execute()
    expect(audit).toContainEqual({ action: 'translation.publish', targetType: 'drill' })
  })

  test('a label longer than its object takes is refused on its field; a list left empty stays Spanish', async () => {
    const drill = await savedDrill()
    const long = german({
      diagrams: [
        { title: '', description: '', labels: [{ id: 'p1', text: 'Ein sehr langer Drehpunkt-Name' }] },
      ],
    })
    expect(
      await saveTranslation(t.db, { kind: 'drill', itemId: drill.id, language: 'de', input: long, who }),
    ).toEqual({
      kind: 'invalid',
      fieldErrors: { 'diagrams[0].labels[0].text': ['pitch:errors.labelTooLong'] },
    })
    expect(await stateIn(drill.id, 'de')).toBe('missing')
    const partial = german({ coachingPoints: '', diagrams: [] })
    await saveTranslation(t.db, { kind: 'drill', itemId: drill.id, language: 'de', input: partial, who })
    const found = await findPublishedTranslation(t.db, 'drill', 'de', 'rondo-4-gegen-1')
    const source = await findPublicDrill(t.db, drill.slug)
    if (!found || !source) throw new Error('not found')
    const page = translatedDrill(source, found)
    expect(page.coachingPoints).toEqual(['Dos líneas de pase', 'Perfil abierto'])
    expect(page.spanishLists).toEqual(['coachingPoints'])
    expect(page.diagrams[0]?.objects[0]).toMatchObject({ label: 'Pivote' })
  })

  test('out of date after a word of the source changes (a label, a coaching point), not after a move', async () => {
    const drill = await savedDrill()
    await saveTranslation(t.db, { kind: 'drill', itemId: drill.id, language: 'de', input: german(), who })
    const edit = async (changes: Parameters<typeof drillInput>[0]) => {
      const current = await t.db
        .selectFrom('drill')
        .select('version')
        .where('id', '=', drill.id)
        .executeTakeFirstOrThrow()
      const saved = await saveDrill(t.db, {
        id: drill.id,
        input: { ...drillInput(changes), version: current.version },
      })
      expect(saved.kind).toBe('saved')
    }
    await edit({ x: 12 })
    expect(await stateIn(drill.id, 'de')).toBe('published')
    await edit({ x: 12, label: 'Apoyo' })
    expect(await stateIn(drill.id, 'de')).toBe('outdated')
    const editor = await translationForEditor(t.db, 'drill', drill.id, 'de')
    expect(editor?.translation?.changes).toMatchObject({ removed: ['Pivote'], added: ['Apoyo'] })
    // Still public while out of date; saving again brings it up to date.
    expect(await findPublishedTranslation(t.db, 'drill', 'de', 'rondo-4-gegen-1')).toBeDefined()
    await saveTranslation(t.db, { kind: 'drill', itemId: drill.id, language: 'de', input: german(), who })
    expect(await stateIn(drill.id, 'de')).toBe('published')
    await edit({ x: 12, label: 'Apoyo', points: 'Dos líneas de pase\nPerfil cerrado' })
    expect(await stateIn(drill.id, 'de')).toBe('outdated')
  })

  test("the admin list's languages and 'needs translation'; the sitemap's alternates", async () => {
    const drill = await savedDrill()
    const other = await saveDrill(t.db, { input: { ...drillInput(), title: 'Otro rondo' } })
    if (other.kind !== 'saved') throw new Error(other.kind)
    await saveTranslation(t.db, { kind: 'drill', itemId: drill.id, language: 'de', input: german(), who })
    const facts = await translationListFacts(t.db, 'drill', 'de')
    expect(facts.onlyIds).toEqual([other.id])
    const list = await listDrillsForAdmin(t.db, { onlyIds: facts.onlyIds })
    expect(list.drills.map((row) => row.id)).toEqual([other.id])
    const all = await listDrillsForAdmin(t.db, {})
    const rows = await facts.languagesOf(all.drills)
    expect(rows.find((row) => row.id === drill.id)?.languages).toEqual([
      { language: 'de', state: 'published' },
    ])
    // The site search finds it in German by a word of its lists (docs/decisions/044).
    const found = await searchSite(t.db, {
      text: 'Passlinien',
      reader: { readsMembers: false, language: 'de' },
    })
    expect(found.results.map((result) => result.href)).toEqual(['/de/ejercicios/rondo-4-gegen-1'])
    const xml = await sitemapXml(t.db, 'https://coach.example')
    expect(xml).toContain('<loc>https://coach.example/de/ejercicios/rondo-4-gegen-1</loc>')
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://coach.example/ejercicios/${drill.slug}"/>`,
    )
  })

  test('a draft drill hides its translations', async () => {
    const drill = await savedDrill()
    await saveTranslation(t.db, { kind: 'drill', itemId: drill.id, language: 'de', input: german(), who })
    await t.db.updateTable('drill').set({ status: 'draft' }).where('id', '=', drill.id).execute()
    expect(await findPublishedTranslation(t.db, 'drill', 'de', 'rondo-4-gegen-1')).toBeUndefined()
  })
})
