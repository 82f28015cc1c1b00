import { sql, type ExpressionBuilder } from 'kysely'
import { withoutControlCharacters } from '#app/schemas/plain-text.ts'
import type { Db } from '../db/connection.server.ts'
import { preparedQuery } from '../db/prepared-query.server.ts'
import type { Database, Programme } from '../db/schema.server.ts'
import { mediaUrl } from '../media/media.server.ts'
import { COVER_COLUMNS, splitCover, type CoverColumns } from '../media/responsive.server.ts'
import { parseVariants } from '../media/variants.server.ts'
import { pageInfo } from './pagination.server.ts'
import { readingMinutes, richTextPlain } from './rich-text.server.ts'
import { escapeLike } from './search.server.ts'

export const MAX_PER_PAGE = 50

export interface PostFilters {
  programme?: Programme
  tag?: string
  /** The moment that decides what is public (tests pass their own). */
  now?: string
}

type PostScope = ExpressionBuilder<Database, 'post'>

/**
 * Public means published or scheduled, and dated in the past, decided at request time: a scheduled
 * post appears by itself when its moment comes (no timer, no restart). Drafts are never shown.
 */
const isPublic = (now: string) => (eb: PostScope) =>
  eb.and([eb('post.status', 'in', ['published', 'scheduled']), eb('post.publishedAt', '<=', now)])

/** Tags are stored as "a,b,c": match ",tag," inside ",a,b,c," with the tag as literal text. */
export const hasTag = (tag: string) =>
  sql<boolean>`(',' || ${sql.ref('post.tags')} || ',') like ${`%,${escapeLike(normaliseTag(tag))},%`} escape '\\'`

export function publicPosts(db: Db, { programme, tag, now = new Date().toISOString() }: PostFilters) {
  let query = db.selectFrom('post').where(isPublic(now))
  if (programme) query = query.where('post.programme', '=', programme)
  if (tag) query = query.where(hasTag(tag))
  return query
}

/** What a post card shows: the post's own columns and its cover's. */
const CARD_COLUMNS = [
  'post.id',
  'post.slug',
  'post.title',
  'post.excerpt',
  'post.programme',
  'post.tags',
  'post.publishedAt',
  'post.updatedAt',
  'post.access',
  ...COVER_COLUMNS,
] as const

/** Published posts whose publication date has passed, newest first. */
export function listPublishedPosts(
  db: Db,
  { page = 1, perPage = 10, ...filters }: PostFilters & { page?: number; perPage?: number } = {},
) {
  const size = Math.min(Math.max(perPage, 1), MAX_PER_PAGE)
  return publicPosts(db, filters)
    .leftJoin('media', 'media.id', 'post.coverMediaId')
    .select(CARD_COLUMNS)
    .orderBy('post.publishedAt', 'desc')
    .orderBy('post.id', 'desc')
    .limit(size)
    .offset((Math.max(page, 1) - 1) * size)
    .execute()
    .then((rows) => rows.map(toCard))
}

export type PostCard = Awaited<ReturnType<typeof listPublishedPosts>>[number]

function toCard<R extends CoverColumns & { tags: string; publishedAt: string | null }>(row: R) {
  const { rest, cover } = splitCover(row)
  const { tags, publishedAt, ...columns } = rest
  const social = parseVariants(row.coverVariants).find((v) => v.contentType === 'image/jpeg')
  return {
    ...columns,
    tags: splitTags(tags),
    publishedAt: publishedAt ?? '',
    cover: cover && {
      ...cover,
      // What Open Graph and Twitter cards show (they do not render SVG).
      social: social ? { src: mediaUrl(social.name), width: social.width, height: social.height } : null,
    },
  }
}

