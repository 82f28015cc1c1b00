import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import { slugify, uniqueSlug } from './slug.server.ts'

test('slugs fold Spanish accents and punctuation', () => {
  expect(slugify('Presión tras pérdida')).toBe('presion-tras-perdida')
  expect(slugify('¿Qué es el «rondo»? Niño, pingüino')).toBe('que-es-el-rondo-nino-pinguino')
  expect(slugify('  ---  ')).toBe('entrada')
  expect(slugify('a'.repeat(200))).toHaveLength(80)
})

describe.each(engines)('unique slugs on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test('a taken slug gets the next free number', async () => {
    expect(await uniqueSlug(t.db, 'post', 'Rondo')).toBe('rondo')
    const first = await insertPost(t.db, { slug: 'rondo' })
    await insertPost(t.db, { slug: 'rondo-2' })
    expect(await uniqueSlug(t.db, 'post', 'Rondó')).toBe('rondo-3')
    expect(await uniqueSlug(t.db, 'post', 'Rondo', first.id)).toBe('rondo')
  })
})
