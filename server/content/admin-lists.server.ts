import type { Db } from '#server/db/connection.server.ts'
import { offsetOf, pageInfo } from './pagination.server.ts'

export const ADMIN_PAGE_SIZE = 25

/**
 * Read-only lists of the admin area (every status, most recently changed first) until the admin
 * issue brings its editors. Only the columns the tables show leave the database.
 */
export async function listPostsForAdmin(
  db: Db,
  { page, perPage = ADMIN_PAGE_SIZE }: { page: number; perPage?: number },
) {
  const { total } = await db
    .selectFrom('post')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow()
  const info = pageInfo(page, Number(total), Math.min(perPage, 100))
  const posts = await db
    .selectFrom('post')
    .select(['id', 'slug', 'title', 'status', 'publishedAt', 'updatedAt'])
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(info.perPage)
    .offset(offsetOf(info))
    .execute()
  return { ...info, posts }
}

export async function listConceptsForAdmin(
  db: Db,
  { page, perPage = ADMIN_PAGE_SIZE }: { page: number; perPage?: number },
) {
  const { total } = await db
    .selectFrom('concept')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow()
  const info = pageInfo(page, Number(total), Math.min(perPage, 100))
  const concepts = await db
    .selectFrom('concept')
    .select(['id', 'slug', 'term', 'kind', 'category', 'status', 'updatedAt'])
    .orderBy('kind')
    .orderBy('position')
    .orderBy('term')
    .limit(info.perPage)
    .offset(offsetOf(info))
    .execute()
  return { ...info, concepts }
}
