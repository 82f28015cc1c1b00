import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/connection.server.ts'
import type { AccessSource } from '../db/schema.server.ts'

/**
 * The one door to a course (docs/decisions/013-courses-and-access.md): every way in — a request
 * the coach approves, hand enrolment, an access code, later a card payment — ends in grantAccess.
 * A payment integration adds a source and calls it once the payment is confirmed; nothing else
 * needs to change.
 */
export interface AccessGrant {
  userId: string
  courseId: number
  source: AccessSource
  now?: string
}

/** Enrols the user unless they already are; 'already' leaves the first enrolment as it was. */
export async function grantAccess(db: Db, grant: AccessGrant): Promise<'granted' | 'already'> {
  const result = await db
    .insertInto('enrollment')
    .values({
      userId: grant.userId,
      courseId: grant.courseId,
      source: grant.source,
      ...(grant.now ? { purchasedAt: grant.now } : {}),
    })
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return result ? 'granted' : 'already'
}

export async function findEnrollment(db: Db, userId: string, courseId: number) {
  return db
    .selectFrom('enrollment')
    .select(['purchasedAt', 'lastLessonId'])
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst()
}

export type RequestOutcome = 'requested' | 'pending' | 'enrolled'

/** A signed-in user asks for a course; asking twice, or for a course they have, changes nothing. */
export async function requestAccess(db: Db, userId: string, courseId: number): Promise<RequestOutcome> {
  if (await findEnrollment(db, userId, courseId)) return 'enrolled'
  if (await pendingRequest(db, userId, courseId)) return 'pending'
  await db.insertInto('course_access_request').values({ userId, courseId }).execute()
  return 'requested'
}

export const pendingRequest = (db: Db, userId: string, courseId: number) =>
  db
    .selectFrom('course_access_request')
    .select(['id', 'createdAt'])
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('status', '=', 'pending')
    .executeTakeFirst()

/** The pending requests of one course, oldest first, with who asked. */
export function listPendingRequests(db: Db, courseId: number) {
  return db
    .selectFrom('course_access_request')
    .innerJoin('user', 'user.id', 'course_access_request.userId')
    .select(['course_access_request.id', 'course_access_request.createdAt', 'user.name', 'user.email'])
    .where('course_access_request.courseId', '=', courseId)
    .where('course_access_request.status', '=', 'pending')
    .orderBy('course_access_request.createdAt')
    .orderBy('course_access_request.id')
    .execute()
}

/**
 * The coach approves (enrols) or refuses a pending request of this course. Returns the learner to
 * tell, or null when there is no such pending request (decided already, or another course's).
 */
export async function decideRequest(
  db: Db,
  {
    requestId,
    courseId,
    approve,
    now = new Date().toISOString(),
  }: { requestId: number; courseId: number; approve: boolean; now?: string },
) {
  return db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable('course_access_request')
      .set({ status: approve ? 'approved' : 'refused', decidedAt: now })
      .where('id', '=', requestId)
      .where('courseId', '=', courseId)
      .where('status', '=', 'pending')
      .returning('userId')
      .executeTakeFirst()
    if (!decided) return null
    if (approve) await grantAccess(trx, { userId: decided.userId, courseId, source: 'request', now })
    return trx
      .selectFrom('user')
      .select(['id', 'name', 'email', 'locale'])
      .where('id', '=', decided.userId)
      .executeTakeFirstOrThrow()
  })
}

/** Hand enrolment by e-mail address; null when no account has that address. */
export async function enrolByEmail(db: Db, courseId: number, email: string) {
  const user = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'locale'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
  if (!user) return null
  const outcome = await grantAccess(db, { userId: user.id, courseId, source: 'admin' })
  await db
    .updateTable('course_access_request')
    .set({ status: 'approved', decidedAt: new Date().toISOString() })
    .where('userId', '=', user.id)
    .where('courseId', '=', courseId)
    .where('status', '=', 'pending')
    .execute()
  return { user, outcome }
}

/** Learners of one course with when they got in and how. */
export function listLearners(db: Db, courseId: number) {
  return db
    .selectFrom('enrollment')
    .innerJoin('user', 'user.id', 'enrollment.userId')
    .select(['user.id', 'user.name', 'user.email', 'enrollment.purchasedAt', 'enrollment.source'])
    .where('enrollment.courseId', '=', courseId)
    .orderBy('enrollment.purchasedAt', 'desc')
    .execute()
}

// ── Access codes ─────────────────────────────────────────────────────────────────────────────

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ' // Crockford base32: no I, L, O, U
const CODE_LENGTH = 20 // 100 bits

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

/** A new code: 20 random base32 characters (100 bits), shown as five groups of four. */
export function newCode() {
  const bytes = randomBytes(CODE_LENGTH)
  return Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('')
}

export const formatCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code

