import type { BookingKindInput } from '#app/schemas/bookings.ts'
import { recordAudit } from '../audit/audit.server.ts'
import { slugify } from '../content/slug.server.ts'
import type { Db } from '../db/connection.server.ts'

/** The kinds of one-to-one session (docs/decisions/040-one-to-one-bookings.md). */

const KIND_COLUMNS = [
  'id',
  'slug',
  'name',
  'description',
  'durationMinutes',
  'priceCents',
  'bufferMinutes',
  'horizonDays',
  'noticeHours',
  'changeHours',
  'active',
] as const

const withFlag = <T extends { active: boolean | number }>(row: T) => ({ ...row, active: Boolean(row.active) })

/** Every kind, for the coach's screen. */
export const listKinds = async (db: Db) =>
  (await db.selectFrom('booking_kind').select(KIND_COLUMNS).orderBy('position').orderBy('id').execute()).map(
    withFlag,
  )

export type BookingKind = Awaited<ReturnType<typeof listKinds>>[number]

/** The kinds a visitor may book, in the coach's order. */
export const listActiveKinds = async (db: Db) => (await listKinds(db)).filter((kind) => kind.active)

export async function findActiveKind(db: Db, slug: string) {
  const row = await db
    .selectFrom('booking_kind')
    .select(KIND_COLUMNS)
    .where('slug', '=', slug)
    .executeTakeFirst()
  return row && row.active ? withFlag(row) : undefined
}

export async function findKind(db: Db, id: number) {
  const row = await db.selectFrom('booking_kind').select(KIND_COLUMNS).where('id', '=', id).executeTakeFirst()
  return row ? withFlag(row) : undefined
}

async function freeSlug(db: Db, name: string, exceptId?: number) {
  const base = slugify(name) || 'sesion'
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`
    const taken = await db
      .selectFrom('booking_kind')
      .select('id')
      .where('slug', '=', slug)
      .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId ?? 0))
      .executeTakeFirst()
    if (!taken) return slug
  }
}

interface Actor {
  user: { id: string; email: string }
  ip?: string
}

/** Creates (no id) or updates a kind; its address follows a new name only when it is created. */
export async function saveKind(db: Db, input: BookingKindInput, actor: Actor) {
  const values = {
    name: input.name,
    description: input.description ?? '',
    durationMinutes: input.durationMinutes,
    priceCents: input.price ?? null,
    bufferMinutes: input.bufferMinutes,
    horizonDays: input.horizonDays,
    noticeHours: input.noticeHours,
    changeHours: input.changeHours,
    active: input.active === 'on',
  }
  let id = input.id
  if (id === undefined) {
    const created = await db
      .insertInto('booking_kind')
      .values({ ...values, slug: await freeSlug(db, input.name) })
      .returning('id')
      .executeTakeFirstOrThrow()
    id = created.id
  } else {
    const updated = await db
      .updateTable('booking_kind')
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst()
    if (!Number(updated.numUpdatedRows)) return undefined
  }
  await recordAudit(db, {
    action: input.id === undefined ? 'booking.kindCreate' : 'booking.kindUpdate',
    user: actor.user,
    target: { type: 'booking_kind', id },
    detail: { name: input.name, active: values.active },
    ip: actor.ip,
  })
  return id
}
