import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely'
import type { PeopleFilter, PersonAction, UserStatus } from '#app/schemas/people.ts'
import { offsetOf, pageInfo } from '../content/pagination.server.ts'
import { foldedContains } from '../content/search.server.ts'
import { purchasedCoursesWithProgress } from '../courses/learning.server.ts'
import type { Db } from '../db/connection.server.ts'
import type { Database, Role } from '../db/schema.server.ts'

export const PEOPLE_PAGE_SIZE = 25

/** One account as the users screen lists it. */
export interface PersonRow {
  id: string
  name: string
  lastName: string | null
  email: string
  role: Role
  status: UserStatus
  createdAt: string
  courses: number
}

type UserQuery = SelectQueryBuilder<Database, 'user', object>

function filtered(db: Db, filter: PeopleFilter): UserQuery {
  let query = db.selectFrom('user')
  if (filter.q) {
    const text = filter.q
    query = query.where((eb) =>
      eb.or([
        foldedContains(sql.ref('user.email'), text),
        foldedContains(sql.ref('user.name'), text),
        foldedContains(sql<string>`coalesce(${sql.ref('user.lastName')}, '')`, text),
      ]),
    )
  }
  if (filter.role === 'admin') query = query.where('user.role', '=', 'admin')
  if (filter.role === 'user')
    query = query.where((eb) => eb.or([eb('user.role', '!=', 'admin'), eb('user.role', 'is', null)]))
  if (filter.status === 'suspended') query = query.where('user.banned', '=', true)
  if (filter.status === 'unconfirmed') query = query.where('user.emailVerified', '=', false).where(notBanned)
  if (filter.status === 'active') query = query.where('user.emailVerified', '=', true).where(notBanned)
  return query
}

const notBanned = (eb: ExpressionBuilder<Database, 'user'>) =>
  eb.or([eb('user.banned', '=', false), eb('user.banned', 'is', null)])

const statusOf = (row: { banned: unknown; emailVerified: unknown }): UserStatus =>
  row.banned ? 'suspended' : row.emailVerified ? 'active' : 'unconfirmed'

const roleOf = (role: string | null): Role => (role === 'admin' ? 'admin' : 'user')

function rowsOf(query: UserQuery) {
  return query
    .select((eb) => [
      'user.id',
      'user.name',
      'user.lastName',
      'user.email',
      'user.role',
      'user.banned',
      'user.emailVerified',
      'user.createdAt',
      eb
        .selectFrom('enrollment')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('enrollment.userId', '=', 'user.id')
        .as('courses'),
    ])
    .orderBy('user.createdAt', 'desc')
    .orderBy('user.id')
}

const personOf = (row: Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number]): PersonRow => ({
  id: row.id,
  name: row.name,
  lastName: row.lastName,
  email: row.email,
  role: roleOf(row.role),
  status: statusOf(row),
  createdAt: row.createdAt,
  courses: Number(row.courses ?? 0),
})

/** Accounts newest first, searched by name or e-mail and filtered by role and status, one page. */
export async function listPeople(db: Db, filter: PeopleFilter, requestedPage: number) {
  const query = filtered(db, filter)
  const { total } = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow()
  const page = pageInfo(requestedPage, Number(total), PEOPLE_PAGE_SIZE)
  const rows = await rowsOf(query).limit(page.perPage).offset(offsetOf(page)).execute()
  return { people: rows.map(personOf), ...page }
}

/** Every account the filter matches, for the CSV export. */
export async function allPeople(db: Db, filter: PeopleFilter) {
  return (await rowsOf(filtered(db, filter)).execute()).map(personOf)
}

/** One account with what the coach needs to help: courses with progress, certificates, sessions. */
export async function findPerson(db: Db, userId: string, now = new Date()) {
  const user = await db
    .selectFrom('user')
    .select([
      'id',
      'name',
      'lastName',
      'email',
      'role',
      'banned',
      'banReason',
      'emailVerified',
      'locale',
      'createdAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return null
  const [courses, certificates, sessions] = await Promise.all([
    purchasedCoursesWithProgress(db, userId, now),
    db
      .selectFrom('certificate')
      .innerJoin('course', 'course.id', 'certificate.courseId')
      .select([
        'certificate.id',
        'course.title as courseTitle',
        'certificate.issuedAt',
        'certificate.verificationCode',
        'certificate.revokedAt',
      ])
      .where('certificate.userId', '=', userId)
      .orderBy('certificate.issuedAt', 'desc')
      .execute(),
    db
      .selectFrom('session')
      .select(['id', 'createdAt', 'lastActivityAt', 'updatedAt', 'ipAddress', 'userAgent', 'lockedAt'])
      .where('userId', '=', userId)
      .where('expiresAt', '>', now.toISOString())
      .orderBy('createdAt', 'desc')
      .limit(50)
      .execute(),
  ])
  return {
    id: user.id,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    role: roleOf(user.role),
    status: statusOf(user),
    banReason: user.banReason,
    locale: user.locale,
    createdAt: user.createdAt,
    courses,
    certificates: certificates.map(({ revokedAt, ...row }) => ({ ...row, revoked: revokedAt !== null })),
    sessions: sessions.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      lastActivityAt: row.lastActivityAt ?? row.updatedAt,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent ? row.userAgent.slice(0, 200) : null,
      locked: row.lockedAt !== null,
    })),
  }
}

export type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>

/** Why a change was refused; each is a `people:errors.*` message. */
export type PersonRefusal = 'self' | 'lastAdmin'

export type PersonOutcome =
  | { kind: 'done'; change: PersonAction['intent']; detail: Record<string, string | number> }
  | { kind: 'refused'; reason: PersonRefusal }

async function adminCount(db: Db) {
  const { n } = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow()
  return Number(n)
}

const endSessions = async (db: Db, userId: string) =>
  Number((await db.deleteFrom('session').where('userId', '=', userId).executeTakeFirst()).numDeletedRows)

/**
 * Applies one change to another account. The coach cannot change, suspend or sign out his own
 * account from here (his account page does that), and the last admin cannot lose the role, so
 * the site always keeps someone who can run it. Suspending ends every session at once.
 */
export async function changePerson(
  db: Db,
  { actorId, person, action }: { actorId: string; person: Pick<Person, 'id' | 'role'>; action: PersonAction },
): Promise<PersonOutcome> {
  if (person.id === actorId) return { kind: 'refused', reason: 'self' }
  const now = new Date().toISOString()
  switch (action.intent) {
    case 'role': {
      if (person.role === 'admin' && action.role !== 'admin' && (await adminCount(db)) <= 1)
        return { kind: 'refused', reason: 'lastAdmin' }
      await db
        .updateTable('user')
        .set({ role: action.role, updatedAt: now })
        .where('id', '=', person.id)
        .execute()
      return { kind: 'done', change: 'role', detail: { from: person.role, to: action.role } }
    }
    case 'suspend': {
      await db
        .updateTable('user')
        .set({ banned: true, banReason: action.reason || null, banExpires: null, updatedAt: now })
        .where('id', '=', person.id)
        .execute()
      return { kind: 'done', change: 'suspend', detail: { sessionsEnded: await endSessions(db, person.id) } }
    }
    case 'unsuspend': {
      await db
        .updateTable('user')
        .set({ banned: false, banReason: null, banExpires: null, updatedAt: now })
        .where('id', '=', person.id)
        .execute()
      return { kind: 'done', change: 'unsuspend', detail: {} }
    }
    case 'endSessions':
      return {
        kind: 'done',
        change: 'endSessions',
        detail: { sessionsEnded: await endSessions(db, person.id) },
      }
  }
}
