import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { emptyDiagram } from '#app/schemas/diagram.ts'
import { SessionChangeSchema, SessionsListSchema } from '#app/schemas/sessions.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertDrill, insertUser } from '#tests/factories.ts'
import { loadDemoContent } from '../content/demo/load.server.ts'
import {
  addDrill,
  changeSession,
  copySession,
  createSession,
  findOwnSession,
  findSharedSession,
  findSharedSessionHead,
  listExampleSessions,
  listOwnSessions,
  seedExampleSessions,
  SHARE_TOKEN,
  totalsOf,
} from './sessions.server.ts'

describe('session forms', () => {
  test('minutes, players and phases are bounded; titles are plain text', () => {
    const issues = (value: Record<string, unknown>) =>
      SessionChangeSchema.safeParse(value).error?.issues.map((issue) => issue.message)
    expect(issues({ intent: 'addBlock', title: 'Rondo', phase: 'main', minutes: '0' })).toEqual([
      'sessions:errors.minutes',
    ])
    expect(issues({ intent: 'addBlock', title: 'Rondo', phase: 'siesta', minutes: '10' })).toEqual([
      'sessions:errors.phase',
    ])
    expect(issues({ intent: 'details', title: 'A\u0000', players: '61' })).toEqual([
      'validation:controlCharacters',
      'sessions:errors.players',
    ])
    expect(SessionsListSchema.safeParse({ intent: 'copy', token: '../../etc' }).success).toBe(false)
  })

  test('totals per phase and for the whole session', () => {
    expect(
      totalsOf([
        { phase: 'warmup', minutes: 10 },
        { phase: 'main', minutes: 15 },
        { phase: 'main', minutes: 20 },
      ]),
    ).toEqual({ byPhase: { warmup: 10, main: 35, game: 0, cooldown: 0 }, total: 45 })
  })
})

