import {
  translatedPath,
  translationLanguages,
  type TranslationInput,
  type CurriculumKind,
  type PageKind,
  type TranslationKind,
  type TranslationLanguage,
  type TranslationState,
  type TranslationStatus,
} from '#app/schemas/translations.ts'
import type { DrillTranslationInput, DrillWords } from '#app/schemas/drill-translation.ts'
import type { CourseTranslationInput, CourseWords } from '#app/schemas/course-translation.ts'
import type { Db } from '../../db/connection.server.ts'
import { recordAudit } from '../../audit/audit.server.ts'
import { putRedirect } from '../../redirects/rules.server.ts'
import { reindex } from '../../search/search-index.server.ts'
import { fieldError, saveInTransaction, SaveStop, type SaveOutcome } from '../admin-save.server.ts'
import { renderRichTextWithPictures } from '../rich-text-pictures.server.ts'
import { slugify } from '../slug.server.ts'
import { courseTranslationWords } from './course-source.server.ts'
import { drillTranslationWords } from './drill-source.server.ts'
import {
  snapshotOf,
  sourceChanges,
  sourceHashOf,
  sourceItem,
  sourceItems,
  type SourceItem,
  type SourceSnapshot,
} from './sources.server.ts'

/** Translations of posts, concepts, events, drills and courses (docs/decisions/048-content-translations.md). */

interface Who {
  user: { id: string; email: string }
  ip?: string
}

/**
 * Saves the translation of one item into one language (creating it on the first save): its words,
 * slug, SEO fields and status, with the source as it is now (so it is up to date again). A slug
 * another item holds in that language is refused; a changed slug leaves a redirect from the old
 * address. Audited: every save, and the moment it is published. A drill has no body: its lists and
 * its diagrams' words are saved instead (over the source's diagrams, drill-source.server.ts).
 */
export function saveTranslation(
  db: Db,
  {
    kind,
    itemId,
    language,
    input,
    who,
    now = new Date().toISOString(),
  }: {
    kind: PageKind
    itemId: number
    language: TranslationLanguage
    input: TranslationInput | DrillTranslationInput | CourseTranslationInput
    who: Who
    now?: string
  },
): Promise<SaveOutcome> {
  return saveInTransaction(db, async (trx) => {
    const source = await sourceItem(trx, kind, itemId)
    if (!source) throw new SaveStop({ kind: 'notFound' })
    const previous = await previousVersion(trx, kind, itemId, language)
    const slug = input.slug || slugify(input.title)
    if (!slug) throw new SaveStop(fieldError('slug', 'admin:errors.slugFormat'))
    const other = await trx
      .selectFrom('content_translation')
      .select('id')
      .where('kind', '=', kind)
      .where('language', '=', language)
      .where('slug', '=', slug)
      .where('itemId', '!=', itemId)
      .executeTakeFirst()
    if (other) throw new SaveStop(fieldError('slug', 'admin:errors.slugTaken'))
    const path = translatedPath(kind, language, slug)
    await trx.deleteFrom('redirect').where('fromPath', '=', path).execute()
    if (previous && previous.slug !== slug)
      await putRedirect(trx, {
        from: translatedPath(kind, language, previous.slug),
        to: path,
        kind: 'translation',
      })
    const body = 'body' in input ? input.body : ''
    const words =
      'body' in input || 'sections' in input ? undefined : await drillTranslationWords(trx, itemId, input)
    const outline =
      'sections' in input && source.outline ? courseTranslationWords(source.outline, input) : undefined
    const id = await writeVersion(trx, {
      kind,
      itemId,
      language,
      source,
      previous,
      who,
      now,
      values: {
        slug,
        fields: JSON.stringify({
          title: input.title,
          summary: input.summary ?? '',
          body,
          ...(words && { words }),
          ...(outline && { outline }),
        }),
        html: 'body' in input ? await renderRichTextWithPictures(trx, input.body) : '',
        seoTitle: input.seoTitle || null,
        seoDescription: input.seoDescription || null,
        status: input.status,
      },
    })
    // The site search finds a published version in its language (docs/decisions/044).
    await reindex(trx, kind, [itemId])
    return { kind: 'saved', id, version: 0, slug }
  })
}