/** Makes `count` codes for a course; the plain codes are returned once and stored only hashed. */
export async function createAccessCodes(
  db: Db,
  {
    courseId,
    count,
    maxUses,
    expiresAt,
    discountPercent = 100,
  }: { courseId: number; count: number; maxUses: number; expiresAt?: string; discountPercent?: number },
) {
  const codes = Array.from({ length: count }, newCode)
  await db
    .insertInto('course_access_code')
    .values(
      codes.map((code) => ({
        courseId,
        codeHash: hashCode(code),
        hint: code.slice(-4),
        maxUses,
        expiresAt: expiresAt ?? null,
        discountPercent,
      })),
    )
    .execute()
  return codes.map(formatCode)
}

export function listAccessCodes(db: Db, courseId: number) {
  return db
    .selectFrom('course_access_code')
    .select(['id', 'hint', 'maxUses', 'uses', 'expiresAt', 'createdAt', 'discountPercent'])
    .where('courseId', '=', courseId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export type RedeemOutcome =
  | { kind: 'granted' | 'already'; course: { slug: string; title: string } }
  | { kind: 'invalid' | 'expired' | 'usedUp' | 'discountOnly' }

/**
 * Redeems a code (already normalised: upper case, no dashes) for the user. A code counts one use per
 * learner; an expired or used-up code grants nothing. The use is counted in the same statement that
 * checks the limit, so two learners racing for the last use cannot both get it.
 */
export async function redeemCode(
  db: Db,
  { userId, code, now = new Date().toISOString() }: { userId: string; code: string; now?: string },
): Promise<RedeemOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('course_access_code')
      .innerJoin('course', 'course.id', 'course_access_code.courseId')
      .select([
        'course_access_code.id',
        'course_access_code.courseId',
        'course_access_code.expiresAt',
        'course_access_code.discountPercent',
        'course.slug',
        'course.title',
      ])
      .where('course_access_code.codeHash', '=', hashCode(code))
      .executeTakeFirst()
    if (!row) return { kind: 'invalid' }
    // A discount is taken at Stripe Checkout, from the course's "Comprar" form.
    if (row.discountPercent < 100) return { kind: 'discountOnly' }
    const course = { slug: row.slug, title: row.title }
    if (await findEnrollment(trx, userId, row.courseId)) return { kind: 'already', course }
    if (row.expiresAt && Date.parse(row.expiresAt) <= Date.parse(now)) return { kind: 'expired' }
    if (!(await countUse(trx, { codeId: row.id, userId, now }))) return { kind: 'usedUp' }
    await grantAccess(trx, { userId, courseId: row.courseId, source: 'code', now })
    return { kind: 'granted', course }
  })
}

/**
 * Counts one use of a code by a learner, in the statement that checks the limit (two learners racing
 * for the last use cannot both get it); false when it is used up.
 */
async function countUse(db: Db, { codeId, userId, now }: { codeId: number; userId: string; now: string }) {
  const counted = await db
    .updateTable('course_access_code')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', codeId)
    .whereRef('uses', '<', 'maxUses')
    .executeTakeFirst()
  if (!Number(counted.numUpdatedRows)) return false
  await db.insertInto('course_code_redemption').values({ codeId, userId, redeemedAt: now }).execute()
  return true
}

export type PurchaseCodeOutcome =
  { kind: 'whole' } | { kind: 'discount'; percent: number } | { kind: 'invalid' | 'expired' | 'usedUp' }

/**
 * A code typed on a course's "Comprar" form. A 100 % code is redeemed as in account settings
 * (`whole`: the caller calls redeemCode). A discount counts one use per learner the first time
 * they start a checkout with it; starting again (an abandoned payment) uses the same claim.
 */
export async function claimPurchaseCode(
  db: Db,
  {
    userId,
    courseId,
    code,
    now = new Date().toISOString(),
  }: { userId: string; courseId: number; code: string; now?: string },
): Promise<PurchaseCodeOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('course_access_code')
      .select(['id', 'expiresAt', 'discountPercent'])
      .where('codeHash', '=', hashCode(code))
      .where('courseId', '=', courseId)
      .executeTakeFirst()
    if (!row) return { kind: 'invalid' }
    if (row.discountPercent >= 100) return { kind: 'whole' }
    const discount = { kind: 'discount', percent: row.discountPercent } as const
    const claimed = await trx
      .selectFrom('course_code_redemption')
      .select('codeId')
      .where('codeId', '=', row.id)
      .where('userId', '=', userId)
      .executeTakeFirst()
    if (claimed) return discount
    if (row.expiresAt && Date.parse(row.expiresAt) <= Date.parse(now)) return { kind: 'expired' }
    return (await countUse(trx, { codeId: row.id, userId, now })) ? discount : { kind: 'usedUp' }
  })
}
