import type { PostInput } from '#app/schemas/content-admin.ts'
import type { Db } from '../db/connection.server.ts'
import type { Programme, PublicationStatus } from '../db/schema.server.ts'
import { attachMedia, findMediaForField } from './admin-media.server.ts'
import {
  conflictStop,
  expectVersion,
  fieldError,
  resolveSlug,
  saveInTransaction,
  SaveStop,
  type SaveOutcome,
} from './admin-save.server.ts'
import { searchTextContains, searchTextOf } from './admin-search.server.ts'
import { offsetOf, pageInfo } from './pagination.server.ts'
import { hasTag, joinTags, splitTags } from './posts.server.ts'
import { renderRichTextWithPictures } from './rich-text-pictures.server.ts'
import { followSlug } from '../redirects/rules.server.ts'
import { reindex } from '../search/search-index.server.ts'

export const ADMIN_PAGE_SIZE = 20
/** Revisions kept per post; older ones are dropped when a new one is recorded. */
export const MAX_REVISIONS = 25

export const postSorts = ['updated', 'title', 'published'] as const
export type PostSort = (typeof postSorts)[number]

export interface PostListQuery {
  q?: string
  status?: PublicationStatus
  programme?: Programme
  tag?: string
  /** Only these posts (the "needs translation" filter). */
  onlyIds?: number[]
  sort?: PostSort
  page?: number
  perPage?: number
}

function filteredPosts(db: Db, { q, programme, tag, onlyIds }: PostListQuery) {
  let query = db.selectFrom('post')
  if (onlyIds) query = query.where('post.id', 'in', onlyIds.length ? onlyIds : [0])
  if (q) query = query.where((eb) => searchTextContains(eb.ref('post.searchText'), q))
  if (programme) query = query.where('post.programme', '=', programme)
  if (tag) query = query.where(hasTag(tag))
  return query
}

