import type { Db } from '../db/connection.server.ts'

export const MAX_PER_PAGE = 50

/** Published posts whose publication date has passed, newest first. */
export function listPublishedPosts(db: Db, { page = 1, perPage = 10, now = new Date().toISOString() } = {}) {
  const size = Math.min(Math.max(perPage, 1), MAX_PER_PAGE)
  return db
    .selectFrom('post')
    .select(['id', 'slug', 'title', 'excerpt', 'programme', 'publishedAt'])
    .where('status', '=', 'published')
    .where('publishedAt', '<=', now)
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((Math.max(page, 1) - 1) * size)
    .execute()
}
