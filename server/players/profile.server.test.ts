import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PLAYER_POSITIONS, PlayerProfileSchema } from '#app/schemas/player-profile.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { accountOf } from '#tests/events/event-fixtures.ts'
import { insertUser } from '#tests/factories.ts'
import { tempDiskStore, testImage, type TestStore } from '#tests/media.ts'
import { updatePlayer } from '../events/players.server.ts'
import { withdrawConsent } from '../teams/consent.server.ts'
import { createPlayer } from './guardianship.server.ts'
import { photoOf, savePlayerPhoto, setPhotoConsent } from './photo.server.ts'
import { playerPage } from './profile.server.ts'

/**
 * A child's page (docs/decisions/049): who sees it, a guardian's corrections of positions and foot,
 * and the photo, which exists only while the photo consent stands.
 */

const consent = { version: '1', at: '2026-01-01T00:00:00.000Z' }
const profile = { intent: 'update', id: '1', name: 'Lucía', birthYear: '2016' }

describe('the correction form', () => {
  test('any of the 14 positions, once each; a foot or none; anything else is a translated error', () => {
    expect(PLAYER_POSITIONS).toHaveLength(14)
    const parsed = PlayerProfileSchema.parse({
      ...profile,
      positions: ['striker', 'leftWinger', 'striker'],
      foot: 'left',
    })
    expect(parsed).toMatchObject({ positions: ['striker', 'leftWinger'], foot: 'left' })
    expect(PlayerProfileSchema.parse(profile)).toMatchObject({ positions: [], foot: null })
    const error = (fields: Record<string, unknown>) =>
      PlayerProfileSchema.safeParse({ ...profile, ...fields }).error?.issues[0]?.message
    expect(error({ positions: ['libero'] })).toBe('admin:errors.invalidChoice')
    expect(error({ foot: 'head' })).toBe('admin:errors.invalidChoice')
  })
})

