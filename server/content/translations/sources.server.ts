import { createHash } from 'node:crypto'
import type { TranslationKind } from '#app/schemas/translations.ts'
import { drillWordLines, type DrillWords } from '#app/schemas/drill-translation.ts'
import { courseWordLines, type CourseWords } from '#app/schemas/course-translation.ts'
import type { Db } from '../../db/connection.server.ts'
import { richTextPlain } from '../rich-text.server.ts'
import { courseSources } from './course-source.server.ts'
import { curriculumSources } from './curriculum-source.server.ts'
import { drillSources } from './drill-source.server.ts'
import { eventSources } from './event-source.server.ts'

/**
 * The Spanish source of a translation, in the fields every kind shares: a post's title, excerpt
 * and content; a concept's term, summary and body; an objective's title and description
 * (docs/decisions/048-content-translations.md).
 * A new kind is one more branch here.
 */
export interface SourceItem {
  id: number
  slug: string
  title: string
  summary: string
  /** TipTap JSON as stored. */
  body: string
  /** The body as rendered at its last save. */
  html: string
  /** A drill's lists and diagram words, translated beside the shared fields (drill-source.server.ts). */
  words?: DrillWords
  /** A course's section and lesson titles, by id (course-source.server.ts). */
  outline?: CourseWords
  /** Whether its Spanish page is public now (a translation is public only while its source is). */
  isPublic: boolean
  updatedAt: string
}

export async function sourceItems(
  db: Db,
  kind: TranslationKind,
  ids?: readonly number[],
  now = new Date().toISOString(),
): Promise<SourceItem[]> {
  if (ids && !ids.length) return []
  if (kind === 'event') return eventSources(db, ids)
  if (kind === 'drill') return drillSources(db, ids)
  if (kind === 'course') return courseSources(db, ids)
  if (kind === 'curriculum' || kind === 'season-week') return curriculumSources(db, kind, ids)
  if (kind === 'post') {
    const rows = await db
      .selectFrom('post')
      .select([
        'id',
        'slug',
        'title',
        'excerpt',
        'content',
        'contentHtml',
        'status',
        'publishedAt',
        'updatedAt',
      ])
      .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
      .execute()
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.excerpt,
      body: row.content,
      html: row.contentHtml,
      isPublic: row.status !== 'draft' && row.publishedAt !== null && row.publishedAt <= now,
      updatedAt: row.updatedAt,
    }))
  }
  const rows = await db
    .selectFrom('concept')
    .select(['id', 'slug', 'term', 'summary', 'body', 'bodyHtml', 'status', 'updatedAt'])
    .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
    .execute()
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.term,
    summary: row.summary,
    body: row.body,
    html: row.bodyHtml,
    isPublic: row.status === 'published',
    updatedAt: row.updatedAt,
  }))
}

export async function sourceItem(db: Db, kind: TranslationKind, id: number) {
  const [item] = await sourceItems(db, kind, [id])
  return item
}

/** What a translation remembers of its source: the words, the body as its blocks of text. */
export interface SourceSnapshot {
  title: string
  summary: string
  body: string[]
}

export const snapshotOf = (
  item: Pick<SourceItem, 'title' | 'summary' | 'body' | 'words' | 'outline'>,
): SourceSnapshot => ({
  title: item.title,
  summary: item.summary,
  // A drill's list items and diagram words, a course's section and lesson titles, are its blocks of text.
  body: [
    ...richTextPlain(item.body).split('\n'),
    ...(item.words ? drillWordLines(item.words) : []),
    ...(item.outline ? courseWordLines(item.outline) : []),
  ].filter(Boolean),
})

/**
 * The source's fingerprint: its words and its body's whole document (an image or diagram added
 * to the source is a change the translation should follow too), and a drill's words (a label
 * added or changed in a diagram; not a move). Tags, cover or programme are not
 * in it: changing them leaves the translations up to date.
 */
export const sourceHashOf = (item: Pick<SourceItem, 'title' | 'summary' | 'body' | 'words' | 'outline'>) =>
  createHash('sha256')
    // Only a drill has `words`, only a course an `outline`: the other kinds' hashes stay what they were saved with.
    .update(
      JSON.stringify([
        item.title,
        item.summary,
        item.body,
        ...(item.words ? [item.words] : []),
        ...(item.outline ? [item.outline] : []),
      ]),
    )
    .digest('hex')

/** What changed in the source since a snapshot: each text field, and the body's blocks gone and new. */
export interface SourceChanges {
  title?: { before: string; after: string }
  summary?: { before: string; after: string }
  removed: string[]
  added: string[]
}

export function sourceChanges(before: SourceSnapshot, now: SourceSnapshot): SourceChanges {
  const had = new Set(before.body)
  const has = new Set(now.body)
  return {
    ...(before.title !== now.title ? { title: { before: before.title, after: now.title } } : {}),
    ...(before.summary !== now.summary ? { summary: { before: before.summary, after: now.summary } } : {}),
    removed: before.body.filter((block) => !has.has(block)),
    added: now.body.filter((block) => !had.has(block)),
  }
}
