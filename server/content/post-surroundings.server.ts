import type { Db } from '../db/connection.server.ts'
import { htmlCache } from '../html-cache/site-cache.server.ts'
import { createContentMemo } from './content-memo.server.ts'
import { adjacentPosts, relatedPosts, type PublicPost } from './posts.server.ts'

type Surroundings = {
  adjacent: Awaited<ReturnType<typeof adjacentPosts>>
  related: Awaited<ReturnType<typeof relatedPosts>>
}

/** About 2 KB each: the pages of the 1 000 most recently rendered posts. */
const memo = createContentMemo<Surroundings>({ lease: () => htmlCache.lease(), maxEntries: 1000 })

/**
 * A post page's neighbours and related cards: four of its five queries, the same for every render
 * of the post until public content changes or a scheduled post comes out, so they are read once per
 * content version (docs/PERFORMANCE.md, "Render path, sixth pass"). Callers must not change them.
 */
export function postSurroundings(
  db: Db,
  post: Pick<PublicPost, 'id' | 'publishedAt' | 'programme' | 'tags'>,
): Promise<Surroundings> {
  const key = `${post.id} ${post.publishedAt} ${post.programme ?? ''} ${post.tags.join(',')}`
  return memo(key, async () => {
    const [adjacent, related] = await Promise.all([adjacentPosts(db, post), relatedPosts(db, post)])
    return { adjacent, related }
  })
}
