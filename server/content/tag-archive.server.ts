import { tagPath, tagSlug } from '#app/components/public/tag-path.ts'
import type { Db } from '../db/connection.server.ts'
import { listPublicTags, normaliseTag } from './posts.server.ts'

/** The most tags an archive can be found among (and the sitemap lists). */
const MAX_TAGS = 500

/** The tags of public posts, each with its archive's address. */
export async function listTagArchives(db: Db, now = new Date().toISOString()) {
  const tags = await listPublicTags(db, { now, limit: MAX_TAGS })
  return tags.map(({ tag, count }) => ({ tag, count, path: tagPath(tag) }))
}

/**
 * The tag an archive's slug names, among the tags of public posts (undefined: 404). Two tags that
 * fold to one slug ("táctica", "tactica") share it: the most used one is named.
 */
export async function findTagOfSlug(db: Db, slug: string, now = new Date().toISOString()) {
  const tags = await listPublicTags(db, { now, limit: MAX_TAGS })
  return tags.find(({ tag }) => tagSlug(tag) === slug)?.tag
}

/**
 * The archive of a tag written as in an old link (`/blog?tag=Rondos`), for the permanent redirect;
 * undefined when the tag has no letter or digit to name an archive by (`?tag=/*`: the plain blog).
 */
export const archiveOfTagParam = (raw: string | null) => {
  const tag = normaliseTag(raw ?? '')
  return /[\p{L}\p{N}]/u.test(tag) ? tagPath(tag) : undefined
}
