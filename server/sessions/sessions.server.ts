import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import {
  sessionPhases,
  SESSION_LIMITS,
  type SessionChange,
  type SessionPhase,
} from '#app/schemas/sessions.ts'
import type { z } from '#app/schemas/zod.ts'
import type { SessionDetailsSchema } from '#app/schemas/sessions.ts'
import type { DemoSession } from '../content/demo/schemas.server.ts'
import type { Db } from '../db/connection.server.ts'
import { readDiagrams, readLines, splitEquipment } from '../drills/drill-fields.server.ts'

type Details = z.infer<typeof SessionDetailsSchema>

/** 18 random bytes: 144 bits, 24 characters in a URL. */
export const newShareToken = () => randomBytes(18).toString('base64url')
export const SHARE_TOKEN = /^[\w-]{24}$/

const detailValues = (details: Details) => ({
  title: details.title,
  ageGroup: details.ageGroup ?? null,
  players: details.players ?? null,
  notes: details.notes ?? '',
})

/** The user's sessions, last changed first, with their total minutes. */
export function listOwnSessions(db: Db, userId: string) {
  return db
    .selectFrom('training_session')
    .select((eb) => [
      'id',
      'title',
      'ageGroup',
      'players',
      'updatedAt',
      'shareToken',
      'forPitch',
      eb
        .selectFrom('training_session_block')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('minutes'), sql<number>`0`).as('m'))
        .whereRef('training_session_block.sessionId', '=', 'training_session.id')
        .as('minutes'),
    ])
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        minutes: Number(row.minutes ?? 0),
        shared: row.shareToken !== null,
        forPitch: Boolean(row.forPitch),
      })),
    )
}

/** The site's example sessions that are shared (demo content), for the drills page. */
export const listExampleSessions = (db: Db) =>
  db
    .selectFrom('training_session')
    .select(['title', 'shareToken', 'access'])
    .where('userId', 'is', null)
    .where('shareToken', 'is not', null)
    .orderBy('id')
    .execute()