/**
 * Saves the translation of a curriculum objective (title and description) or a season week (theme
 * and notes) into one language: no body, no address of its own (its slug is the row's id), shown on
 * the programme page's version in that language.
 */
export function saveCurriculumTranslation(
  db: Db,
  {
    kind,
    itemId,
    language,
    input,
    who,
    now = new Date().toISOString(),
  }: {
    kind: CurriculumKind
    itemId: number
    language: TranslationLanguage
    input: { title: string; summary: string; status: TranslationStatus }
    who: Who
    now?: string
  },
): Promise<SaveOutcome> {
  return saveInTransaction(db, async (trx) => {
    const source = await sourceItem(trx, kind, itemId)
    if (!source) throw new SaveStop({ kind: 'notFound' })
    const values = {
      slug: source.slug,
      fields: JSON.stringify({ title: input.title, summary: input.summary, body: '' }),
      html: '',
      seoTitle: null,
      seoDescription: null,
      status: input.status,
    }
    const previous = await previousVersion(trx, kind, itemId, language)
    const id = await writeVersion(trx, { kind, itemId, language, source, previous, who, now, values })
    return { kind: 'saved', id, version: 0, slug: source.slug }
  })
}

/** A version's `fields` column: the shared words, a drill's lists and diagram words or a course's titles besides. */
interface StoredFields {
  title: string
  summary: string
  body: unknown
  words?: DrillWords
  outline?: CourseWords
}

const previousVersion = (db: Db, kind: TranslationKind, itemId: number, language: TranslationLanguage) =>
  db
    .selectFrom('content_translation')
    .select(['id', 'slug', 'status', 'publishedAt'])
    .where('kind', '=', kind)
    .where('itemId', '=', itemId)
    .where('language', '=', language)
    .executeTakeFirst()

