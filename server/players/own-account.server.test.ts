import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PlayerInviteSchema } from '#app/schemas/player-profile.ts'
import { TeamSchema } from '#app/schemas/teams.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { accountOf } from '#tests/events/event-fixtures.ts'
import { insertUser } from '#tests/factories.ts'
import { acceptInvite, findInvite, invitePlayer } from '../teams/invites.server.ts'
import { addRosterLine, createTeam } from '../teams/teams.server.ts'
import { addGuardian, createPlayer, handOverPlayersOf } from './guardianship.server.ts'
import { ageIn, endGuardianAccessAt18, ownRecords } from './own-account.server.ts'
import { playerPage } from './profile.server.ts'

/**
 * A player of 14 or over with their own account (docs/decisions/049): invited by a guardian,
 * consenting for themself; guardians keep access until 18 only if they chose to.
 */

const consent = { version: '1', at: '2026-01-01T00:00:00.000Z' }
const coach = { user: { id: 'coach', email: 'coach@example.com' } }
/** Midsummer 2026 at the site: a player born in 2012 is 14, one born in 2013 is 13. */
const JUNE_2026 = new Date('2026-06-01T10:00:00.000Z')

describe('the invitation form and the age rule', () => {
  test('the keep-access box is on when ticked, off when not sent; a bad address is a translated error', () => {
    const form = { intent: 'invitePlayer', email: 'lucia@example.com' }
    expect(PlayerInviteSchema.parse({ ...form, keepAccess: 'on' }).keepAccess).toBe(true)
    expect(PlayerInviteSchema.parse(form).keepAccess).toBe(false)
    expect(PlayerInviteSchema.safeParse({ ...form, email: 'nope' }).error?.issues[0]?.message).toMatch(/:/)
  })
  test('the age is counted by birth year in the site time zone: New Year comes at Madrid midnight', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(ageIn(2012, new Date('2025-12-31T23:30:00.000Z'), 'Europe/Madrid')).toBe(14)
    expect(ageIn(2012, new Date('2025-12-31T22:30:00.000Z'), 'Europe/Madrid')).toBe(13)
  })
})