export async function createSession(
  db: Db,
  userId: string | null,
  details: Details,
  access: 'public' | 'members' = 'public',
) {
  const row = await db
    .insertInto('training_session')
    .values({ userId, ...detailValues(details), access })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** A published drill, as a session block takes it (title, and its duration as the default minutes). */
export const publishedDrill = (db: Db, drillId: number) =>
  db
    .selectFrom('drill')
    .select(['id', 'title', 'durationMinutes'])
    .where('id', '=', drillId)
    .where('status', '=', 'published')
    .executeTakeFirst()

/** A published drill by its slug (the drill page's "add to my sessions" link), or null. */
export async function publishedDrillBySlug(db: Db, slug: string) {
  return (
    (await db
      .selectFrom('drill')
      .select(['id', 'title'])
      .where('slug', '=', slug)
      .where('status', '=', 'published')
      .executeTakeFirst()) ?? null
  )
}

/** The published drills a session block can take, by title, for the editor's choice list. */
export const drillChoices = (db: Db) =>
  db
    .selectFrom('drill')
    .select(['id', 'title'])
    .where('status', '=', 'published')
    .orderBy('title')
    .limit(1000)
    .execute()

/**
 * A session's blocks; a members-only drill's diagrams are left out unless the reader may read
 * members-only content (a non-member could otherwise read them through a session of their own).
 */
async function blocksOf(db: Db, sessionId: number, membersContent: boolean) {
  const rows = await db
    .selectFrom('training_session_block')
    .leftJoin('drill', (join) =>
      join.onRef('drill.id', '=', 'training_session_block.drillId').on('drill.status', '=', 'published'),
    )
    .select([
      'training_session_block.id',
      'training_session_block.phase',
      'training_session_block.title',
      'training_session_block.minutes',
      'training_session_block.notes',
      'drill.slug as drillSlug',
      'drill.objective as drillObjective',
      'drill.diagrams as drillDiagrams',
      'drill.coachingPoints as drillCoachingPoints',
      'drill.equipment as drillEquipment',
      'drill.access as drillAccess',
    ])
    .where('training_session_block.sessionId', '=', sessionId)
    .orderBy('training_session_block.position')
    .orderBy('training_session_block.id')
    .execute()
  return rows.map(({ drillDiagrams, drillCoachingPoints, drillEquipment, drillAccess, ...row }) => {
    const readable = membersContent || drillAccess !== 'members'
    return {
      ...row,
      id: Number(row.id),
      diagrams: drillDiagrams && readable ? readDiagrams(drillDiagrams) : [],
      // what the sheet prints beside the diagram: the drill's points to coach and what to bring
      coachingPoints: drillCoachingPoints && readable ? readLines(drillCoachingPoints) : [],
      equipment: drillEquipment && readable ? splitEquipment(drillEquipment) : [],
    }
  })
}

/** Totals per phase and for the whole session, computed here (never trusted from a form). */
export function totalsOf(blocks: Array<{ phase: SessionPhase; minutes: number }>) {
  const byPhase = Object.fromEntries(sessionPhases.map((phase) => [phase, 0])) as Record<SessionPhase, number>
  for (const block of blocks) byPhase[block.phase] += block.minutes
  return { byPhase, total: blocks.reduce((sum, block) => sum + block.minutes, 0) }
}

async function sessionWithBlocks(
  db: Db,
  row: ({ id: number } & Record<string, unknown>) | undefined,
  membersContent: boolean,
) {
  if (!row) return null
  const blocks = await blocksOf(db, Number(row.id), membersContent)
  return { ...row, id: Number(row.id), forPitch: Boolean(row.forPitch), blocks, totals: totalsOf(blocks) }
}

const sessionColumns = [
  'id',
  'userId',
  'title',
  'ageGroup',
  'players',
  'notes',
  'shareToken',
  'access',
  'forPitch',
  'updatedAt',
] as const

/** One of the user's own sessions with its blocks and totals; null for anyone else's (as if absent). */
export async function findOwnSession(db: Db, userId: string, sessionId: number, membersContent = false) {
  const row = await db
    .selectFrom('training_session')
    .select(sessionColumns)
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst()
  return sessionWithBlocks(db, row, membersContent) as Promise<SessionView | null>
}

/**
 * What anyone with a shared session's link may know before its gate: title, age group, players and
 * who may read it; undefined when the token is unknown or was revoked.
 */
export async function findSharedSessionHead(db: Db, token: string) {
  if (!SHARE_TOKEN.test(token)) return undefined
  const row = await db
    .selectFrom('training_session')
    .select(['id', 'title', 'ageGroup', 'players', 'access'])
    .where('shareToken', '=', token)
    .executeTakeFirst()
  return row && { ...row, id: Number(row.id) }
}

/**
 * A shared session by its token, read-only, with its blocks; null when the token is unknown or was
 * revoked, and for a members-only one unless the reader may read members-only content (its notes
 * and blocks are its body: a non-member gets neither, nor a copy of them).
 */
export async function findSharedSession(db: Db, token: string, membersContent = false) {
  if (!SHARE_TOKEN.test(token)) return null
  const row = await db
    .selectFrom('training_session')
    .select(sessionColumns)
    .where('shareToken', '=', token)
    .$if(!membersContent, (query) => query.where('access', '=', 'public'))
    .executeTakeFirst()
  return sessionWithBlocks(db, row, membersContent) as Promise<SessionView | null>
}

export interface SessionView {
  id: number
  userId: string | null
  title: string
  ageGroup: number | null
  players: number | null
  notes: string
  shareToken: string | null
  access: 'public' | 'members'
  forPitch: boolean
  updatedAt: string
  blocks: Awaited<ReturnType<typeof blocksOf>>
  totals: ReturnType<typeof totalsOf>
}

async function appendBlock(
  db: Db,
  sessionId: number,
  block: { phase: SessionPhase; drillId: number | null; title: string; minutes: number; notes?: string },
): Promise<boolean> {
  const { n, last } = await db
    .selectFrom('training_session_block')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.max<number | null>('position').as('last'),
    ])
    .where('sessionId', '=', sessionId)
    .executeTakeFirstOrThrow()
  if (Number(n) >= SESSION_LIMITS.blocks) return false
  await db
    .insertInto('training_session_block')
    .values({ sessionId, position: (last ?? -1) + 1, ...block, notes: block.notes ?? '' })
    .execute()
  return true
}

/** Appends a published drill to a session; false when the drill is not published or the session is full. */
export async function addDrill(
  db: Db,
  sessionId: number,
  drillId: number,
  fields: { phase?: SessionPhase; minutes?: number } = {},
) {
  const drill = await publishedDrill(db, drillId)
  if (!drill) return 'noDrill' as const
  const added = await appendBlock(db, sessionId, {
    phase: fields.phase ?? 'main',
    drillId: drill.id,
    title: drill.title,
    minutes: fields.minutes ?? Math.min(Math.max(drill.durationMinutes, 1), SESSION_LIMITS.minutes),
  })
  return added ? ('added' as const) : ('full' as const)
}

export type ChangeOutcome =
  | { kind: 'done'; notice: SessionChange['intent'] }
  | { kind: 'created'; id: number }
  | { kind: 'deleted' }
  | { kind: 'refused'; error: 'sessions:errors.noDrill' | 'sessions:errors.full' }
  | { kind: 'notFound' }

const touch = (db: Db, sessionId: number) =>
  db
    .updateTable('training_session')
    .set({ updatedAt: new Date().toISOString() })
    .where('id', '=', sessionId)
    .execute()

/**
 * One edit of a session by its owner (the caller found the session with findOwnSession). Block ids
 * are checked against this session, so a forged id of another session changes nothing.
 */