/** Inserts or updates one version with the source as it is now, and audits the save (and a first publish). */
async function writeVersion(
  trx: Db,
  {
    kind,
    itemId,
    language,
    source,
    previous,
    who,
    now,
    values,
  }: {
    kind: TranslationKind
    itemId: number
    language: TranslationLanguage
    source: SourceItem
    previous: Awaited<ReturnType<typeof previousVersion>>
    who: Who
    now: string
    values: {
      slug: string
      fields: string
      html: string
      seoTitle: string | null
      seoDescription: string | null
      status: TranslationStatus
    }
  },
) {
  const row = {
    ...values,
    sourceHash: sourceHashOf(source),
    sourceSnapshot: JSON.stringify(snapshotOf(source)),
    publishedAt: values.status === 'published' ? (previous?.publishedAt ?? now) : null,
    updatedAt: now,
  }
  let id: number
  if (previous) {
    await trx.updateTable('content_translation').set(row).where('id', '=', previous.id).execute()
    id = previous.id
  } else {
    const inserted = await trx
      .insertInto('content_translation')
      .values({ ...row, kind, itemId, language, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    id = inserted.id
  }
  const target = { type: kind, id: itemId }
  const detail = { language, title: (JSON.parse(values.fields) as { title: string }).title }
  await recordAudit(trx, { action: 'translation.save', user: who.user, target, detail, ip: who.ip })
  if (values.status === 'published' && previous?.status !== 'published')
    await recordAudit(trx, { action: 'translation.publish', user: who.user, target, detail, ip: who.ip })
  return id
}

const stateOf = (row: { status: 'draft' | 'published'; sourceHash: string }, source: SourceItem) =>
  row.sourceHash !== sourceHashOf(source) ? ('outdated' as const) : row.status

export interface LanguageVersion {
  language: TranslationLanguage
  state: TranslationState
  /** Published, whatever `state` says (an out-of-date published version is still public). */
  published: boolean
  slug: string | null
  updatedAt: string | null
}

/** The 15 languages of one item, each with its state: missing, draft, published or out of date. */
export async function itemVersions(db: Db, kind: TranslationKind, itemId: number) {
  const source = await sourceItem(db, kind, itemId)
  if (!source) return undefined
  const rows = await db
    .selectFrom('content_translation')
    .select(['language', 'slug', 'status', 'sourceHash', 'updatedAt'])
    .where('kind', '=', kind)
    .where('itemId', '=', itemId)
    .execute()
  const byLanguage = new Map(rows.map((row) => [row.language, row]))
  return translationLanguages.map((language): LanguageVersion => {
    const row = byLanguage.get(language)
    return row
      ? {
          language,
          state: stateOf(row, source),
          published: row.status === 'published',
          slug: row.slug,
          updatedAt: row.updatedAt,
        }
      : { language, state: 'missing', published: false, slug: null, updatedAt: null }
  })
}

/**
 * For an admin list: the state of each language that has a row, per item id (a language absent is
 * missing). Reads the sources' words to tell out-of-date versions.
 */
export async function versionsByItem(db: Db, kind: TranslationKind, ids: readonly number[]) {
  const result = new Map<number, Partial<Record<TranslationLanguage, TranslationState>>>()
  if (!ids.length) return result
  const [sources, rows] = await Promise.all([
    sourceItems(db, kind, ids),
    db
      .selectFrom('content_translation')
      .select(['itemId', 'language', 'status', 'sourceHash'])
      .where('kind', '=', kind)
      .where('itemId', 'in', ids)
      .execute(),
  ])
  const byId = new Map(sources.map((source) => [source.id, source]))
  for (const row of rows) {
    const source = byId.get(row.itemId)
    if (!source) continue
    const states = result.get(row.itemId) ?? {}
    states[row.language as TranslationLanguage] = stateOf(row, source)
    result.set(row.itemId, states)
  }
  return result
}

/** The ids of the items whose version in `language` is missing or out of date. */
export async function idsNeedingTranslation(db: Db, kind: TranslationKind, language: TranslationLanguage) {
  const [sources, rows] = await Promise.all([
    sourceItems(db, kind),
    db
      .selectFrom('content_translation')
      .select(['itemId', 'status', 'sourceHash'])
      .where('kind', '=', kind)
      .where('language', '=', language)
      .execute(),
  ])
  const rowOf = new Map(rows.map((row) => [row.itemId, row]))
  return sources
    .filter((source) => {
      const row = rowOf.get(source.id)
      return !row || stateOf(row, source) === 'outdated'
    })
    .map((source) => source.id)
}

/** What the translation editor needs: the source now, the translation, and what changed since. */
export async function translationForEditor(
  db: Db,
  kind: TranslationKind,
  itemId: number,
  language: TranslationLanguage,
) {
  const source = await sourceItem(db, kind, itemId)
  if (!source) return undefined
  const row = await db
    .selectFrom('content_translation')
    .select([
      'slug',
      'fields',
      'seoTitle',
      'seoDescription',
      'status',
      'sourceHash',
      'sourceSnapshot',
      'updatedAt',
    ])
    .where('kind', '=', kind)
    .where('itemId', '=', itemId)
    .where('language', '=', language)
    .executeTakeFirst()
  if (!row) return { source, translation: null }
  const fields = JSON.parse(row.fields) as StoredFields
  const outdated = row.sourceHash !== sourceHashOf(source)
  return {
    source,
    translation: {
      slug: row.slug,
      title: fields.title,
      summary: fields.summary,
      body: fields.body,
      words: fields.words ?? null,
      outline: fields.outline ?? null,
      seoTitle: row.seoTitle ?? '',
      seoDescription: row.seoDescription ?? '',
      status: row.status,
      outdated,
      updatedAt: row.updatedAt,
      changes: outdated
        ? sourceChanges(JSON.parse(row.sourceSnapshot) as SourceSnapshot, snapshotOf(source))
        : null,
    },
  }
}

/**
 * A published translation by language and slug, while its source is public; with the source's id
 * and slug. Undefined: the page answers 404.
 */
export async function findPublishedTranslation(
  db: Db,
  kind: TranslationKind,
  language: TranslationLanguage,
  slug: string,
) {
  const row = await db
    .selectFrom('content_translation')
    .select(['itemId', 'slug', 'fields', 'html', 'seoTitle', 'seoDescription', 'publishedAt', 'updatedAt'])
    .where('kind', '=', kind)
    .where('language', '=', language)
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst()
  if (!row) return undefined
  const source = await sourceItem(db, kind, row.itemId)
  if (!source?.isPublic) return undefined
  const fields = JSON.parse(row.fields) as StoredFields
  return {
    ...row,
    title: fields.title,
    summary: fields.summary,
    words: fields.words,
    outline: fields.outline,
    source,
  }
}

/** An item's published version in one language: its slug and words (the body as TipTap JSON). */
export async function publishedVersionOf(
  db: Db,
  kind: TranslationKind,
  itemId: number,
  language: TranslationLanguage,
) {
  const row = await db
    .selectFrom('content_translation')
    .select(['slug', 'fields'])
    .where('kind', '=', kind)
    .where('itemId', '=', itemId)
    .where('language', '=', language)
    .where('status', '=', 'published')
    .executeTakeFirst()
  if (!row) return undefined
  const fields = JSON.parse(row.fields) as { title: string; summary: string; body: unknown }
  return { slug: row.slug, ...fields }
}

/** The published versions of an item other than Spanish, in the languages' order. */
export async function publishedVersions(db: Db, kind: TranslationKind, itemId: number) {
  const rows = await db
    .selectFrom('content_translation')
    .select(['language', 'slug'])
    .where('kind', '=', kind)
    .where('itemId', '=', itemId)
    .where('status', '=', 'published')
    .execute()
  const order = (language: string) => translationLanguages.indexOf(language as TranslationLanguage)
  return rows
    .sort((a, b) => order(a.language) - order(b.language))
    .map((row) => ({ language: row.language as TranslationLanguage, slug: row.slug }))
}

/** Every published version of a kind, for the sitemap: item id → its versions. */
export async function allPublishedVersions(db: Db, kind: TranslationKind) {
  const rows = await db
    .selectFrom('content_translation')
    .select(['itemId', 'language', 'slug', 'updatedAt'])
    .where('kind', '=', kind)
    .where('status', '=', 'published')
    .orderBy('itemId')
    .orderBy('language')
    .execute()
  const result = new Map<number, Array<{ language: TranslationLanguage; slug: string; updatedAt: string }>>()
  for (const row of rows) {
    const list = result.get(row.itemId) ?? []
    list.push({ language: row.language as TranslationLanguage, slug: row.slug, updatedAt: row.updatedAt })
    result.set(row.itemId, list)
  }
  return result
}

/**
 * An admin list's languages (docs/decisions/048): with `needing`, the ids of the items whose
 * version in that language is missing or out of date (the list shows only them); `languagesOf`
 * adds to each row of a page the state of each language it has.
 */
export async function translationListFacts(
  db: Db,
  kind: TranslationKind,
  needing: TranslationLanguage | undefined,
) {
  const onlyIds = needing ? await idsNeedingTranslation(db, kind, needing) : undefined
  return {
    onlyIds,
    async languagesOf<Row extends { id: number }>(rows: Row[]) {
      const states = await versionsByItem(
        db,
        kind,
        rows.map((row) => row.id),
      )
      return rows.map((row) => ({
        ...row,
        languages: translationLanguages.flatMap((language) => {
          const state = states.get(row.id)?.[language]
          return state ? [{ language, state }] : []
        }),
      }))
    },
  }
}
