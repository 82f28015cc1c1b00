import type { Migration } from '../migration-kit.server.ts'

/**
 * Indexes for the lists at scale (issue 15, docs/PERFORMANCE.md): every list reads its page in
 * index order and stops at the page's end, instead of sorting the whole table.
 * - post (publishedAt, id, status, tags): public lists, feed, sitemap, neighbours, related posts,
 *   public tags; status and tags are in the index so filters and the tag cloud never read a row
 *   (a post's tags are stored after its body: reading them from the row reads the whole body).
 *   It replaces post_public_idx (status, publishedAt), which SQLite preferred without statistics
 *   and then had to sort every public post to find the newest ten.
 * - post (tags): the admin tag field's list of every tag, read from the index alone.
 * - post (updatedAt, id), (title, id): the admin list's sorts (a status filter reads the same order;
 *   no index may lead with the status, or SQLite without statistics would take it for the public lists).
 * - concept (kind, position, term, id): the admin list's default order.
 * - contact_message (createdAt, id): the inbox's "all messages" view.
 */
const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ['post_published_order_idx', 'post', ['publishedAt', 'id', 'status', 'tags']],
  ['post_tags_idx', 'post', ['tags']],
  ['post_updated_idx', 'post', ['updatedAt', 'id']],
  ['post_title_idx', 'post', ['title', 'id']],
  ['concept_admin_order_idx', 'concept', ['kind', 'position', 'term', 'id']],
  ['contact_message_created_idx', 'contact_message', ['createdAt', 'id']],
]

export const migration: Migration = {
  async up(db) {
    await db.schema.dropIndex('post_public_idx').execute()
    for (const [name, table, columns] of INDEXES)
      await db.schema.createIndex(name).on(table).columns(columns).execute()
  },
}
