import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bulkConcepts } from '#server/content/concepts-admin.server.ts'
import { diskStorage } from '#server/media/storage.server.ts'
import { seedDemoContentIfEmpty } from '#server/seed/demo.server.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertConcept } from '#tests/public-factories.ts'
import type { Language } from '#app/i18n/languages.ts'
import { TranslationSchema, type TranslationLanguage } from '#app/schemas/translations.ts'
import { saveTranslation } from '#server/content/translations/store.server.ts'
import { insertUser } from '#tests/factories.ts'
import { reindex } from './search-index.server.ts'
import { searchSite, suggestTitles } from './site-search.server.ts'

const visitor = { readsMembers: false }
const paragraph = (text: string) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })
const member = { readsMembers: true }
const NOW = Date.parse('2026-06-01T10:00:00Z')

/** The same 30 queries a reader might type, run on both engines over the demo site. */
const QUERIES = [
  'rondo',
  'RONDOS',
  'presión',
  'presion tras perdida',
  'entrenamiento',
  'entrenar',
  'entrenadores',
  'juego de posición',
  'tercer hombre',
  'transición',
  'transiciones',
  'basculación',
  'bloque bajo',
  'salida de balón',
  'superioridad',
  'conducción',
  'temporada',
  'planificar',
  'microciclos',
  'porterías',
  'desmarque',
  'pase',
  'recuperar el balón',
  'alevines',
  'fuera de juego',
  'gegenpressing',
  'coordinación',
  'defensa',
  'campus',
  'espacio',
]

/** Per query: every result's address, and where its words were found. */
type Outcome = Record<string, Array<{ href: string; matchedIn: string }>>

async function answers(db: TestDb['db']): Promise<Outcome> {
  const out: Outcome = {}
  for (const text of QUERIES) {
    const reader = { ...visitor, now: new Date(NOW).toISOString() }
    const hrefs: Outcome[string] = []
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const found = await searchSite(db, { text, reader, page })
      hrefs.push(...found.results.map(({ href, matchedIn }) => ({ href, matchedIn })))
      pageCount = found.pageCount
    }
    out[text] = hrefs
  }
  return out
}

