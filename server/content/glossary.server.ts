import type { Db } from '../db/connection.server.ts'
import type { ContentLease } from '../html-cache/html-cache.server.ts'
import { createContentMemo } from './content-memo.server.ts'
import { linkGlossaryTerms } from './glossary-links.server.ts'
import { createGlossaryMatcher, type GlossaryMatcher } from './glossary-match.server.ts'

/** Terms a page may link: published concepts and definitions (a draft is never linked). */
export function listGlossaryEntries(db: Db, limit = 2000) {
  return db
    .selectFrom('concept')
    .select(['slug', 'term', 'summary'])
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/**
 * Glossary links computed at render time (docs/decisions/045-glossary-links.md). The matcher and
 * the linked bodies are kept on the page cache's `lease` (content-memo): any public write, a
 * concept's included, starts them afresh, as it empties the page cache.
 */
export function createGlossaryLinks(lease: () => Promise<ContentLease | undefined>) {
  const matchers = createContentMemo<GlossaryMatcher>({ lease, maxEntries: 1 })
  /** Linked bodies of the pages rendered most recently (a post is about 4 KB). */
  const bodies = createContentMemo<string>({ lease, maxEntries: 500 })
  const matcher = (db: Db) =>
    matchers('glossary', async () => createGlossaryMatcher(await listGlossaryEntries(db)))

  /**
   * A rendered body with the first appearance of each glossary term linked to its page. `key`
   * names the document (e.g. "post 12"); `exclude`: the slug of the concept whose own page this is.
   */
  async function withGlossaryLinks(
    db: Db,
    key: string,
    html: string,
    { exclude }: { exclude?: string } = {},
  ) {
    if (!html) return html
    return bodies(`${key} ${html.length}`, async () =>
      linkGlossaryTerms(html, await matcher(db), { exclude }),
    )
  }

  return {
    withGlossaryLinks,
    /** A post's body as its page shows it: linked unless the post's switch is off. */
    postBodyHtml: (db: Db, post: { id: number; contentHtml: string; glossaryLinks: boolean }) =>
      post.glossaryLinks ? withGlossaryLinks(db, `post ${post.id}`, post.contentHtml) : post.contentHtml,
  }
}
