import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PeopleFilterSchema, peopleFilterFrom, PersonActionSchema } from '#app/schemas/people.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { csvCell } from '../csv.server.ts'
import { peopleCsv } from './people-csv.server.ts'
import { allPeople, changePerson, findPerson, listPeople, PEOPLE_PAGE_SIZE } from './people.server.ts'

describe('users screen schemas', () => {
  test('filters that do not parse are ignored, so a hand-edited address still shows a list', () => {
    expect(peopleFilterFrom(new URLSearchParams('q=%20ana%20&role=owner&status=suspended'))).toEqual({
      q: 'ana',
      role: undefined,
      status: 'suspended',
    })
    expect(PeopleFilterSchema.parse({ q: 'a\u0000b' })).toEqual({ q: undefined })
  })

  test('actions: a known role, a bounded reason, nothing else', () => {
    expect(PersonActionSchema.safeParse({ intent: 'role', role: 'owner' }).error?.issues[0]?.message).toBe(
      'people:errors.role',
    )
    expect(
      PersonActionSchema.safeParse({ intent: 'suspend', reason: 'x'.repeat(501) }).error?.issues[0]?.message,
    ).toBe('people:errors.reasonLength')
    expect(PersonActionSchema.safeParse({ intent: 'delete' }).success).toBe(false)
    expect(PersonActionSchema.parse({ intent: 'suspend' })).toEqual({ intent: 'suspend' })
  })

  test('CSV cells are quoted and never start a formula', () => {
    expect(csvCell('Ana "la 9"')).toBe('"Ana ""la 9"""')
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvCell('+34 600')).toBe('"\'+34 600"')
    expect(csvCell('@cmd')).toBe('"\'@cmd"')
    expect(csvCell(3)).toBe('"3"')
  })
})