export async function countPublishedPosts(db: Db, filters: PostFilters = {}) {
  const row = await publicPosts(db, filters)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** One page of the blog index; a page past the end shows the last page. */
export async function pagePublishedPosts(db: Db, page: number, filters: PostFilters = {}, perPage = 9) {
  const info = pageInfo(page, await countPublishedPosts(db, filters), perPage)
  const posts = await listPublishedPosts(db, { ...filters, page: info.page, perPage })
  return { ...info, posts }
}

export const normaliseTag = (tag: string) =>
  withoutControlCharacters(tag).trim().toLowerCase().replace(/,/g, ' ').slice(0, 60)
export const splitTags = (tags: string) => tags.split(',').map(normaliseTag).filter(Boolean)
export const joinTags = (tags: string[]) => [...new Set(tags.map(normaliseTag).filter(Boolean))].join(',')

/** Tags used by public posts, most used first. */
export async function listPublicTags(db: Db, { now = new Date().toISOString(), limit = 30 } = {}) {
  const rows = await publicPosts(db, { now }).select('post.tags').limit(1000).execute()
  const counts = new Map<string, number>()
  for (const tag of rows.flatMap((row) => splitTags(row.tags))) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'))
    .slice(0, limit)
    .map(([tag, count]) => ({ tag, count }))
}

const withPage = <Q extends ReturnType<typeof publicPosts>>(query: Q) =>
  query
    .leftJoin('media', 'media.id', 'post.coverMediaId')
    .select([
      ...CARD_COLUMNS,
      'post.content',
      'post.contentHtml',
      'post.seoTitle',
      'post.seoDescription',
      'post.commentsEnabled',
      'post.glossaryLinks',
    ])

type PageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof withPage>['executeTakeFirst']>>>

function toPage({ content, commentsEnabled, glossaryLinks, ...rest }: PageRow) {
  return {
    ...toCard(rest),
    commentsEnabled: Boolean(commentsEnabled),
    glossaryLinks: Boolean(glossaryLinks),
    readingMinutes: readingMinutesOf(rest.id, rest.updatedAt, content),
  }
}

/** Posts' reading times by version (id, last edit, length): walking a post's rich text took 0.1 ms per view. */
const readingTimes = new Map<string, number>()
const MAX_READING_TIMES = 1000

function readingMinutesOf(id: number, updatedAt: string, content: string) {
  const version = `${id} ${updatedAt} ${content.length}`
  let minutes = readingTimes.get(version)
  if (minutes === undefined) {
    minutes = readingMinutes(richTextPlain(content))
    if (readingTimes.size >= MAX_READING_TIMES) readingTimes.clear()
    readingTimes.set(version, minutes)
  }
  return minutes
}

/**
 * A public post by slug, or by numeric id (the caller redirects permanently to the slug).
 * Drafts, scheduled posts not yet due and unknown slugs give undefined: the page answers 404.
 */
export async function findPublicPost(db: Db, slugOrId: string, now = new Date().toISOString()) {
  let [row] = await publicPostBySlug(db, { slug: slugOrId, now })
  if (!row && /^\d{1,9}$/.test(slugOrId)) [row] = await publicPostById(db, { id: Number(slugOrId), now })
  return row && toPage(row)
}

const publicPostBySlug = preparedQuery((db, { slug, now }: { slug: string; now: string }) =>
  withPage(publicPosts(db, { now })).where('post.slug', '=', slug),
)
const publicPostById = preparedQuery((db, { id, now }: { id: number; now: string }) =>
  withPage(publicPosts(db, { now })).where('post.id', '=', id),
)

/** Any post, whatever its status, as its public page would show it (the admin preview). */
export async function findPostForPreview(db: Db, id: number) {
  const row = await withPage(db.selectFrom('post'))
    .select('post.status')
    .where('post.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const { status, ...rest } = row
  return { ...toPage(rest), status }
}

export type PublicPost = NonNullable<Awaited<ReturnType<typeof findPublicPost>>>

/** The public posts just before (older) and after (newer) this one. */
export async function adjacentPosts(
  db: Db,
  post: Pick<PublicPost, 'id' | 'publishedAt'>,
  now = new Date().toISOString(),
) {
  const values = { id: post.id, publishedAt: post.publishedAt, now }
  const [[previous], [next]] = await Promise.all([olderPost(db, values), newerPost(db, values)])
  return { previous: previous ?? null, next: next ?? null }
}

const neighbourQuery = (direction: 'older' | 'newer') =>
  preparedQuery((db, post: { id: number; publishedAt: string; now: string }) =>
    publicPosts(db, { now: post.now })
      .select(['post.slug', 'post.title'])
      .where('post.id', '!=', post.id)
      // The plain range lets the engine walk the (publishedAt, id) index from this post outwards.
      .where('post.publishedAt', direction === 'older' ? '<=' : '>=', post.publishedAt)
      .where((eb) =>
        direction === 'older'
          ? eb.or([
              eb('post.publishedAt', '<', post.publishedAt),
              eb.and([eb('post.publishedAt', '=', post.publishedAt), eb('post.id', '<', post.id)]),
            ])
          : eb.or([
              eb('post.publishedAt', '>', post.publishedAt),
              eb.and([eb('post.publishedAt', '=', post.publishedAt), eb('post.id', '>', post.id)]),
            ]),
      )
      .orderBy('post.publishedAt', direction === 'older' ? 'desc' : 'asc')
      .orderBy('post.id', direction === 'older' ? 'desc' : 'asc')
      .limit(1),
  )
const olderPost = neighbourQuery('older')
const newerPost = neighbourQuery('newer')

/**
 * Other public posts of the same programme, else sharing a tag, else the newest: scored among the
 * newest public posts on their programme and tags alone, then only the chosen ones read as cards.
 */
export async function relatedPosts(
  db: Db,
  post: Pick<PublicPost, 'id' | 'programme' | 'tags'>,
  limit = 3,
  now = new Date().toISOString(),
) {
  const candidates = await relatedCandidates(db, { id: post.id, now })
  const wanted = new Set(post.tags)
  // Counted tag by tag: splitting each candidate's list into arrays was a fifth of what the
  // post page's loader allocated.
  const sharedTags = (tags: string) =>
    tags.split(',').reduce((count, tag) => (wanted.has(normaliseTag(tag)) ? count + 1 : count), 0)
  const score = (p: (typeof candidates)[number]) =>
    (p.programme && p.programme === post.programme ? 2 : 0) + sharedTags(p.tags)
  const chosen = candidates
    .map((p, order) => ({ id: p.id, order, score: score(p) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
  if (chosen.length === 0) return []
  const ids = chosen.map((c) => c.id)
  const batches = []
  for (let start = 0; start < ids.length; start += CARDS_PER_QUERY) {
    const [first = null, second = null, third = null] = ids.slice(start, start + CARDS_PER_QUERY)
    batches.push(cardsById(db, { first, second, third, now }))
  }
  const byId = new Map((await Promise.all(batches)).flat().map((row) => [row.id, toCard(row)]))
  return chosen.flatMap(({ id }) => byId.get(id) ?? [])
}

/** A post page shows three related cards: read in one prepared query (an unused slot is null). */
const CARDS_PER_QUERY = 3
const cardsById = preparedQuery(
  (db, ids: { first: number | null; second: number | null; third: number | null; now: string }) =>
    publicPosts(db, { now: ids.now })
      .leftJoin('media', 'media.id', 'post.coverMediaId')
      .select(CARD_COLUMNS)
      .where('post.id', 'in', [ids.first, ids.second, ids.third]),
)

const relatedCandidates = preparedQuery((db, { id, now }: { id: number; now: string }) =>
  publicPosts(db, { now })
    .select(['post.id', 'post.programme', 'post.tags'])
    .where('post.id', '!=', id)
    .orderBy('post.publishedAt', 'desc')
    .orderBy('post.id', 'desc')
    .limit(MAX_PER_PAGE),
)

/** Every public post, newest first (sitemap and feed). */
export function listPostsForIndex(
  db: Db,
  { now = new Date().toISOString(), limit = 1000, tag }: { now?: string; limit?: number; tag?: string } = {},
) {
  return publicPosts(db, { now, tag })
    .select([
      'post.id',
      'post.slug',
      'post.title',
      'post.excerpt',
      'post.publishedAt',
      'post.updatedAt',
      'post.contentHtml',
      'post.access',
    ])
    .orderBy('post.publishedAt', 'desc')
    .orderBy('post.id', 'desc')
    .limit(limit)
    .execute()
}
