import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { engines } from '#tests/db.ts'
import { twoInstances } from '#tests/events/event-fixtures.ts'
import { testOutbox } from '#tests/events/event-outbox.ts'
import { insertUser } from '#tests/factories.ts'
import type { Db } from '../db/connection.server.ts'
import { addGuardian, createPlayer } from '../players/guardianship.server.ts'
import { answerByLink, findLinkAnswer } from './answer-link.server.ts'
import { answerKeyOf, answerToken, readAnswerToken } from './answer-token.server.ts'
import { sendTeamReminders } from './team-reminders.server.ts'

/**
 * Team reminders and their answer links (slice 3 of docs/decisions/049) on both engines: the job
 * sends each due event's mails once whatever the instances, only to the guardians and own accounts
 * of consented players on the roster; a link is signed, changes nothing until its page is posted,
 * and stops at the event's start, its cancellation or the player's withdrawal.
 */

const SECRET = 'team-reminders-secret-that-is-long-enough-0'
vi.stubEnv('SESSION_SECRET', SECRET)
const outbox = testOutbox('team-reminders')
const origin = 'http://localhost:3000'
const HOUR = 3_600_000
const NOW = new Date('2027-03-16T09:00:00Z')
const consent = { version: '1', at: '2026-09-01T00:00:00.000Z' }

afterAll(() => outbox.remove())

describe('answer tokens', () => {
  const key = answerKeyOf(SECRET)
  const claim = { eventId: 12, playerId: 34, answer: 'maybe' } as const

  test('a token reads back to its claim with the key that signed it, and not otherwise', () => {
    const token = answerToken(claim, key)
    expect(readAnswerToken(token, key)).toEqual(claim)
    expect(readAnswerToken(token, answerKeyOf('another-secret-that-is-long-enough-0123'))).toBeNull()
  })

  test('a tampered token is refused: another answer, player or event, a changed signature, extra parts', () => {
    const [, , , signature = ''] = answerToken(claim, key).split('.')
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    for (const token of [
      `12.34.available.${signature}`,
      `12.35.maybe.${signature}`,
      `13.34.maybe.${signature}`,
      `12.34.maybe.${flipped}`,
      `12.34.maybe.${signature.slice(1)}`,
      `12.34.maybe.${signature}.x`,
      `12.34.maybe`,
      `0.34.maybe.${signature}`,
      `12.34.yes.${signature}`,
      '',
    ])
      expect(readAnswerToken(token, key), token).toBeNull()
  })
})

