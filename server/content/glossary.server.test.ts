import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertConcept } from '#tests/public-factories.ts'
import { onPublicWrite } from '../db/write-watch.server.ts'
import { createHtmlCache } from '../html-cache/html-cache.server.ts'
import { createGlossaryLinks } from './glossary.server.ts'

const body = '<p>Un rondo y una basculación.</p>'
const tooltips = (html: string) => [...html.matchAll(/role="tooltip" id="[^"]+">([^<]*)</g)].map((m) => m[1])

describe.each(engines)('glossary links on %s', (engine) => {
  let t: TestDb
  /** A page cache as the production server runs it: on, and emptied by every public write. */
  const cache = createHtmlCache({
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    https: false,
    cachesHost: () => true,
    nextPublication: async () => Number.POSITIVE_INFINITY,
  })
  const stop = onPublicWrite(() => cache.invalidate())
  const glossary = createGlossaryLinks(() => cache.lease())
  const post = (glossaryLinks = true) => ({ id: 1, contentHtml: body, glossaryLinks })

  beforeAll(async () => {
    t = await openTestDb(engine)
    cache.enable()
  })
  beforeEach(() => t.truncateAll())
  afterAll(async () => {
    stop()
    await t.close()
  })

  test('published concepts and definitions are linked, drafts are not', async () => {
    await insertConcept(t.db, { term: 'Rondo', slug: 'rondo', summary: 'Posesión en círculo' })
    await insertConcept(t.db, { term: 'Basculación', slug: 'basculacion', status: 'draft' })
    const html = await glossary.postBodyHtml(t.db, post())
    expect(html).toContain('<a href="/concepts/rondo" aria-describedby="gl-1">rondo</a>')
    expect(tooltips(html)).toEqual(['Posesión en círculo'])
  })

  test("the post's switch off: its body as it was written", async () => {
    await insertConcept(t.db, { term: 'Rondo', slug: 'rondo' })
    expect(await glossary.postBodyHtml(t.db, post(false))).toBe(body)
  })

  test('a glossary change changes the rendered post on the next render', async () => {
    const rondo = await insertConcept(t.db, { term: 'Rondo', slug: 'rondo', summary: 'Antes' })
    expect(tooltips(await glossary.postBodyHtml(t.db, post()))).toEqual(['Antes'])
    await t.db.updateTable('concept').set({ summary: 'Después' }).where('id', '=', rondo.id).execute()
    expect(tooltips(await glossary.postBodyHtml(t.db, post()))).toEqual(['Después'])
    await insertConcept(t.db, { term: 'Basculación', slug: 'basculacion', summary: 'Nueva' })
    expect(tooltips(await glossary.postBodyHtml(t.db, post()))).toEqual(['Después', 'Nueva'])
    await t.db.updateTable('concept').set({ status: 'draft' }).where('id', '=', rondo.id).execute()
    expect(tooltips(await glossary.postBodyHtml(t.db, post()))).toEqual(['Nueva'])
  })
})