describe.each(engines)('training sessions on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(() => t.truncateAll())

  const drill = (title: string, status?: 'published' | 'draft') => insertDrill(t.db, title, status)

  async function sessionOf(userId: string) {
    const id = await createSession(t.db, userId, { title: 'Martes', ageGroup: 11, players: 14 })
    const found = await findOwnSession(t.db, userId, id)
    if (!found) throw new Error('not found')
    return found
  }

  const reload = async (userId: string, id: number) => {
    const found = await findOwnSession(t.db, userId, id)
    if (!found) throw new Error('not found')
    return found
  }

  test("a members-only drill's diagrams show in a session only to readers of members-only content", async () => {
    const ana = await insertUser(t.db, 'ana')
    const rondo = await drill('Rondo')
    const diagrams = JSON.stringify([{ ...emptyDiagram('half'), title: 'Rondo para socios' }])
    await t.db.updateTable('drill').set({ diagrams, access: 'members' }).where('id', '=', rondo).execute()
    const session = await sessionOf(ana)
    await addDrill(t.db, session.id, rondo)
    const asNonMember = await findOwnSession(t.db, ana, session.id)
    expect(asNonMember?.blocks[0]?.diagrams).toEqual([])
    const asMember = await findOwnSession(t.db, ana, session.id, true)
    expect(asMember?.blocks[0]?.diagrams.map((diagram) => diagram.title)).toEqual(['Rondo para socios'])
  })

  test("the sheet carries each drill's coaching points and equipment (members-only ones only to members)", async () => {
    const ana = await insertUser(t.db, 'ana')
    const rondo = await drill('Rondo')
    const socios = await drill('Rondo de socios')
    const points = JSON.stringify(['Perfil abierto', 'Pase al pie lejano'])
    await t.db.updateTable('drill').set({ coachingPoints: points, equipment: '|balls|cones|' }).execute()
    await t.db.updateTable('drill').set({ access: 'members' }).where('id', '=', socios).execute()
    const session = await sessionOf(ana)
    await addDrill(t.db, session.id, rondo)
    await addDrill(t.db, session.id, socios)
    const sheet = await reload(ana, session.id)
    expect(sheet.blocks.map((b) => [b.coachingPoints, b.equipment])).toEqual([
      [
        ['Perfil abierto', 'Pase al pie lejano'],
        ['balls', 'cones'],
      ],
      [[], []],
    ])
  })

  test('blocks of published drills, totals on the server, order, and only the owner sees it', async () => {
    const ana = await insertUser(t.db, 'ana')
    const eve = await insertUser(t.db, 'eve')
    const rondo = await drill('Rondo')
    const hidden = await drill('Borrador', 'draft')
    const session = await sessionOf(ana)
    expect(await addDrill(t.db, session.id, rondo)).toBe('added')
    expect(await addDrill(t.db, session.id, hidden)).toBe('noDrill')
    expect(
      await changeSession(t.db, session, {
        intent: 'addBlock',
        title: 'Estiramientos',
        phase: 'cooldown',
        minutes: 5,
      }),
    ).toEqual({ kind: 'done', notice: 'addBlock' })
    let current = await reload(ana, session.id)
    expect(current.blocks.map((block) => [block.title, block.phase, block.minutes, block.drillSlug])).toEqual(
      [
        ['Rondo', 'main', 12, 'rondo'],
        ['Estiramientos', 'cooldown', 5, null],
      ],
    )
    expect(current.totals).toEqual({ byPhase: { warmup: 0, main: 12, game: 0, cooldown: 5 }, total: 17 })
    const [first, second] = current.blocks
    await changeSession(t.db, current, { intent: 'moveUp', blockId: second?.id ?? 0 })
    await changeSession(t.db, current, {
      intent: 'updateBlock',
      blockId: first?.id ?? 0,
      phase: 'warmup',
      minutes: 20,
      notes: 'Dos grupos',
    })
    current = await reload(ana, session.id)
    expect(current.blocks.map((block) => [block.title, block.phase, block.minutes])).toEqual([
      ['Estiramientos', 'cooldown', 5],
      ['Rondo', 'warmup', 20],
    ])
    expect(await findOwnSession(t.db, eve, session.id)).toBeNull()
    expect(await listOwnSessions(t.db, eve)).toEqual([])
    expect((await listOwnSessions(t.db, ana)).map((row) => [row.title, row.minutes])).toEqual([
      ['Martes', 25],
    ])
    // A block id of another session changes nothing.
    const other = await sessionOf(eve)
    expect(await changeSession(t.db, other, { intent: 'deleteBlock', blockId: first?.id ?? 0 })).toEqual({
      kind: 'notFound',
    })
  })

  test('a deleted drill leaves its block with its title; duplicating copies blocks and never the link', async () => {
    const ana = await insertUser(t.db, 'ana')
    const rondo = await drill('Rondo')
    const session = await sessionOf(ana)
    await addDrill(t.db, session.id, rondo)
    await changeSession(t.db, session, { intent: 'share' })
    await t.db.deleteFrom('drill').where('id', '=', rondo).execute()
    const current = await reload(ana, session.id)
    expect(current.blocks.map((block) => [block.title, block.drillSlug])).toEqual([['Rondo', null]])
    const outcome = await changeSession(t.db, current, { intent: 'duplicate' })
    if (outcome.kind !== 'created') throw new Error(outcome.kind)
    const copy = await reload(ana, outcome.id)
    expect(copy).toMatchObject({ title: 'Martes (copia)', shareToken: null, totals: { total: 12 } })
  })

  test('a share link is unguessable, read-only for anyone, and dies when revoked', async () => {
    const ana = await insertUser(t.db, 'ana')
    const session = await sessionOf(ana)
    await changeSession(t.db, session, { intent: 'share' })
    const token = (await reload(ana, session.id)).shareToken ?? ''
    expect(token).toMatch(SHARE_TOKEN)
    expect((await findSharedSession(t.db, token))?.title).toBe('Martes')
    const oneCharacterOff = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`
    expect(await findSharedSession(t.db, oneCharacterOff)).toBeNull()
    const eve = await insertUser(t.db, 'eve')
    const copied = await copySession(t.db, session.id, eve)
    expect((await findOwnSession(t.db, eve, copied))?.title).toBe('Martes (copia)')
    await changeSession(t.db, await reload(ana, session.id), { intent: 'unshare' })
    expect(await findSharedSession(t.db, token)).toBeNull()
    await changeSession(t.db, await reload(ana, session.id), { intent: 'delete' })
    expect(await findOwnSession(t.db, ana, session.id)).toBeNull()
  })

  test('a session is marked for the pitch and unmarked by its owner; a copy is not marked', async () => {
    const ana = await insertUser(t.db, 'ana')
    const session = await sessionOf(ana)
    expect(session.forPitch).toBe(false)
    await changeSession(t.db, session, { intent: 'forPitch' })
    expect((await reload(ana, session.id)).forPitch).toBe(true)
    expect((await listOwnSessions(t.db, ana)).map((row) => row.forPitch)).toEqual([true])
    const copied = await copySession(t.db, session.id, ana)
    expect((await reload(ana, copied)).forPitch).toBe(false)
    await changeSession(t.db, await reload(ana, session.id), { intent: 'notForPitch' })
    expect((await reload(ana, session.id)).forPitch).toBe(false)
  })

  test('a members-only shared session: its title for anyone, its notes and blocks only for members, copies stay members-only', async () => {
    const coach = await insertUser(t.db, 'coach')
    const session = await sessionOf(coach)
    await changeSession(t.db, session, {
      intent: 'details',
      title: 'Salida de balón',
      ageGroup: 11,
      players: 14,
      notes: 'Nota secreta',
    })
    await changeSession(t.db, await reload(coach, session.id), { intent: 'share' })
    await changeSession(t.db, await reload(coach, session.id), { intent: 'access', access: 'members' })
    const shared = await reload(coach, session.id)
    const token = shared.shareToken ?? ''
    expect(shared.access).toBe('members')
    expect(await findSharedSessionHead(t.db, token)).toEqual({
      id: session.id,
      title: 'Salida de balón',
      ageGroup: 11,
      players: 14,
      access: 'members',
    })
    expect(await findSharedSession(t.db, token)).toBeNull()
    expect((await findSharedSession(t.db, token, true))?.notes).toBe('Nota secreta')
    const member = await insertUser(t.db, 'member')
    const copied = await findOwnSession(t.db, member, await copySession(t.db, session.id, member), true)
    expect(copied?.access).toBe('members')
    await changeSession(t.db, shared, { intent: 'access', access: 'public' })
    expect((await findSharedSession(t.db, token))?.notes).toBe('Nota secreta')
  })

  test('a session holds at most 40 blocks', async () => {
    const ana = await insertUser(t.db, 'ana')
    const session = await sessionOf(ana)
    for (let n = 0; n < 40; n++)
      await changeSession(t.db, session, {
        intent: 'addBlock',
        title: `Bloque ${n}`,
        phase: 'main',
        minutes: 1,
      })
    expect(
      await changeSession(t.db, session, { intent: 'addBlock', title: 'Uno más', phase: 'main', minutes: 1 }),
    ).toEqual({ kind: 'refused', error: 'sessions:errors.full' })
  })

  test('the demo examples name real drills and are shared publicly without an owner', async () => {
    const demoSessions = loadDemoContent().sessions
    for (const title of new Set(
      demoSessions.flatMap((s) => s.blocks.flatMap((b) => (b.drill ? [b.drill] : []))),
    )) {
      await drill(title)
    }
    expect(await seedExampleSessions(t.db, demoSessions)).toBe(3)
    const examples = await listExampleSessions(t.db)
    expect(examples).toHaveLength(3)
    const first = await findSharedSession(t.db, examples[0]?.shareToken ?? '')
    expect(first?.userId).toBeNull()
    expect(first?.totals.total).toBe(75)
  })
})