describe('the same queries on SQLite and PostgreSQL', () => {
  const dbs: TestDb[] = []
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-test-'))
  beforeAll(async () => {
    for (const engine of engines) {
      const t = await openTestDb(engine)
      dbs.push(t)
      await seedDemoContentIfEmpty(t.db, { now: NOW, store: diskStorage(path.join(dir, engine)) })
    }
    // Seeding draws every demo cover twice: slow on a busy machine, and not what is measured here.
  }, 300_000)
  afterAll(async () => {
    for (const t of dbs) await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('find the same rows, the same best one and the same rows in each tier, for 30 queries', async () => {
    const [sqlite, postgres] = [await answers(dbs[0]!.db), await answers(dbs[1]!.db)]
    // Inside a tier the engines weigh words their own way (bm25, ts_rank): compared as sets.
    const tiers = (rows: Outcome[string] = []) =>
      ['title', 'teaser', 'body'].map(
        (tier) => new Set(rows.filter((row) => row.matchedIn === tier).map((row) => row.href)),
      )
    const best = (rows: Outcome[string] = []) => rows.find((row) => row.matchedIn === 'title')
    for (const text of QUERIES) {
      expect.soft(tiers(postgres[text]), text).toEqual(tiers(sqlite[text]))
      expect.soft(best(postgres[text]), text).toEqual(best(sqlite[text]))
    }
    const ranked = (rows: Outcome[string] = []) => rows.filter((row) => row.matchedIn !== 'body')
    expect(QUERIES.filter((text) => ranked(sqlite[text]).length).length).toBeGreaterThanOrEqual(20)
    // Not a vacuous comparison: most queries find something.
    expect(QUERIES.filter((text) => sqlite[text]?.length).length).toBeGreaterThanOrEqual(25)
  })
})

describe.each(engines)('site search on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())

  const find = async (text: string, reader = visitor) =>
    (await searchSite(t.db, { text, reader })).results.map((r) => r.href)

  async function concept(fields: Parameters<typeof insertConcept>[1]) {
    const row = await insertConcept(t.db, fields).then((c) => c)
    const { id } = await t.db
      .selectFrom('concept')
      .select('id')
      .where('term', '=', String(fields?.term))
      .executeTakeFirstOrThrow()
    await reindex(t.db, 'concept', [id])
    return { id, row }
  }

  test('accents, case and Spanish word forms are ignored; the title outranks the body', async () => {
    await t.truncateAll()
    const body = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Cómo ENTRENAR la presión alta con juveniles.' }],
        },
      ],
    }
    await concept({ term: 'Rondo táctico', summary: 'Un ejercicio de entrenamiento', slug: 'rondo-tactico' })
    await concept({ term: 'Presión alta', summary: 'Defender arriba', slug: 'presion-alta' })
    await concept({ term: 'Bloque medio', summary: 'Otro', slug: 'bloque-medio', body: JSON.stringify(body) })
    expect(await find('PRESION')).toEqual(['/concepts/presion-alta', '/concepts/bloque-medio'])
    expect(await find('entrenamientos')).toEqual(['/concepts/rondo-tactico', '/concepts/bloque-medio'])
    expect(await find('tácticos')).toEqual(['/concepts/rondo-tactico'])
    // stop words alone are no query; other words must all be there
    expect(await find('el de la')).toEqual([])
    expect(await find('presión bloque')).toEqual(['/concepts/bloque-medio'])
  })

  test('drafts are never found, and a members-only body is matched and quoted only for members', async () => {
    await t.truncateAll()
    await concept({ term: 'Borrador secreto', status: 'draft', slug: 'borrador' })
    await t.db
      .insertInto('drill')
      .values({
        slug: 'ejercicio-socios',
        title: 'Rueda de pases',
        objective: 'Mejorar el pase',
        programme: 'juvenil',
        ageMin: 10,
        ageMax: 14,
        playersMin: 6,
        playersMax: 12,
        spaceLength: 20,
        spaceWidth: 20,
        durationMinutes: 15,
        intensity: 'low',
        equipment: '',
        coachingPoints: JSON.stringify(['Perfil abierto antes del control orientado']),
        variations: '[]',
        progressions: '[]',
        diagrams: '[]',
        status: 'published',
        access: 'members',
      })
      .execute()
    const drill = await t.db.selectFrom('drill').select('id').executeTakeFirstOrThrow()
    await reindex(t.db, 'drill', [drill.id])
    expect(await find('borrador')).toEqual([])
    expect(await find('perfil abierto')).toEqual([])
    expect(await find('perfil abierto', member)).toEqual(['/ejercicios/ejercicio-socios'])
    const teaser = await searchSite(t.db, { text: 'pases', reader: visitor })
    expect(teaser.results.map((r) => r.href)).toEqual(['/ejercicios/ejercicio-socios'])
    expect(teaser.results[0]?.snippetHtml).not.toContain('Perfil')
    expect(await suggestTitles(t.db, 'rueda de pa', visitor)).toEqual([
      { kind: 'drill', href: '/ejercicios/ejercicio-socios', title: 'Rueda de pases', language: 'es' },
    ])
  })

  test('a reader finds published translations in their language, and what is not translated in Spanish', async () => {
    await t.truncateAll()
    await insertUser(t.db, 'coach', { role: 'admin' })
    const who = { user: { id: 'coach', email: 'coach@example.com' } }
    const translate = (
      itemId: number,
      language: TranslationLanguage,
      title: string,
      slug: string,
      status = 'published',
    ) =>
      saveTranslation(t.db, {
        kind: 'concept',
        itemId,
        language,
        who,
        input: TranslationSchema.parse({ title, slug, status, body: paragraph(title) }),
      })
    const press = await concept({ term: 'Presión alta', summary: 'Defender arriba', slug: 'presion-alta' })
    await concept({ term: 'Presión en bloque medio', summary: 'Esperar', slug: 'presion-bloque' })
    await translate(press.id, 'en', 'High pressing', 'high-pressing')
    await translate(press.id, 'ru', 'Высокий прессинг', 'vysokiy-pressing')
    await translate(press.id, 'zh', '高位逼抢', 'gaowei-biqiang')
    await translate(press.id, 'de', 'Hohes Pressing', 'hohes-pressing', 'draft')
    const search = async (text: string, language: Language) =>
      (await searchSite(t.db, { text, reader: { ...visitor, language } })).results.map((r) => [
        r.href,
        r.language,
      ])

    // English stems ("pressed" and "pressing"); the translated item is found once, in English.
    expect(await search('pressed', 'en')).toEqual([['/en/concepts/high-pressing', 'en']])
    // What has no English version is found in Spanish, at its Spanish address.
    expect(await search('presión', 'en')).toEqual([['/concepts/presion-bloque', 'es']])
    // Russian stems; Chinese words found without spaces between them.
    expect(await search('ПРЕССИНГА', 'ru')).toEqual([['/ru/concepts/vysokiy-pressing', 'ru']])
    expect(await search('高位', 'zh')).toEqual([['/zh/concepts/gaowei-biqiang', 'zh']])
    // A draft is not found: a German reader finds both Spanish rows.
    expect(await search('presión', 'de')).toEqual([
      ['/concepts/presion-alta', 'es'],
      ['/concepts/presion-bloque', 'es'],
    ])
    // A Spanish reader never gets translations.
    expect(await search('pressing', 'es')).toEqual([])
    expect(await suggestTitles(t.db, 'high pre', { ...visitor, language: 'en' })).toEqual([
      { kind: 'concept', href: '/en/concepts/high-pressing', title: 'High pressing', language: 'en' },
    ])
    // Taken back to draft, the English version leaves the index with the save.
    await translate(press.id, 'en', 'High pressing', 'high-pressing', 'draft')
    expect(await search('pressing', 'en')).toEqual([])
    expect(await search('presión', 'en')).toEqual([
      ['/concepts/presion-alta', 'es'],
      ['/concepts/presion-bloque', 'es'],
    ])
  })

  test('unpublishing or deleting takes a row out of the results at once', async () => {
    await t.truncateAll()
    const { id } = await concept({ term: 'Achique colectivo', slug: 'achique' })
    expect(await find('achique')).toEqual(['/concepts/achique'])
    await bulkConcepts(t.db, { intent: 'unpublish', ids: [id] })
    expect(await find('achique')).toEqual([])
    await bulkConcepts(t.db, { intent: 'publish', ids: [id] })
    expect(await find('achique')).toEqual(['/concepts/achique'])
    await bulkConcepts(t.db, { intent: 'delete', ids: [id] })
    expect(await find('achique')).toEqual([])
  })

  test('snippets are escaped text with only <mark> added; query syntax is plain text', async () => {
    await t.truncateAll()
    await concept({
      term: 'Pase <script>alert(1)</script> filtrado',
      summary: 'a & b "pase"',
      slug: 'pase-raro',
    })
    const [hit] = (await searchSite(t.db, { text: 'pase', reader: visitor })).results
    expect(hit?.titleHtml).toBe('<mark>Pase</mark> &#60;script&#62;alert(1)&#60;/script&#62; filtrado')
    expect(hit?.snippetHtml).toContain('a &#38; b <mark>&#34;pase&#34;</mark>')
    for (const text of ['"pase', 'pase*', 'pase)', "'; drop table concept; --", 'pase:* & !', '(pase)'])
      expect(await find(text), text).toEqual(text.includes('drop') ? [] : ['/concepts/pase-raro'])
  })
})
