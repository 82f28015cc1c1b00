import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PLAYER_CONSENT_VERSION, RosterLineSchema, TeamSchema, type TeamInput } from '#app/schemas/teams.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { accountOf, insertEvent } from '#tests/events/event-fixtures.ts'
import { testOutbox } from '#tests/events/event-outbox.ts'
import { listPlayers } from '../events/players.server.ts'
import { registerForEvent } from '../events/registrations.server.ts'
import { handOverPlayersOf } from '../players/guardianship.server.ts'
import { eraseWithdrawnPlayers, withdrawConsent } from './consent.server.ts'
import {
  acceptInvite,
  deleteExpiredInvites,
  findInvite,
  inviteGuardian,
  refuseInvite,
} from './invites.server.ts'
import { addRosterLine, createTeam, listTeams, removeRosterLine, rosterOf } from './teams.server.ts'

/**
 * Teams, rosters and guardians' consent (docs/decisions/049-teams-players-guardians.md) on both
 * engines: before a guardian consents only the typed name exists; consent makes the record; two
 * guardians at most; withdrawal hides at once and erases 30 days later.
 */

const outbox = testOutbox('teams')
const coach = { user: { id: 'coach', email: 'coach@example.com' } }
const DAY = 86_400_000

const team = (fields: Partial<Record<keyof TeamInput, unknown>> = {}): TeamInput => {
  const parsed = TeamSchema.safeParse({
    name: 'Alevín A',
    season: '2026-27',
    programme: 'infantil',
    ageBand: 10,
    colour: 'blue',
    ...fields,
  })
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

describe('team and roster forms', () => {
  test('a season that is not two following years and a shirt number out of range are translated errors', () => {
    for (const season of ['2026-28', '2026', '26-27'])
      expect(TeamSchema.safeParse({ ...team(), season }).error?.issues[0]?.message).toBe(
        'teams:errors.season',
      )
    expect(TeamSchema.safeParse({ ...team(), ageBand: 7 }).error?.issues[0]?.message).toBe(
      'curriculum:errors.ageBand',
    )
    expect(TeamSchema.safeParse({ ...team(), colour: 'pink' }).error?.issues[0]?.message).toBe(
      'admin:errors.invalidChoice',
    )
    expect(
      RosterLineSchema.safeParse({ role: 'player', typedName: 'Lucía', shirtNumber: '100' }).error?.issues[0]
        ?.message,
    ).toBe('teams:errors.shirtNumber')
    expect(RosterLineSchema.parse({ role: 'player', typedName: ' Lucía ', shirtNumber: '' })).toEqual({
      role: 'player',
      typedName: 'Lucía',
      shirtNumber: null,
    })
    expect(team({ season: '2099-00' }).season).toBe('2099-00')
  })
})

describe.each(engines)('teams and guardians on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    await t.truncateAll()
    for (const id of ['coach', 'ana', 'luis', 'eva']) await insertUser(t.db, id, { locale: 'es' })
  })
  afterAll(async () => {
    await t.close()
    outbox.remove()
  })

  const count = async (table: 'player' | 'player_guardian' | 'team_invite' | 'consent') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const line = async (name = 'Lucía Pérez') => {
    const teamId = await createTeam(t.db, team(), coach)
    const memberId = await addRosterLine(
      t.db,
      teamId,
      { role: 'player', typedName: name, shirtNumber: 7 },
      coach,
    )
    return { teamId, memberId }
  }
  const invite = async (teamId: number, memberId: number, email = 'ana@example.com', now = new Date()) => {
    const token = await inviteGuardian(t.db, { teamId, memberId, email }, coach, now)
    if (!token) throw new Error('not invited')
    return token
  }
  const accept = (
    token: string,
    user: string,
    extra: { existingPlayerId?: number; birthYear?: number } = {},
  ) =>
    acceptInvite(t.db, {
      token,
      user: accountOf(user),
      birthYear: extra.birthYear ?? 2016,
      existingPlayerId: extra.existingPlayerId,
      ip: '203.0.113.9',
    })
  const actions = async () =>
    (await t.db.selectFrom('audit_event').select('action').orderBy('id').execute()).map((row) => row.action)

  test('before consent only the typed name exists: no player, nothing else about the child', async () => {
    const { teamId } = await line()
    expect(await rosterOf(t.db, teamId)).toEqual([
      {
        id: expect.any(Number),
        role: 'player',
        shirtNumber: 7,
        state: 'named',
        name: 'Lucía Pérez',
        birthYear: null,
        playerId: null,
        hasPhoto: false,
      },
    ])
    expect(await count('player')).toBe(0)
    expect(await listTeams(t.db)).toMatchObject([{ id: teamId, name: 'Alevín A', season: '2026-27' }])
    expect(Number((await listTeams(t.db))[0]?.players)).toBe(1)
    expect(await actions()).toEqual(['team.create', 'team.member'])
  })

  test('an invited guardian consents: the record is made from the typed name, the consent kept, the invitation used up', async () => {
    const { teamId, memberId } = await line()
    const token = await invite(teamId, memberId)
    expect((await rosterOf(t.db, teamId))[0]?.state).toBe('invited')
    // Stored as a hash: the token in the mail is nowhere in the database.
    expect(
      await t.db.selectFrom('team_invite').select('id').where('tokenHash', '=', token).execute(),
    ).toEqual([])
    expect(await findInvite(t.db, token)).toMatchObject({ teamName: 'Alevín A', typedName: 'Lucía Pérez' })

    const outcome = await accept(token, 'ana', { birthYear: 2016 })
    expect(outcome).toMatchObject({ kind: 'accepted', teamId })
    expect((await rosterOf(t.db, teamId))[0]).toMatchObject({
      state: 'consented',
      name: 'Lucía Pérez',
      birthYear: 2016,
    })
    expect(await listPlayers(t.db, 'ana')).toEqual([
      { id: expect.any(Number), name: 'Lucía Pérez', birthYear: 2016 },
    ])
    expect(await t.db.selectFrom('consent').select(['userId', 'kind', 'version', 'ip']).execute()).toEqual([
      { userId: 'ana', kind: 'playerData', version: PLAYER_CONSENT_VERSION, ip: '203.0.113.9' },
    ])
    expect(await count('team_invite')).toBe(0)
    expect(await findInvite(t.db, token)).toBeUndefined()
    expect(await accept(token, 'ana')).toEqual({ kind: 'expired' })
    expect(await actions()).toContain('player.consent')
  })

  test('a second guardian joins the same record; a third is refused and nothing of theirs is kept', async () => {
    const { teamId, memberId } = await line()
    await accept(await invite(teamId, memberId), 'ana')
    const second = await accept(await invite(teamId, memberId, 'luis@example.com'), 'luis')
    expect(second.kind).toBe('accepted')
    expect(await count('player')).toBe(1)
    expect(await listPlayers(t.db, 'luis')).toHaveLength(1)
    const third = await invite(teamId, memberId, 'eva@example.com')
    expect(await accept(third, 'eva')).toEqual({ kind: 'full' })
    expect(await listPlayers(t.db, 'eva')).toEqual([])
    expect(await t.db.selectFrom('consent').select('userId').where('userId', '=', 'eva').execute()).toEqual(
      [],
    )
  })

  test('a guardian links the child they registered for an event; naming another account’s child changes nothing', async () => {
    const { id: eventId } = await insertEvent(t.db)
    await registerForEvent(t.db, {
      eventId,
      user: accountOf('ana'),
      participant: { kind: 'new', name: 'Lucía', birthYear: 2016 },
      answers: {},
      ip: null,
      origin: 'http://localhost:3000',
    })
    const [lucia] = await listPlayers(t.db, 'ana')
    if (!lucia) throw new Error('no player')
    const { teamId, memberId } = await line()
    const token = await invite(teamId, memberId, 'luis@example.com')
    expect(await accept(token, 'luis', { existingPlayerId: lucia.id })).toEqual({ kind: 'notYours' })
    expect(await count('player_guardian')).toBe(1)
    expect(await t.db.selectFrom('consent').select('userId').where('userId', '=', 'luis').execute()).toEqual(
      [],
    )

    const own = await invite(teamId, memberId)
    expect(await accept(own, 'ana', { existingPlayerId: lucia.id })).toMatchObject({
      kind: 'accepted',
      playerId: lucia.id,
    })
    expect(await count('player')).toBe(1)
    expect((await rosterOf(t.db, teamId))[0]).toMatchObject({ state: 'consented', name: 'Lucía' })
  })

  test('a refused or expired invitation goes with its address; the roster keeps the typed name', async () => {
    const { teamId, memberId } = await line()
    expect(await refuseInvite(t.db, await invite(teamId, memberId))).toBe(true)
    expect((await rosterOf(t.db, teamId))[0]?.state).toBe('named')
    const past = new Date(Date.now() - 15 * DAY)
    const old = await invite(teamId, memberId, 'ana@example.com', past)
    expect(await accept(old, 'ana')).toEqual({ kind: 'expired' })
    expect(await deleteExpiredInvites(t.db)).toBe(1)
    expect(await t.db.selectFrom('team_invite').select('email').execute()).toEqual([])
    expect(await count('player')).toBe(0)
  })

  test('withdrawn consent hides the child at once and erases the record 30 days later', async () => {
    const { teamId, memberId } = await line()
    const accepted = await accept(await invite(teamId, memberId), 'ana')
    if (accepted.kind !== 'accepted') throw new Error(accepted.kind)
    expect(await withdrawConsent(t.db, { playerId: accepted.playerId, guardian: accountOf('luis') })).toBe(
      false,
    )
    const now = new Date()
    expect(
      await withdrawConsent(t.db, { playerId: accepted.playerId, guardian: accountOf('ana') }, now),
    ).toBe(true)
    expect((await rosterOf(t.db, teamId))[0]).toMatchObject({
      state: 'withdrawn',
      name: 'Lucía Pérez',
      birthYear: null,
    })
    expect(await listPlayers(t.db, 'ana')).toEqual([])

    expect(await eraseWithdrawnPlayers(t.db, new Date(now.getTime() + 29 * DAY))).toBe(0)
    expect(await eraseWithdrawnPlayers(t.db, new Date(now.getTime() + 31 * DAY))).toBe(1)
    expect(await count('player')).toBe(0)
    expect(await count('player_guardian')).toBe(0)
    expect((await rosterOf(t.db, teamId))[0]).toMatchObject({ state: 'named', name: 'Lucía Pérez' })
    expect(await actions()).toEqual(expect.arrayContaining(['player.withdraw', 'player.erase']))
  })

  test('a guardian’s account deleted: the child another guardian holds stays with them', async () => {
    const { teamId, memberId } = await line()
    await accept(await invite(teamId, memberId), 'ana')
    await accept(await invite(teamId, memberId, 'luis@example.com'), 'luis')
    await handOverPlayersOf(t.db, 'ana')
    await t.db.deleteFrom('user').where('id', '=', 'ana').execute()
    expect(await listPlayers(t.db, 'luis')).toEqual([
      { id: expect.any(Number), name: 'Lucía Pérez', birthYear: 2016 },
    ])

    // With no other guardian, the child's record goes with the account, as before.
    await handOverPlayersOf(t.db, 'luis')
    await t.db.deleteFrom('user').where('id', '=', 'luis').execute()
    expect(await count('player')).toBe(0)
  })

  test('a roster line leaves the team; the player stays their guardians’', async () => {
    const { teamId, memberId } = await line()
    await accept(await invite(teamId, memberId), 'ana')
    expect(await removeRosterLine(t.db, teamId + 1, memberId, coach)).toBe(false)
    expect(await removeRosterLine(t.db, teamId, memberId, coach)).toBe(true)
    expect(await rosterOf(t.db, teamId)).toEqual([])
    expect(await listPlayers(t.db, 'ana')).toHaveLength(1)
  })
})