describe.each(engines)('team reminders on %s', (engine) => {
  let instances: Awaited<ReturnType<typeof twoInstances>>
  let db: Db
  let teamId: number
  /** Lucía: guardians ana (Spanish) and luis (English), her own account `lucia` (no language). */
  let lucia: number
  /** Marta: consented by eva, then withdrawn. */
  let marta: number

  beforeAll(async () => {
    instances = await twoInstances(engine)
    db = instances.a
    for (const id of ['ana', 'eva', 'lucia'])
      await insertUser(db, id, { locale: id === 'lucia' ? null : 'es' })
    await insertUser(db, 'luis', { locale: 'en', name: 'Luis' })
    ;({ id: teamId } = await db
      .insertInto('team')
      .values({ name: 'Alevín A', season: '2026-27', programme: 'infantil', ageBand: 10, colour: 'blue' })
      .returning('id')
      .executeTakeFirstOrThrow())
    lucia = await createPlayer(db, { guardianId: 'ana', name: 'Lucía P.', birthYear: 2016, consent })
    expect(await addGuardian(db, { playerId: lucia, userId: 'luis', consent })).toBe('added')
    await db.updateTable('player').set({ userId: 'lucia' }).where('id', '=', lucia).execute()
    marta = await createPlayer(db, { guardianId: 'eva', name: 'Marta', birthYear: 2016, consent })
    await db.updateTable('player').set({ withdrawnAt: consent.at }).where('id', '=', marta).execute()
    await db
      .insertInto('team_member')
      .values([
        { teamId, role: 'player', typedName: 'Lucía P.', playerId: lucia },
        { teamId, role: 'player', typedName: 'Marta', playerId: marta },
        { teamId, role: 'player', typedName: 'Pablo (sin consentimiento)' },
      ])
      .execute()
  })
  beforeEach(async () => {
    await db.deleteFrom('team_event').execute()
    await db.deleteFrom('mail_queue').execute()
    outbox.clear()
  })
  afterAll(() => instances.close())

  const insertTeamEvent = async (
    startsInHours: number,
    fields: {
      kind?: 'training' | 'match'
      opponent?: string
      cancelledAt?: string
      remindedAt?: string
    } = {},
  ) =>
    (
      await db
        .insertInto('team_event')
        .values({
          teamId,
          kind: fields.kind ?? 'training',
          opponent: fields.opponent ?? null,
          place: 'Campo 2',
          startsAt: new Date(NOW.getTime() + startsInHours * HOUR).toISOString(),
          endsAt: new Date(NOW.getTime() + (startsInHours + 1.5) * HOUR).toISOString(),
          cancelledAt: fields.cancelledAt ?? null,
          remindedAt: fields.remindedAt ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const remindedAt = async (id: number) =>
    (await db.selectFrom('team_event').select('remindedAt').where('id', '=', id).executeTakeFirstOrThrow())
      .remindedAt
  const recipientOf = (mail: string) => /^To: (.+)$/m.exec(mail)?.[1]?.trim()

  test('an event due within 48 hours is reminded once, whichever of two instances runs the job', async () => {
    const due = await insertTeamEvent(30, { kind: 'match', opponent: 'CD Leganés' })
    const later = await insertTeamEvent(72)
    const [first, second] = await Promise.all([
      sendTeamReminders(instances.a, { origin, now: NOW }),
      sendTeamReminders(instances.b, { origin, now: NOW }),
    ])
    // Lucía's two guardians and her own account; Marta withdrawn, Pablo not consented.
    expect(first + second).toBe(3)
    expect(await sendTeamReminders(db, { origin, now: NOW })).toBe(0)
    expect(await remindedAt(due)).toBe(NOW.toISOString())
    expect(await remindedAt(later)).toBeNull()
    const mails = outbox.mails()
    expect(mails.map(recipientOf).sort()).toEqual([
      'ana@example.com',
      'lucia@example.com',
      'luis@example.com',
    ])
    const english = mails.find((mail) => recipientOf(mail) === 'luis@example.com') ?? ''
    expect(english).toMatch(/^Subject: .*Reminder_for_Alev/m) // Q-encoded: spaces are underscores
    expect(english).toContain('Lucía P. has a match against CD Leganés with Alevín A on Mar 17, 2027, 4:00')
    expect(english).toContain('No answer yet.')
    // Three links, one per answer, each a signed claim for this event and player.
    const links = [...english.matchAll(/\/equipos\/respuesta\/([^\s"<]+)/g)].map((match) => match[1] ?? '')
    const claims = [...new Set(links)].map((token) => readAnswerToken(token, answerKeyOf(SECRET)))
    expect(claims).toEqual([
      { eventId: due, playerId: lucia, answer: 'available' },
      { eventId: due, playerId: lucia, answer: 'unavailable' },
      { eventId: due, playerId: lucia, answer: 'maybe' },
    ])
    // No language of her own: the site's, Spanish; the time is the site's wall clock (Madrid, UTC+1).
    const own = mails.find((mail) => recipientOf(mail) === 'lucia@example.com') ?? ''
    expect(own).toContain(
      'Lucía P. tiene partido contra CD Leganés con Alevín A el 17 mar 2027, 16:00 en Campo 2.',
    )
    expect(mails.join('\n')).not.toContain('Marta')
  })

  test('cancelled, already reminded and started events are left alone; the current answer is told', async () => {
    const cancelled = await insertTeamEvent(20, { cancelledAt: NOW.toISOString() })
    await insertTeamEvent(21, { remindedAt: '2027-03-15T09:00:00.000Z' })
    await insertTeamEvent(-1)
    expect(await sendTeamReminders(db, { origin, now: NOW })).toBe(0)
    expect(await remindedAt(cancelled)).toBeNull()

    const answered = await insertTeamEvent(40)
    await db
      .insertInto('team_event_answer')
      .values({
        eventId: answered,
        playerId: lucia,
        answer: 'maybe',
        answeredBy: 'ana',
        answeredAt: consent.at,
      })
      .execute()
    expect(await sendTeamReminders(db, { origin, now: NOW })).toBe(3)
    const spanish = outbox.mails().find((mail) => recipientOf(mail) === 'ana@example.com') ?? ''
    expect(spanish).toContain('Respuesta actual: Quizá.')
  })

  test('an archived team is not reminded', async () => {
    await db.updateTable('team').set({ archivedAt: NOW.toISOString() }).where('id', '=', teamId).execute()
    try {
      await insertTeamEvent(10)
      expect(await sendTeamReminders(db, { origin, now: NOW })).toBe(0)
    } finally {
      await db.updateTable('team').set({ archivedAt: null }).where('id', '=', teamId).execute()
    }
  })

  const tokenFor = (eventId: number, playerId: number, answer: 'available' | 'unavailable' | 'maybe') =>
    answerToken({ eventId, playerId, answer }, answerKeyOf(SECRET))
  const answerRow = (eventId: number) =>
    db
      .selectFrom('team_event_answer')
      .select(['answer', 'reason', 'answeredBy'])
      .where('eventId', '=', eventId)
      .where('playerId', '=', lucia)
      .executeTakeFirst()

  test("a link's page changes nothing; posting it records the answer and its reason, as from the site", async () => {
    const eventId = await insertTeamEvent(30)
    const token = tokenFor(eventId, lucia, 'unavailable')
    expect(await findLinkAnswer(db, token, NOW)).toMatchObject({
      eventId,
      playerId: lucia,
      answer: 'unavailable',
      teamName: 'Alevín A',
      playerName: 'Lucía P.',
      place: 'Campo 2',
      current: null,
    })
    expect(await answerRow(eventId)).toBeUndefined()
    expect(await answerByLink(db, { token, reason: 'Examen', ip: '203.0.113.5' }, NOW)).toBe(true)
    expect(await answerRow(eventId)).toEqual({ answer: 'unavailable', reason: 'Examen', answeredBy: null })
    // Another of the mail's links replaces it; the page then shows the answer recorded.
    const maybe = tokenFor(eventId, lucia, 'maybe')
    expect(await answerByLink(db, { token: maybe, reason: null }, NOW)).toBe(true)
    expect(await findLinkAnswer(db, maybe, NOW)).toMatchObject({ current: 'maybe', currentReason: null })
    const audit = await db
      .selectFrom('audit_event')
      .select(['action', 'userId', 'detail'])
      .where('targetId', '=', String(eventId))
      .where('action', '=', 'team.event.answer')
      .execute()
    expect(audit).toHaveLength(2)
    expect(audit.every((row) => row.userId === null && String(row.detail).includes('link'))).toBe(true)
  })

  test('a tampered link, a started or cancelled event, a withdrawn player or one off the team: nothing', async () => {
    const eventId = await insertTeamEvent(30)
    const started = new Date(NOW.getTime() + 30 * HOUR)
    const token = tokenFor(eventId, lucia, 'available')
    const refused = async (link: string, now = NOW) => {
      expect(await findLinkAnswer(db, link, now)).toBeNull()
      expect(await answerByLink(db, { token: link, reason: null }, now)).toBe(false)
    }
    await refused(token.replace('.available.', '.maybe.'))
    await refused(token, started)
    await refused(tokenFor(eventId, marta, 'available'))
    await refused(tokenFor(eventId + 1000, lucia, 'available'))
    await db.deleteFrom('team_member').where('playerId', '=', lucia).execute()
    await refused(token)
    await db
      .insertInto('team_member')
      .values({ teamId, role: 'player', typedName: 'Lucía P.', playerId: lucia })
      .execute()
    expect(await findLinkAnswer(db, token, NOW)).not.toBeNull()
    await db
      .updateTable('team_event')
      .set({ cancelledAt: NOW.toISOString() })
      .where('id', '=', eventId)
      .execute()
    await refused(token)
    expect(await answerRow(eventId)).toBeUndefined()
  })
})
