import type { Db } from '../db/connection.server.ts'

/**
 * The content whose public address is made of a slug, and where that address lives. A slug change
 * of any of them keeps the old address as a redirect (docs/decisions/041-redirects-and-tags.md).
 * Adding a kind is one line here plus a `followSlug` call in its save.
 * `subpaths`: addresses under the item's (a course's lessons, an event's registration form and
 * .ics) follow it too.
 */
export const CONTENT_KINDS = {
  post: { prefix: '/post/', table: 'post', subpaths: false },
  concept: { prefix: '/concepts/', table: 'concept', subpaths: false },
  drill: { prefix: '/ejercicios/', table: 'drill', subpaths: false },
  course: { prefix: '/cursos/', table: 'course', subpaths: true },
  event: { prefix: '/eventos/', table: 'event', subpaths: true },
} as const satisfies Record<string, { prefix: string; table: SluggedTable; subpaths: boolean }>

type SluggedTable = 'post' | 'concept' | 'drill' | 'course' | 'event'
export type ContentKind = keyof typeof CONTENT_KINDS
const KINDS = Object.keys(CONTENT_KINDS) as ContentKind[]

export const contentPath = (kind: ContentKind, slug: string) => `${CONTENT_KINDS[kind].prefix}${slug}`

/** The kind and slug a path names ("/cursos/x/leccion" names course x), when it names one. */
export function contentOfPath(path: string): { kind: ContentKind; slug: string; rest: string } | undefined {
  for (const kind of KINDS) {
    const { prefix, subpaths } = CONTENT_KINDS[kind]
    if (!path.startsWith(prefix)) continue
    const [slug = '', ...rest] = path.slice(prefix.length).split('/')
    if (!slug || (rest.length && !subpaths)) continue
    return { kind, slug, rest: rest.length ? `/${rest.join('/')}` : '' }
  }
  return undefined
}

/** Whether an item of that kind holds that slug (whatever its status: the address is its own). */
export async function slugTaken(db: Db, kind: ContentKind, slug: string) {
  const row = await db
    .selectFrom(CONTENT_KINDS[kind].table)
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst()
  return Boolean(row)
}

/** The slug an item has now (read before its save overwrites it). */
export async function currentSlug(db: Db, kind: ContentKind, id: number) {
  const row = await db
    .selectFrom(CONTENT_KINDS[kind].table)
    .select('slug')
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.slug
}