describe.each(engines)("a child's page on %s", (engine) => {
  let t: TestDb
  let files: TestStore
  beforeAll(async () => {
    t = await openTestDb(engine)
    files = await tempDiskStore()
  })
  beforeEach(async () => {
    await t.truncateAll()
    for (const id of ['ana', 'luis', 'lucia', 'coach']) await insertUser(t.db, id, { locale: 'es' })
    await t.db.updateTable('user').set({ role: 'admin' }).where('id', '=', 'coach').execute()
  })
  afterAll(async () => {
    await t.close()
    await files.close()
  })

  /** Lucía, whose guardian is Ana; Luis guards a child of his own. */
  const players = async () => {
    const lucia = await createPlayer(t.db, { guardianId: 'ana', name: 'Lucía', birthYear: 2012, consent })
    const other = await createPlayer(t.db, { guardianId: 'luis', name: 'Mario', birthYear: 2015, consent })
    return { lucia, other }
  }
  const photo = async (playerId: number, userId = 'ana') =>
    savePlayerPhoto(t.db, { userId, playerId, bytes: await testImage(900, 600, 'jpeg') }, files.store)

  test('a guardian, the player and the coach see it; another guardian, a missing id and a withdrawn player alike get nothing', async () => {
    const { lucia, other } = await players()
    await t.db.updateTable('player').set({ userId: 'lucia' }).where('id', '=', lucia).execute()
    expect(await playerPage(t.db, { id: 'ana' }, lucia)).toMatchObject({
      name: 'Lucía',
      mayCorrect: true,
      mayAnswer: true,
    })
    expect(await playerPage(t.db, { id: 'lucia' }, lucia)).toMatchObject({
      mayCorrect: false,
      mayAnswer: true,
    })
    expect(await playerPage(t.db, { id: 'coach', role: 'admin' }, lucia)).toMatchObject({
      mayCorrect: false,
      mayAnswer: false,
    })
    expect(await playerPage(t.db, { id: 'luis' }, lucia)).toBeUndefined()
    expect(await playerPage(t.db, { id: 'luis' }, other)).toBeDefined()
    expect(await playerPage(t.db, { id: 'ana' }, other + lucia + 100)).toBeUndefined()
    await withdrawConsent(t.db, { playerId: lucia, guardian: accountOf('ana') })
    expect(await playerPage(t.db, { id: 'ana' }, lucia)).toBeUndefined()
  })

  test('a guardian corrects positions and foot; another guardian changes nothing', async () => {
    const { lucia } = await players()
    const input = PlayerProfileSchema.parse({
      ...profile,
      id: String(lucia),
      name: 'Lucía Pérez',
      positions: ['goalkeeper', 'centreBack'],
      foot: 'both',
    })
    expect(await updatePlayer(t.db, 'luis', input)).toBe(false)
    expect(await playerPage(t.db, { id: 'ana' }, lucia)).toMatchObject({ positions: [], foot: null })
    expect(await updatePlayer(t.db, 'ana', input)).toBe(true)
    expect(await playerPage(t.db, { id: 'ana' }, lucia)).toMatchObject({
      name: 'Lucía Pérez',
      birthYear: 2016,
      positions: ['goalkeeper', 'centreBack'],
      foot: 'both',
    })
  })

  test('a photo only with the photo consent; withdrawing it deletes the photo at once', async () => {
    const { lucia } = await players()
    expect(await photo(lucia)).toEqual({ ok: false, refusal: 'noConsent' })
    expect(
      await setPhotoConsent(t.db, { userId: 'luis', playerId: lucia, given: true }, { store: files.store }),
    ).toBe(false)
    expect(
      await setPhotoConsent(t.db, { userId: 'ana', playerId: lucia, given: true }, { store: files.store }),
    ).toBe(true)
    expect(await photo(lucia, 'luis')).toEqual({ ok: false, refusal: 'notFound' })
    expect(await photo(lucia)).toEqual({ ok: true })
    const stored = await photoOf(t.db, lucia)
    if (!stored) throw new Error('no photo')
    const bytes = await files.store.get(stored.storageKey)
    if (!bytes) throw new Error('the photo was not stored')
    // Re-encoded at portrait size, as WebP without the original's metadata.
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 480 })
    expect(await playerPage(t.db, { id: 'ana' }, lucia)).toMatchObject({ photoConsent: true, hasPhoto: true })

    expect(
      await setPhotoConsent(t.db, { userId: 'ana', playerId: lucia, given: false }, { store: files.store }),
    ).toBe(true)
    expect(await files.store.get(stored.storageKey)).toBeUndefined()
    expect(await photoOf(t.db, lucia)).toBeUndefined()
    expect(await playerPage(t.db, { id: 'ana' }, lucia)).toMatchObject({
      photoConsent: false,
      hasPhoto: false,
    })
    expect(await photo(lucia)).toEqual({ ok: false, refusal: 'noConsent' })
  })

  test('a new photo replaces the old; not an image is refused; withdrawing the consent to the data deletes it', async () => {
    const { lucia } = await players()
    await setPhotoConsent(t.db, { userId: 'ana', playerId: lucia, given: true }, { store: files.store })
    await photo(lucia)
    const first = await photoOf(t.db, lucia)
    await photo(lucia)
    const second = await photoOf(t.db, lucia)
    if (!first || !second) throw new Error('no photo')
    expect(second.storageKey).not.toBe(first.storageKey)
    expect(await files.store.get(first.storageKey)).toBeUndefined()
    expect(
      await savePlayerPhoto(
        t.db,
        { userId: 'ana', playerId: lucia, bytes: Buffer.from('%PDF-1.4') },
        files.store,
      ),
    ).toEqual({ ok: false, refusal: 'notAnImage' })
    expect(await photoOf(t.db, lucia)).toEqual(second)
    await withdrawConsent(t.db, { playerId: lucia, guardian: accountOf('ana') })
    const row = await t.db.selectFrom('player').select('photoKey').where('id', '=', lucia).executeTakeFirst()
    expect(row?.photoKey).toBeNull()
  })
})