describe.each(engines)("a player's own account on %s", (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    await t.truncateAll()
    for (const id of ['ana', 'luis', 'lucia', 'coach']) await insertUser(t.db, id, { locale: 'es' })
  })
  afterAll(async () => {
    await t.close()
  })

  /** Lucía (born `birthYear`), guarded by Ana and Luis, on a team's roster. */
  const onTeam = async (birthYear = 2012) => {
    const playerId = await createPlayer(t.db, { guardianId: 'ana', name: 'Lucía', birthYear, consent })
    await addGuardian(t.db, { playerId, userId: 'luis', consent })
    const teamId = await createTeam(
      t.db,
      TeamSchema.parse({
        name: 'Cadete A',
        season: '2026-27',
        programme: 'infantil',
        ageBand: 15,
        colour: 'blue',
      }),
      coach,
    )
    const memberId = await addRosterLine(
      t.db,
      teamId,
      { role: 'player', typedName: 'Lucía', shirtNumber: 9 },
      coach,
    )
    if (!memberId) throw new Error('no roster line')
    await t.db.updateTable('team_member').set({ playerId }).where('id', '=', memberId).execute()
    return { playerId, teamId, memberId }
  }
  const invite = (playerId: number, keepAccess: boolean, by = 'ana') =>
    invitePlayer(
      t.db,
      { playerId, email: 'lucia@example.com', keepAccess },
      { user: accountOf(by), ip: '203.0.113.9' },
      JUNE_2026,
    )
  const tokenOf = async (playerId: number, keepAccess: boolean, by = 'ana') => {
    const invited = await invite(playerId, keepAccess, by)
    if (invited.kind !== 'ok') throw new Error(invited.kind)
    return invited.token
  }
  const accept = (token: string, user = 'lucia') =>
    acceptInvite(t.db, { token, user: accountOf(user), birthYear: 0, ip: '203.0.113.9' }, JUNE_2026)
  const guardians = async (playerId: number) =>
    (
      await t.db
        .selectFrom('player_guardian')
        .select('userId')
        .where('playerId', '=', playerId)
        .orderBy('userId')
        .execute()
    ).map((row) => row.userId)
  const sees = async (user: string, playerId: number) =>
    (await playerPage(t.db, { id: user }, playerId)) !== undefined

  test('under 14, off every team, already linked or not a guardian: refused, nothing stored', async () => {
    const young = await onTeam(2013)
    expect(await invite(young.playerId, true)).toEqual({ kind: 'tooYoung' })
    const alone = await createPlayer(t.db, { guardianId: 'ana', name: 'Marta', birthYear: 2010, consent })
    expect(await invite(alone, true)).toEqual({ kind: 'noTeam' })
    const { playerId } = await onTeam(2012)
    expect(await invite(playerId, true, 'lucia')).toEqual({ kind: 'notFound' })
    await accept(await tokenOf(playerId, true))
    expect(await invite(playerId, true)).toEqual({ kind: 'linked' })
    expect(await t.db.selectFrom('team_invite').select('id').execute()).toEqual([])
  })

  test('accepting links the account, records the player’s own consent and uses the invitation up', async () => {
    const { playerId, teamId, memberId } = await onTeam()
    const token = await tokenOf(playerId, true)
    expect(await findInvite(t.db, token, JUNE_2026)).toMatchObject({ kind: 'player', memberId, playerId })
    expect(await sees('lucia', playerId)).toBe(false)
    expect(await accept(token)).toEqual({ kind: 'accepted', playerId, teamId, own: true })
    const player = await t.db
      .selectFrom('player')
      .select('userId')
      .where('id', '=', playerId)
      .executeTakeFirst()
    expect(player?.userId).toBe('lucia')
    const consents = await t.db
      .selectFrom('consent')
      .select(['userId', 'kind', 'ip'])
      .where('userId', '=', 'lucia')
      .execute()
    expect(consents).toEqual([{ userId: 'lucia', kind: 'playerData', ip: '203.0.113.9' }])
    expect(await t.db.selectFrom('team_invite').select('id').execute()).toEqual([])
    expect(await ownRecords(t.db, 'lucia')).toEqual([{ id: playerId, name: 'Lucía', birthYear: 2012 }])
    expect(await sees('lucia', playerId)).toBe(true)
    // The same token again, or anyone else's hands: the same answer as an unknown one.
    expect(await accept(token)).toEqual({ kind: 'expired' })
    expect(await accept(token, 'luis')).toEqual({ kind: 'expired' })
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['action', 'detail'])
      .where('action', '=', 'player.consent')
      .execute()
    expect(audit).toHaveLength(1)
    expect(JSON.stringify(audit)).not.toContain('Lucía')
  })

  test('a second open invitation is spent once the record has an account', async () => {
    const { playerId } = await onTeam()
    const first = await tokenOf(playerId, true)
    const second = await tokenOf(playerId, true, 'luis')
    await accept(second)
    expect(await findInvite(t.db, first, JUNE_2026)).toBeUndefined()
    expect(await accept(first, 'luis')).toEqual({ kind: 'expired' })
  })

  test('a guardian who did not keep access loses it at acceptance; the other keeps it', async () => {
    const { playerId } = await onTeam()
    await accept(await tokenOf(playerId, false))
    expect(await guardians(playerId)).toEqual(['luis'])
    expect(await sees('ana', playerId)).toBe(false)
    expect(await sees('luis', playerId)).toBe(true)
    // Ana created the record: her account going hands it to Luis, not to the cascade.
    await handOverPlayersOf(t.db, 'ana')
    await t.db.deleteFrom('user').where('id', '=', 'ana').execute()
    expect(await sees('lucia', playerId)).toBe(true)
  })

  test('with no guardian left, the record passes to the player’s own account when the creator goes', async () => {
    const { playerId } = await onTeam()
    await t.db
      .updateTable('player_guardian')
      .set({ accessUntil18: false })
      .where('userId', '=', 'luis')
      .execute()
    await accept(await tokenOf(playerId, false))
    expect(await guardians(playerId)).toEqual([])
    await handOverPlayersOf(t.db, 'ana')
    await t.db.deleteFrom('user').where('id', '=', 'ana').execute()
    const player = await t.db
      .selectFrom('player')
      .select('guardianId')
      .where('id', '=', playerId)
      .executeTakeFirst()
    expect(player?.guardianId).toBe('lucia')
  })

  test('kept access ends in the year the player turns 18, and only for players with an account', async () => {
    const { playerId } = await onTeam()
    const unlinked = await createPlayer(t.db, { guardianId: 'ana', name: 'Marta', birthYear: 2012, consent })
    await accept(await tokenOf(playerId, true))
    expect(await guardians(playerId)).toEqual(['ana', 'luis'])
    expect(await endGuardianAccessAt18(t.db, new Date('2029-12-31T22:00:00.000Z'))).toBe(0)
    expect(await sees('ana', playerId)).toBe(true)
    // 1 January 2030 at Madrid: Lucía turns 18 this year.
    expect(await endGuardianAccessAt18(t.db, new Date('2029-12-31T23:30:00.000Z'))).toBe(2)
    expect(await guardians(playerId)).toEqual([])
    expect(await sees('ana', playerId)).toBe(false)
    expect(await sees('lucia', playerId)).toBe(true)
    expect(await guardians(unlinked)).toEqual(['ana'])
  })
})
