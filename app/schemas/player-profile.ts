import { z } from './zod.ts'
import { PlayerSchema } from './event.ts'
import { InviteSchema } from './teams.ts'

/**
 * A player's page for their guardians (/account/players/:id, docs/decisions/049): the corrections
 * a guardian makes, the photo consent and the photo. Shared by the page's forms and its action.
 */

/** The 14 positions a player may play (the `player.positions` JSON list holds some of these). */
export const PLAYER_POSITIONS = [
  'goalkeeper',
  'rightBack',
  'centreBack',
  'leftBack',
  'rightWingBack',
  'leftWingBack',
  'defensiveMidfielder',
  'centralMidfielder',
  'attackingMidfielder',
  'rightMidfielder',
  'leftMidfielder',
  'rightWinger',
  'leftWinger',
  'striker',
] as const
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number]

const isPosition = (value: unknown): value is PlayerPosition =>
  PLAYER_POSITIONS.some((position) => position === value)

/** `player.positions` as stored (a JSON list); anything unknown is left out. */
export function parsePositions(stored: string): PlayerPosition[] {
  try {
    const list: unknown = JSON.parse(stored)
    return Array.isArray(list) ? list.filter(isPosition) : []
  } catch {
    return []
  }
}

export const PREFERRED_FEET = ['left', 'right', 'both'] as const

/** A photo goes through the server's memory once, is re-encoded and kept small: 8 MB is a phone's photo. */
export const PLAYER_PHOTO_MAX_BYTES = 8 * 1024 * 1024

/** A guardian corrects the player: name and birth year (as on /account/players), positions, foot. */
export const PlayerProfileSchema = PlayerSchema.extend({
  positions: z
    .array(z.enum(PLAYER_POSITIONS, { error: 'admin:errors.invalidChoice' }))
    .optional()
    .transform((positions) => [...new Set(positions ?? [])]),
  foot: z
    .enum(PREFERRED_FEET, { error: 'admin:errors.invalidChoice' })
    .optional()
    .transform((foot) => foot ?? null),
})
export type PlayerProfileInput = z.infer<typeof PlayerProfileSchema>

/** A guardian gives or withdraws the photo consent (withdrawing deletes the photo at once). */
export const PhotoConsentSchema = z.object({
  intent: z.literal('photoConsent'),
  consent: z.enum(['give', 'withdraw'], { error: 'admin:errors.invalidChoice' }),
})

/** A guardian uploads the player's photo (only while the photo consent stands). */
export const PlayerPhotoSchema = z.object({
  intent: z.literal('photo'),
  photo: z
    .instanceof(File, { error: 'playerProfile:photo.errors.file' })
    .refine((file) => file.size > 0, 'playerProfile:photo.errors.file')
    .refine((file) => file.size <= PLAYER_PHOTO_MAX_BYTES, 'playerProfile:photo.errors.tooLarge'),
})

/**
 * A guardian invites a player of 14 or over to their own account: the player's address, and whether
 * the guardian keeps access until the player is 18 (ticked by default; unticked, access ends when
 * the player accepts).
 */
export const PlayerInviteSchema = InviteSchema.extend({
  intent: z.literal('invitePlayer'),
  keepAccess: z
    .literal('on', { error: 'admin:errors.invalidChoice' })
    .optional()
    .transform((value) => value === 'on'),
})

/** Every form of the player's page but the event answers (AnswerSchema of team-calendar.ts). */
export const PlayerPageSchema = z.discriminatedUnion('intent', [
  PlayerProfileSchema,
  PhotoConsentSchema,
  PlayerPhotoSchema,
  PlayerInviteSchema,
])
