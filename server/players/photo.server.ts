import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connection.server.ts'
import { encodeImage, type ImageProblem } from '../media/image.server.ts'
import { storage, type Storage } from '../media/storage.server.ts'
import { isGuardianOf } from './guardianship.server.ts'
import { dropPlayerPhoto } from './photo-drop.server.ts'

/**
 * A player's photo (docs/decisions/049): only with the photo consent a guardian gives, stored under
 * a random key outside the public media library and served only to those who may see the player.
 * Withdrawing the consent, or the consent to the player's data, deletes it at once.
 */

/** The photo is shown small (the page, the coach's roster): the narrowest WebP copy is kept. */
const PORTRAIT_WIDTH = 480

/**
 * A guardian gives or withdraws the photo consent. Withdrawing deletes the photo. False when the
 * account is not a guardian of the player (or the player's consent was withdrawn).
 */
export async function setPhotoConsent(
  db: Db,
  input: { userId: string; playerId: number; given: boolean },
  { now = new Date(), store = storage() }: { now?: Date; store?: Storage } = {},
) {
  if (!(await isGuardianOf(db, input.userId, input.playerId))) return false
  if (!input.given) await dropPlayerPhoto(db, input.playerId, store)
  let change = db.updateTable('player').where('id', '=', input.playerId)
  change = input.given
    ? change.set({ photoConsentAt: now.toISOString() }).where('photoConsentAt', 'is', null)
    : change.set({ photoConsentAt: null })
  await change.execute()
  return true
}

export type PhotoOutcome = { ok: true } | { ok: false; refusal: 'notFound' | 'noConsent' | ImageProblem }

/**
 * A guardian uploads the player's photo: an image by its content, re-encoded upright without its
 * metadata (encodeImage), kept at portrait size; it replaces the previous one.
 */
export async function savePlayerPhoto(
  db: Db,
  input: { userId: string; playerId: number; bytes: Buffer },
  store: Storage = storage(),
): Promise<PhotoOutcome> {
  if (!(await isGuardianOf(db, input.userId, input.playerId))) return { ok: false, refusal: 'notFound' }
  if (!(await hasPhotoConsent(db, input.playerId))) return { ok: false, refusal: 'noConsent' }
  const image = await encodeImage(input.bytes)
  if (!image.ok) return { ok: false, refusal: image.problem }
  const webp = [image.main, ...image.variants].filter((copy) => copy.extension === 'webp')
  const portrait = webp.find((copy) => copy.width <= PORTRAIT_WIDTH) ?? image.main
  const key = `players/${input.playerId}/${randomBytes(16).toString('hex')}.${portrait.extension}`
  await store.put(key, portrait.bytes, portrait.contentType)
  await dropPlayerPhoto(db, input.playerId, store)
  await db.updateTable('player').set({ photoKey: key }).where('id', '=', input.playerId).execute()
  // The consent may have been withdrawn while the picture was encoded: nothing is kept then.
  if (!(await hasPhotoConsent(db, input.playerId))) {
    await dropPlayerPhoto(db, input.playerId, store)
    return { ok: false, refusal: 'noConsent' }
  }
  return { ok: true }
}

async function hasPhotoConsent(db: Db, playerId: number) {
  const row = await db
    .selectFrom('player')
    .select('photoConsentAt')
    .where('id', '=', playerId)
    .executeTakeFirst()
  return Boolean(row?.photoConsentAt)
}

/** The stored photo of a player the viewer may see (checked by the caller), while consent stands. */
export async function photoOf(db: Db, playerId: number) {
  const row = await db
    .selectFrom('player')
    .select(['photoKey', 'photoConsentAt'])
    .where('id', '=', playerId)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst()
  if (!row?.photoKey || !row.photoConsentAt) return undefined
  return { storageKey: row.photoKey, contentType: 'image/webp', name: `jugador-${playerId}.webp` }
}