describe.each(engines)('users screen on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(() => t.truncateAll())

  const user = (
    id: string,
    {
      role = 'user' as 'admin' | 'user',
      verified = true,
      day = 1,
      name = id,
      lastName = null as string | null,
    } = {},
  ) => {
    const at = new Date(Date.UTC(2026, 0, day)).toISOString()
    return insertUser(t.db, id, { name, lastName, role, emailVerified: verified, createdAt: at })
  }

  async function session(userId: string, id = `${userId}-s`) {
    const at = new Date().toISOString()
    await t.db
      .insertInto('session')
      .values({
        id,
        userId,
        token: `${id}-token`,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        createdAt: at,
        updatedAt: at,
      })
      .execute()
  }

  const sessionsOf = async (userId: string) =>
    (await t.db.selectFrom('session').select('id').where('userId', '=', userId).execute()).length

  test('lists newest first, searches name, last name and e-mail without regard to case or accents', async () => {
    await user('ana', { name: 'Ana', lastName: 'Núñez', day: 1 })
    await user('bruno', { name: 'Bruno', lastName: 'García', day: 2 })
    await user('coach', { name: 'Pep', role: 'admin', day: 3 })
    const ids = async (filter: Parameters<typeof listPeople>[1]) =>
      (await listPeople(t.db, filter, 1)).people.map((person) => person.id)
    expect(await ids({})).toEqual(['coach', 'bruno', 'ana'])
    expect(await ids({ q: 'nunez' })).toEqual(['ana'])
    expect(await ids({ q: 'GARC' })).toEqual(['bruno'])
    expect(await ids({ q: 'coach@example' })).toEqual(['coach'])
    expect(await ids({ q: "' or 1=1 --" })).toEqual([])
    expect(await ids({ role: 'admin' })).toEqual(['coach'])
    expect(await ids({ role: 'user' })).toEqual(['bruno', 'ana'])
  })

  test('filters by status: active, unconfirmed, suspended', async () => {
    await user('ana', { day: 1 })
    await user('bruno', { verified: false, day: 2 })
    await user('carla', { day: 3 })
    await user('coach', { role: 'admin', day: 4 })
    await changePerson(t.db, {
      actorId: 'coach',
      person: { id: 'carla', role: 'user' },
      action: { intent: 'suspend' },
    })
    const list = async (status: 'active' | 'unconfirmed' | 'suspended') =>
      (await listPeople(t.db, { status }, 1)).people.map((person) => [person.id, person.status])
    expect(await list('active')).toEqual([
      ['coach', 'active'],
      ['ana', 'active'],
    ])
    expect(await list('unconfirmed')).toEqual([['bruno', 'unconfirmed']])
    expect(await list('suspended')).toEqual([['carla', 'suspended']])
  })

  test('pages hold 25 accounts; a page past the end shows the last one', async () => {
    for (let day = 1; day <= PEOPLE_PAGE_SIZE + 3; day++)
      await user(`u${String(day).padStart(2, '0')}`, { day })
    const second = await listPeople(t.db, {}, 9)
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: PEOPLE_PAGE_SIZE + 3 })
    expect(second.people.map((person) => person.id)).toEqual(['u03', 'u02', 'u01'])
    expect(await allPeople(t.db, {})).toHaveLength(PEOPLE_PAGE_SIZE + 3)
  })

  test("one account's page: courses with progress, certificates and open sessions", async () => {
    await user('ana')
    const course = await t.db
      .insertInto('course')
      .values({ slug: 'porteros', title: 'Porteros', status: 'published' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const section = await t.db
      .insertInto('course_section')
      .values({ courseId: course.id, title: 'Uno', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const lessons = await t.db
      .insertInto('course_lesson')
      .values(
        ['a', 'b'].map((slug, position) => ({
          courseId: course.id,
          sectionId: section.id,
          slug,
          title: slug,
          position,
        })),
      )
      .returning('id')
      .execute()
    await t.db.insertInto('enrollment').values({ userId: 'ana', courseId: course.id }).execute()
    await t.db.insertInto('lesson_progress').values({ userId: 'ana', lessonId: lessons[0]!.id }).execute()
    await t.db
      .insertInto('certificate')
      .values({
        id: 'c1',
        userId: 'ana',
        courseId: course.id,
        issuedAt: '2026-02-01T00:00:00.000Z',
        verificationCode: 'code-1',
        revokedAt: '2026-02-02T00:00:00.000Z',
      })
      .execute()
    await session('ana')
    const person = await findPerson(t.db, 'ana')
    expect(person).toMatchObject({
      email: 'ana@example.com',
      role: 'user',
      status: 'active',
      courses: [{ title: 'Porteros', done: 1, total: 2 }],
      certificates: [{ id: 'c1', courseTitle: 'Porteros', verificationCode: 'code-1', revoked: true }],
      sessions: [{ id: 'ana-s', locked: false }],
    })
    expect((await listPeople(t.db, {}, 1)).people[0]?.courses).toBe(1)
    expect(await findPerson(t.db, 'nobody')).toBeNull()
  })

  test('suspending ends every session; reactivating lets the account back; ending sessions counts them', async () => {
    await user('coach', { role: 'admin' })
    await user('ana')
    await session('ana', 'a1')
    await session('ana', 'a2')
    const ana = { id: 'ana', role: 'user' as const }
    expect(
      await changePerson(t.db, {
        actorId: 'coach',
        person: ana,
        action: { intent: 'suspend', reason: 'Spam' },
      }),
    ).toEqual({ kind: 'done', change: 'suspend', detail: { sessionsEnded: 2 } })
    expect(await sessionsOf('ana')).toBe(0)
    expect(await findPerson(t.db, 'ana')).toMatchObject({ status: 'suspended', banReason: 'Spam' })
    await changePerson(t.db, { actorId: 'coach', person: ana, action: { intent: 'unsuspend' } })
    expect(await findPerson(t.db, 'ana')).toMatchObject({ status: 'active', banReason: null })
    await session('ana', 'a3')
    expect(
      await changePerson(t.db, { actorId: 'coach', person: ana, action: { intent: 'endSessions' } }),
    ).toEqual({ kind: 'done', change: 'endSessions', detail: { sessionsEnded: 1 } })
  })

  test('the coach cannot change himself, and the last admin keeps the role', async () => {
    await user('coach', { role: 'admin' })
    await user('second', { role: 'admin' })
    await session('coach')
    const coach = { id: 'coach', role: 'admin' as const }
    for (const action of [
      { intent: 'role', role: 'user' },
      { intent: 'suspend' },
      { intent: 'endSessions' },
    ] as const)
      expect(await changePerson(t.db, { actorId: 'coach', person: coach, action })).toEqual({
        kind: 'refused',
        reason: 'self',
      })
    expect(await sessionsOf('coach')).toBe(1)
    expect(
      await changePerson(t.db, {
        actorId: 'second',
        person: coach,
        action: { intent: 'role', role: 'user' },
      }),
    ).toEqual({ kind: 'done', change: 'role', detail: { from: 'admin', to: 'user' } })
    // "second" is now the only admin; a demoted former admin cannot take the role away from it.
    expect(
      await changePerson(t.db, {
        actorId: 'coach',
        person: { id: 'second', role: 'admin' },
        action: { intent: 'role', role: 'user' },
      }),
    ).toEqual({ kind: 'refused', reason: 'lastAdmin' })
    expect((await findPerson(t.db, 'second'))?.role).toBe('admin')
  })

  test('the CSV export has a translated header and one line per account', async () => {
    await user('ana', { name: '=Ana', lastName: 'Núñez' })
    const csv = peopleCsv(await allPeople(t.db, {}), getFixedT('es'))
    const [header, line, end] = csv.replace('\uFEFF', '').split('\r\n')
    expect(header).toBe('"Nombre","Apellidos","Correo","Rol","Estado","Cursos","Alta"')
    expect(line).toMatch(/^"'=Ana","Núñez","ana@example.com","Usuario","Activa","0","2026-01-01/)
    expect(end).toBe('')
  })
})
