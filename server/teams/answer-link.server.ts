import type { Db } from '../db/connection.server.ts'
import { sessionSecret } from '../secrets.server.ts'
import { answerKeyOf, answerToken, readAnswerToken, type AnswerClaim } from './answer-token.server.ts'
import { answerableEvent, storeAnswer } from './calendar.server.ts'

const linkKey = () => answerKeyOf(sessionSecret())

/** The path of a reminder mail's link that gives this answer for this player. */
export const answerLinkPath = (claim: AnswerClaim) => `/equipos/respuesta/${answerToken(claim, linkKey())}`

/**
 * What a reminder mail's link is about, for its confirmation page: the event, the player and the
 * answer the link gives, with the answer recorded so far. Null (one 404 for all) when the token is
 * malformed or tampered with, the event has started or was cancelled, or the player is no longer on
 * the team or their consent was withdrawn.
 */
export async function findLinkAnswer(db: Db, token: string, now = new Date()) {
  const claim = readAnswerToken(token, linkKey())
  if (!claim) return null
  const found = await answerableEvent(db, claim.eventId, claim.playerId)
    .innerJoin('team', 'team.id', 'team_event.teamId')
    .leftJoin('team_event_answer', (join) =>
      join
        .onRef('team_event_answer.eventId', '=', 'team_event.id')
        .onRef('team_event_answer.playerId', '=', 'player.id'),
    )
    .select([
      'team.name as teamName',
      'team_event.kind',
      'team_event.opponent',
      'team_event.place',
      'team_event.startsAt',
      'team_event.cancelledAt',
      'player.name as playerName',
      'team_event_answer.answer as current',
      'team_event_answer.reason as currentReason',
    ])
    .executeTakeFirst()
  if (!found || found.cancelledAt || found.startsAt <= now.toISOString()) return null
  return { ...claim, ...found }
}

/**
 * Records the answer a link gives (with the optional reason typed on its page), under the same
 * rules as an answer from the site; false when the link no longer holds (see findLinkAnswer).
 */
export async function answerByLink(
  db: Db,
  input: { token: string; reason: string | null; ip?: string | undefined },
  now = new Date(),
) {
  const found = await findLinkAnswer(db, input.token, now)
  if (!found) return false
  await storeAnswer(
    db,
    {
      eventId: found.eventId,
      playerId: found.playerId,
      answer: found.answer,
      reason: input.reason,
      by: null,
      ip: input.ip,
    },
    now,
  )
  return true
}