/** The admin list: search, filters, sort and a bounded page, plus how many posts each status has. */
export async function listPostsForAdmin(db: Db, query: PostListQuery) {
  const { status, sort = 'updated', page = 1, perPage = ADMIN_PAGE_SIZE } = query
  const byStatus = await filteredPosts(db, query)
    .select(['post.status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('post.status')
    .execute()
  const counts = { draft: 0, scheduled: 0, published: 0 }
  for (const row of byStatus) counts[row.status] = Number(row.n)
  const total = status ? counts[status] : counts.draft + counts.scheduled + counts.published
  const info = pageInfo(page, total, Math.min(Math.max(perPage, 1), 100))
  let rows = filteredPosts(db, query)
    .select([
      'post.id',
      'post.slug',
      'post.title',
      'post.status',
      'post.programme',
      'post.tags',
      'post.publishedAt',
      'post.updatedAt',
    ])
    .$if(status !== undefined, (q) => q.where('post.status', '=', status ?? 'draft'))
  rows =
    sort === 'title'
      ? rows.orderBy('post.title')
      : sort === 'published'
        ? rows.orderBy('post.publishedAt', (o) => o.desc().nullsLast())
        : rows.orderBy('post.updatedAt', 'desc')
  const posts = await rows.orderBy('post.id', 'desc').limit(info.perPage).offset(offsetOf(info)).execute()
  return { ...info, counts, posts: posts.map((post) => ({ ...post, tags: splitTags(post.tags) })) }
}

/** Tags already used by any post, most used first (the tag field's type-ahead). */
export async function listAllTags(db: Db, limit = 200) {
  // Posts repeat the same few tag lists: the database counts each list once, here they are split.
  const lists = await db
    .selectFrom((eb) => eb.selectFrom('post').select('tags').where('tags', '!=', '').limit(2000).as('tagged'))
    .select(['tagged.tags', (eb) => eb.fn.countAll<number | string>().as('posts')])
    .groupBy('tagged.tags')
    .execute()
  const counts = new Map<string, number>()
  for (const { tags, posts } of lists)
    for (const tag of splitTags(tags)) counts.set(tag, (counts.get(tag) ?? 0) + Number(posts))
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'))
    .slice(0, limit)
    .map(([tag]) => tag)
}

/** The editable fields of a post: what the editor loads and what a revision keeps. */
const SNAPSHOT = [
  'slug',
  'title',
  'excerpt',
  'coverMediaId',
  'content',
  'programme',
  'tags',
  'status',
  'access',
  'publishedAt',
  'seoTitle',
  'seoDescription',
] as const

/** A post as the editor loads it, with its cover as the image field shows it. */
export async function findPostForEdit(db: Db, id: number) {
  const row = await db
    .selectFrom('post')
    .select([...SNAPSHOT, 'id', 'version', 'updatedAt', 'commentsEnabled', 'glossaryLinks'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    ...row,
    commentsEnabled: Boolean(row.commentsEnabled),
    glossaryLinks: Boolean(row.glossaryLinks),
    tags: splitTags(row.tags),
    cover: await findMediaForField(db, row.coverMediaId),
  }
}

export type PostForEdit = NonNullable<Awaited<ReturnType<typeof findPostForEdit>>>

/** The publication date to store for a status (a publication without a date is "now"). */
function publicationDate(input: PostInput, previous: string | null, now: string) {
  if (input.status === 'published') return input.publishedAt ?? previous ?? now
  return input.publishedAt ?? (input.status === 'draft' ? previous : null)
}

/**
 * Creates (no `id`) or updates a post in one transaction: slug, cover and its alt text, rendered
 * HTML, search text and, on a manual save (`revision`), a revision. An update carrying an older
 * `version` than the stored one is a conflict and changes nothing.
 */
export function savePost(
  db: Db,
  {
    id,
    input,
    authorId,
    revision,
    autosave = false,
    now = new Date().toISOString(),
  }: {
    id?: number
    input: PostInput
    authorId: string
    /** A manual save or publication records a revision; an autosave does not. */
    revision: boolean
    /** Autosaves only ever write drafts: they never publish, nor touch a published post. */
    autosave?: boolean
    now?: string
  },
): Promise<SaveOutcome> {
  return saveInTransaction(db, async (trx) => {
    const previous = id === undefined ? undefined : await editedPost(trx, id, input.version)
    if (autosave && (input.status !== 'draft' || (previous && previous.status !== 'draft')))
      throw new SaveStop(fieldError('status', 'admin:autosave.onlyDrafts'))
    const slug = await resolveSlug(trx, 'post', { slug: input.slug, text: input.title, id })
    await followSlug(trx, 'post', { id, slug })
    if (!(await attachMedia(trx, input.coverMediaId, input.coverAlt)))
      throw new SaveStop(fieldError('coverMediaId', 'admin:errors.mediaMissing'))
    const values = {
      slug,
      title: input.title,
      excerpt: input.excerpt ?? '',
      coverMediaId: input.coverMediaId ?? null,
      content: JSON.stringify(input.content),
      contentHtml: await renderRichTextWithPictures(trx, input.content),
      programme: input.programme ?? null,
      tags: joinTags(input.tags ?? []),
      status: input.status,
      access: input.access,
      // Not in revisions: restoring an old text leaves the switch as it is.
      ...(input.comments ? { commentsEnabled: input.comments === 'on' } : {}),
      ...(input.glossary ? { glossaryLinks: input.glossary === 'on' } : {}),
      publishedAt: publicationDate(input, previous?.publishedAt ?? null, now),
      seoTitle: input.seoTitle || null,
      seoDescription: input.seoDescription || null,
      searchText: searchTextOf({ title: input.title, summary: input.excerpt ?? '', body: input.content }),
      updatedAt: now,
    }
    let saved: { id: number; version: number }
    if (previous && id !== undefined) {
      const version = previous.version + 1
      // The version in the WHERE makes the check atomic: a save that raced ours updates nothing.
      const result = await trx
        .updateTable('post')
        .set({ ...values, version })
        .where('id', '=', id)
        .where('version', '=', previous.version)
        .executeTakeFirst()
      if (!result.numUpdatedRows) throw await conflictStop(trx, 'post', id)
      saved = { id, version }
    } else {
      saved = await trx
        .insertInto('post')
        .values({ ...values, authorId, createdAt: now })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow()
    }
    if (revision) await recordRevision(trx, saved.id, authorId)
    await reindex(trx, 'post', [saved.id])
    return { kind: 'saved', ...saved, slug }
  })
}

/** The post being edited, when the editor holds its current version. */
async function editedPost(db: Db, id: number, version: number | undefined) {
  await expectVersion(db, 'post', id, version)
  return db
    .selectFrom('post')
    .select(['version', 'publishedAt', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

/** A snapshot of the post as stored now; the oldest revisions beyond MAX_REVISIONS are dropped. */
async function recordRevision(db: Db, postId: number, authorId: string | null) {
  const post = await db
    .selectFrom('post')
    .select([...SNAPSHOT, 'version'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow()
  const { version, ...snapshot } = post
  await db
    .insertInto('post_revision')
    .values({
      postId,
      version,
      title: post.title,
      status: post.status,
      snapshot: JSON.stringify(snapshot),
      authorId,
    })
    .execute()
  const keep = await db
    .selectFrom('post_revision')
    .select('id')
    .where('postId', '=', postId)
    .orderBy('id', 'desc')
    .limit(MAX_REVISIONS)
    .execute()
  await db
    .deleteFrom('post_revision')
    .where('postId', '=', postId)
    .where(
      'id',
      'not in',
      keep.map((row) => row.id),
    )
    .execute()
}

/** A post's revisions, newest first, with who saved each. */
export function listRevisions(db: Db, postId: number) {
  return db
    .selectFrom('post_revision')
    .leftJoin('user', 'user.id', 'post_revision.authorId')
    .select([
      'post_revision.id',
      'post_revision.version',
      'post_revision.title',
      'post_revision.status',
      'post_revision.createdAt',
      'user.name as authorName',
    ])
    .where('post_revision.postId', '=', postId)
    .orderBy('post_revision.id', 'desc')
    .limit(MAX_REVISIONS)
    .execute()
}

interface Snapshot {
  title: string
  excerpt: string
  coverMediaId: number | null
  content: string
  programme: Programme | null
  tags: string
  seoTitle: string | null
  seoDescription: string | null
}

/**
 * Brings back a revision's text (title, excerpt, body, cover, programme, tags, SEO); the slug,
 * status and publication date stay as they are. It is a save: conflict-checked, versioned and
 * recorded as a new revision.
 */
export function restoreRevision(
  db: Db,
  {
    postId,
    revisionId,
    version,
    authorId,
    now = new Date().toISOString(),
  }: { postId: number; revisionId: number; version: number; authorId: string; now?: string },
): Promise<SaveOutcome> {
  return saveInTransaction(db, async (trx) => {
    const current = await expectVersion(trx, 'post', postId, version)
    const revision = await trx
      .selectFrom('post_revision')
      .select('snapshot')
      .where('id', '=', revisionId)
      .where('postId', '=', postId)
      .executeTakeFirst()
    if (!revision) return { kind: 'notFound' }
    const old = JSON.parse(revision.snapshot) as Snapshot
    const cover = await findMediaForField(trx, old.coverMediaId)
    const next = current + 1
    const { slug } = await trx
      .updateTable('post')
      .set({
        title: old.title,
        excerpt: old.excerpt,
        coverMediaId: cover?.id ?? null,
        content: old.content,
        contentHtml: await renderRichTextWithPictures(trx, old.content),
        programme: old.programme,
        tags: old.tags,
        seoTitle: old.seoTitle,
        seoDescription: old.seoDescription,
        searchText: searchTextOf({ title: old.title, summary: old.excerpt, body: old.content }),
        version: next,
        updatedAt: now,
      })
      .where('id', '=', postId)
      .returning('slug')
      .executeTakeFirstOrThrow()
    await recordRevision(trx, postId, authorId)
    await reindex(trx, 'post', [postId])
    return { kind: 'saved', id: postId, version: next, slug }
  })
}

/**
 * Bulk actions of the list. Publishing keeps a past publication date and dates the others now
 * (so a scheduled post goes out at once); unpublishing makes drafts of published and scheduled posts. Each change raises the
 * version, so an editor open on one of these posts cannot overwrite it silently.
 */
export async function bulkPosts(
  db: Db,
  {
    intent,
    ids,
    authorId,
    now = new Date().toISOString(),
  }: { intent: 'publish' | 'unpublish' | 'delete'; ids: number[]; authorId: string; now?: string },
) {
  return db.transaction().execute(async (trx) => {
    if (intent === 'delete') {
      const result = await trx.deleteFrom('post').where('id', 'in', ids).executeTakeFirst()
      await reindex(trx, 'post', ids)
      return Number(result.numDeletedRows)
    }
    const result = await trx
      .updateTable('post')
      .set((eb) => ({
        status: intent === 'publish' ? 'published' : 'draft',
        version: eb('version', '+', 1),
        updatedAt: now,
        ...(intent === 'publish' && {
          publishedAt: eb.case().when('publishedAt', '<=', now).then(eb.ref('publishedAt')).else(now).end(),
        }),
      }))
      .where('id', 'in', ids)
      // unpublishing takes scheduled posts back too: one already due is live, one not yet due
      // would go out by itself later
      .where('status', '!=', intent === 'publish' ? 'published' : 'draft')
      .returning('id')
      .execute()
    if (intent === 'publish') for (const row of result) await recordRevision(trx, row.id, authorId)
    await reindex(
      trx,
      'post',
      result.map((row) => row.id),
    )
    return result.length
  })
}