export async function changeSession(
  db: Db,
  session: Pick<SessionView, 'id' | 'userId' | 'blocks'>,
  change: SessionChange,
): Promise<ChangeOutcome> {
  const blockIndex =
    'blockId' in change ? session.blocks.findIndex((block) => block.id === change.blockId) : -1
  if ('blockId' in change && blockIndex < 0) return { kind: 'notFound' }
  switch (change.intent) {
    case 'details':
      await db
        .updateTable('training_session')
        .set(detailValues(change))
        .where('id', '=', session.id)
        .execute()
      break
    case 'addDrill': {
      const outcome = await addDrill(db, session.id, change.drillId, change)
      if (outcome !== 'added')
        return {
          kind: 'refused',
          error: outcome === 'full' ? 'sessions:errors.full' : 'sessions:errors.noDrill',
        }
      break
    }
    case 'addBlock':
      if (
        !(await appendBlock(db, session.id, {
          phase: change.phase,
          title: change.title,
          minutes: change.minutes,
          drillId: null,
        }))
      )
        return { kind: 'refused', error: 'sessions:errors.full' }
      break
    case 'updateBlock':
      await db
        .updateTable('training_session_block')
        .set({ phase: change.phase, minutes: change.minutes, notes: change.notes ?? '' })
        .where('id', '=', change.blockId)
        .where('sessionId', '=', session.id)
        .execute()
      break
    case 'deleteBlock':
      await db.deleteFrom('training_session_block').where('id', '=', change.blockId).execute()
      break
    case 'moveUp':
    case 'moveDown': {
      const order = session.blocks.map((block) => block.id)
      const to = change.intent === 'moveUp' ? blockIndex - 1 : blockIndex + 1
      if (to < 0 || to >= order.length) break
      ;[order[blockIndex], order[to]] = [order[to] as number, order[blockIndex] as number]
      for (const [position, id] of order.entries())
        await db.updateTable('training_session_block').set({ position }).where('id', '=', id).execute()
      break
    }
    case 'share':
      await db
        .updateTable('training_session')
        .set({ shareToken: newShareToken() })
        .where('id', '=', session.id)
        .where('shareToken', 'is', null)
        .execute()
      break
    case 'access':
      await db
        .updateTable('training_session')
        .set({ access: change.access })
        .where('id', '=', session.id)
        .execute()
      break
    case 'forPitch':
    case 'notForPitch':
      await db
        .updateTable('training_session')
        .set({ forPitch: change.intent === 'forPitch' })
        .where('id', '=', session.id)
        .execute()
      break
    case 'unshare':
      await db
        .updateTable('training_session')
        .set({ shareToken: null })
        .where('id', '=', session.id)
        .execute()
      break
    case 'duplicate':
      return { kind: 'created', id: await copySession(db, session.id, session.userId) }
    case 'delete':
      await db.deleteFrom('training_session').where('id', '=', session.id).execute()
      return { kind: 'deleted' }
  }
  await touch(db, session.id)
  return { kind: 'done', notice: change.intent }
}

/** A copy of a session (its own, or a shared one) for `userId`, never shared, titled "… (copia)". */
export async function copySession(db: Db, sessionId: number, userId: string | null) {
  return db.transaction().execute(async (trx) => {
    const source = await trx
      .selectFrom('training_session')
      .select(['title', 'ageGroup', 'players', 'notes', 'access'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow()
    const { access, ...details } = source
    // A copy of a members-only session stays members-only: shared again, it is walled as well.
    const id = await createSession(
      trx,
      userId,
      {
        ...details,
        title: `${details.title} (copia)`.slice(0, SESSION_LIMITS.title),
        ageGroup: details.ageGroup ?? undefined,
        players: details.players ?? undefined,
      },
      access,
    )
    const blocks = await trx
      .selectFrom('training_session_block')
      .select(['position', 'phase', 'drillId', 'title', 'minutes', 'notes'])
      .where('sessionId', '=', sessionId)
      .execute()
    if (blocks.length)
      await trx
        .insertInto('training_session_block')
        .values(blocks.map((block) => ({ ...block, sessionId: id })))
        .execute()
    return id
  })
}

/** The demo sessions: the site's examples (no owner), shared so visitors can open and copy them. */
export async function seedExampleSessions(db: Db, sessions: readonly DemoSession[]) {
  const drills = await db.selectFrom('drill').select(['id', 'title']).execute()
  const idOf = new Map(drills.map((drill) => [drill.title, Number(drill.id)]))
  for (const example of sessions) {
    const sessionId = await createSession(db, null, example)
    await db
      .updateTable('training_session')
      .set({ shareToken: newShareToken() })
      .where('id', '=', sessionId)
      .execute()
    for (const block of example.blocks) {
      const drillId = block.drill ? idOf.get(block.drill) : undefined
      if (block.drill && drillId === undefined) throw new Error(`demo session: no drill "${block.drill}"`)
      await appendBlock(db, sessionId, {
        phase: block.phase,
        drillId: drillId ?? null,
        title: block.drill ?? block.title ?? '',
        minutes: block.minutes,
        notes: block.notes,
      })
    }
  }
  return sessions.length
}
