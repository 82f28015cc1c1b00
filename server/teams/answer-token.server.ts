import { createHmac, timingSafeEqual } from 'node:crypto'
import { teamAnswers, type TeamAnswerValue } from '#app/schemas/team-calendar.ts'

/**
 * The one-click answer links of a team reminder mail, `/equipos/respuesta/:token`
 * (docs/decisions/049-teams-players-guardians.md): the token names the event, the player and the
 * answer, signed with a key derived from the session secret. Nothing is stored: whoever holds the
 * link may give that answer for that player, as long as the event has not started (checked against
 * the database when the link is used, answer-link.server.ts). No secret is read here, so tests
 * sign links with the secret of the server they run.
 */

export interface AnswerClaim {
  eventId: number
  playerId: number
  answer: TeamAnswerValue
}

/** The key that signs answer links: derived from the session secret, never the secret itself. */
export const answerKeyOf = (secret: string) =>
  createHmac('sha256', secret).update('team-answer-link').digest()

const signatureOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url')

const payloadOf = (claim: AnswerClaim) => `${claim.eventId}.${claim.playerId}.${claim.answer}`

/** The token of one answer link: `event.player.answer.signature`. */
export const answerToken = (claim: AnswerClaim, key: Buffer) => {
  const payload = payloadOf(claim)
  return `${payload}.${signatureOf(key, payload)}`
}

const positiveId = (text: string | undefined) =>
  text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined

const isAnswer = (text: string | undefined): text is TeamAnswerValue =>
  (teamAnswers as readonly string[]).includes(text ?? '')

/** The claim of a well-formed token whose signature is right (compared in constant time), else null. */
export function readAnswerToken(token: string, key: Buffer): AnswerClaim | null {
  const [event, player, answer, signature, extra] = token.split('.')
  const eventId = positiveId(event)
  const playerId = positiveId(player)
  if (!eventId || !playerId || !isAnswer(answer) || !signature || extra !== undefined) return null
  const claim = { eventId, playerId, answer }
  const expected = Buffer.from(signatureOf(key, payloadOf(claim)))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim : null
}
