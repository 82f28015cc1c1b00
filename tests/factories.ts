import { randomBytes } from 'node:crypto'
import type { Insertable } from 'kysely'
import type { Db } from '#server/db/connection.server.ts'
import type { PostTable } from '#server/db/schema.server.ts'

const unique = () => randomBytes(4).toString('hex')
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

/** Inserts a published post with unique required columns; a test sets only what it checks. */
export async function insertPost(db: Db, fields: Partial<Insertable<PostTable>> & { daysAgo?: number } = {}) {
  const { daysAgo: age = 1, ...rest } = fields
  const id = unique()
  return db
    .insertInto('post')
    .values({
      slug: `post-${id}`,
      title: `Post ${id}`,
      excerpt: '',
      content: JSON.stringify({ type: 'doc', content: [] }),
      contentHtml: '',
      tags: '',
      status: 'published',
      publishedAt: daysAgo(age),
      ...rest,
    })
    .returning(['id', 'slug', 'title'])
    .executeTakeFirstOrThrow()
}
