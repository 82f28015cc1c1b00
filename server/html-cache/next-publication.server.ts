import type { Db } from '../db/connection.server.ts'

/**
 * When the next post becomes public on its own (a scheduled date ahead), in epoch ms; Infinity when
 * none is waiting. Cached pages expire then: a scheduled post appears without any write.
 */
export async function nextPublication(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom('post')
    .select((eb) => eb.fn.min('post.publishedAt').as('next'))
    .where('post.status', 'in', ['published', 'scheduled'])
    .where('post.publishedAt', '>', new Date(now).toISOString())
    .executeTakeFirst()
  return row?.next ? new Date(row.next).getTime() : Infinity
}
