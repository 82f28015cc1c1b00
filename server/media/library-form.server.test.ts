import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { tempDiskStore, testImage, type TestStore } from '#tests/media.ts'
import { encodeImage } from './image.server.ts'
import { submitLibraryForm } from './library-form.server.ts'
import { readMedia, saveMedia } from './media.server.ts'

const formData = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

describe.each(engines)('library forms on %s', (engine) => {
  let t: TestDb
  let files: TestStore
  beforeAll(async () => {
    t = await openTestDb(engine)
    files = await tempDiskStore()
  })
  beforeEach(() => t.truncateAll())
  afterAll(async () => {
    await files.close()
    await t.close()
  })

  async function stored() {
    const image = await encodeImage(await testImage(48, 32))
    if (!image.ok) throw new Error(image.problem)
    return saveMedia(
      t.db,
      { base: 'balon', alt: 'Antes', ...image.main, variants: image.variants },
      files.store,
    )
  }
  const altOf = async (id: number) =>
    (await t.db.selectFrom('media').select('alt').where('id', '=', id).executeTakeFirst())?.alt

  test('alt text: saved trimmed; too long or for a missing file is refused and nothing changes', async () => {
    const { id } = await stored()
    const save = (alt: string, target = id) =>
      submitLibraryForm(t.db, formData({ intent: 'alt', id: String(target), alt }), files.store)
    expect((await save('  Balón en el punto de penalti  ')).status).toBe(200)
    expect(await altOf(id)).toBe('Balón en el punto de penalti')

    const tooLong = await save('x'.repeat(301))
    expect(tooLong.status).toBe(400)
    expect(tooLong.result.error).toEqual({ alt: ['media:errors.altTooLong'] })
    expect((await save('Otro', id + 99)).status).toBe(404)
    expect(await altOf(id)).toBe('Balón en el punto de penalti')
  })

  test('delete removes the row and the file, twice is harmless; unknown intents are refused', async () => {
    const media = await stored()
    const remove = () =>
      submitLibraryForm(t.db, formData({ intent: 'delete', id: String(media.id) }), files.store)
    expect((await remove()).status).toBe(200)
    expect(await readMedia(t.db, media.name, files.store)).toBeUndefined()
    expect((await remove()).status).toBe(200)
    expect((await submitLibraryForm(t.db, formData({ intent: 'wipe', id: '1' }), files.store)).status).toBe(
      400,
    )
    expect(
      (await submitLibraryForm(t.db, formData({ intent: 'delete', id: '../1' }), files.store)).status,
    ).toBe(400)
  })
})
