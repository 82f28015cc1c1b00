import { z } from './zod.ts'
import { emailField } from './auth.ts'
import { AGE_BANDS } from './drill.ts'
import { plainString } from './plain-text.ts'
import { programmes } from './programmes.ts'

/**
 * Teams, their roster lines and the invitations of guardians (issue 33,
 * docs/decisions/049-teams-players-guardians.md). Shared by the coach's forms and the server.
 */

export const teamColours = ['red', 'orange', 'green', 'teal', 'blue', 'indigo', 'purple', 'slate'] as const
export const rosterRoles = ['player', 'staff'] as const

export const TEAM_LIMITS = { name: 120, typedName: 120, shirtNumber: 99, attendanceKeptFor: 500 } as const

/** The age from which a player consents alone (Spain, LOPDGDD art. 7). */
export const OWN_CONSENT_AGE = 14

/**
 * The version of the text a guardian agrees to before a player's data is kept for a team
 * (teams:consent.*). Raise it when the text changes in meaning.
 */
export const PLAYER_CONSENT_VERSION = '2026-11-28'

/** How long an invitation stays open. */
export const INVITE_DAYS = 14

/** Days between a withdrawal of consent and the erasure of the player's data. */
export const ERASE_AFTER_DAYS = 30

const text = (max: number) =>
  plainString({ error: 'admin:errors.required' })
    .trim()
    .min(1, 'admin:errors.required')
    .max(max, 'admin:errors.tooLong')

/** The coach's team form. `season` is the start year and the next one's last two digits. */
export const TeamSchema = z.object({
  name: text(TEAM_LIMITS.name),
  season: z
    .string({ error: 'teams:errors.season' })
    .trim()
    .regex(/^\d{4}-\d{2}$/, 'teams:errors.season')
    .refine(
      (season) => (Number(season.slice(0, 4)) + 1) % 100 === Number(season.slice(5)),
      'teams:errors.season',
    ),
  programme: z.enum(programmes, { error: 'admin:errors.invalidChoice' }),
  ageBand: z.coerce
    .number({ error: 'curriculum:errors.ageBand' })
    .int('curriculum:errors.ageBand')
    .refine((age) => AGE_BANDS.includes(age), 'curriculum:errors.ageBand'),
  colour: z.enum(teamColours, { error: 'admin:errors.invalidChoice' }),
  attendanceKeptFor: plainString({ multiline: true })
    .trim()
    .max(TEAM_LIMITS.attendanceKeptFor, 'admin:errors.tooLong')
    .optional()
    .transform((reason) => reason || null),
})
export type TeamInput = z.infer<typeof TeamSchema>

/** A roster line: the name the coach types, nothing else about a child before consent. */
export const RosterLineSchema = z.object({
  role: z.enum(rosterRoles, { error: 'admin:errors.invalidChoice' }),
  typedName: text(TEAM_LIMITS.typedName),
  shirtNumber: z
    .union([z.literal('').transform(() => null), z.coerce.number({ error: 'teams:errors.shirtNumber' })])
    .optional()
    .transform((value) => value ?? null)
    .refine(
      (value) =>
        value === null || (Number.isInteger(value) && value >= 1 && value <= TEAM_LIMITS.shirtNumber),
      'teams:errors.shirtNumber',
    ),
})
export type RosterLineInput = z.infer<typeof RosterLineSchema>

/** The coach invites a guardian (or a player of 14 or over) to a roster line. */
export const InviteSchema = z.object({ email: emailField() })

const memberId = z.coerce.number().int().positive()

/** The forms of a team's page other than the team's own (roster, invitations, archive). */
export const TeamPageActionSchema = z.discriminatedUnion('intent', [
  RosterLineSchema.extend({ intent: z.literal('add') }),
  z.object({ intent: z.literal('remove'), memberId }),
  InviteSchema.extend({ intent: z.literal('invite'), memberId }),
  z.object({
    intent: z.literal('archive'),
    archived: z.enum(['1', '0']).transform((value) => value === '1'),
  }),
])

/** A guardian answers an invitation: consent (with the birth year, or one of their own players) or refusal. */
export const InviteAnswerSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('accept'),
    consent: z.literal('on', { error: 'teams:invite.consentRequired' }),
    existingPlayerId: z.coerce.number().int().positive().optional(),
    birthYear: z.coerce
      .number({ error: 'teams:errors.birthYear' })
      .int('teams:errors.birthYear')
      .min(1950, 'teams:errors.birthYear')
      .max(2100, 'teams:errors.birthYear')
      .optional(),
  }),
  z.object({ intent: z.literal('refuse') }),
])

/** A guardian withdraws consent for one of their players (/account/players). */
export const WithdrawSchema = z.object({ intent: z.literal('withdraw'), id: memberId })
