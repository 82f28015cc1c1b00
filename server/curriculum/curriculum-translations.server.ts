import { htmlLang } from '#app/i18n/languages.ts'
import type {
  CurriculumKind,
  TranslationLanguage,
  TranslationState,
  TranslationStatus,
} from '#app/i18n/content-languages.ts'
import type { Db } from '../db/connection.server.ts'
import {
  snapshotOf,
  sourceChanges,
  sourceHashOf,
  type SourceSnapshot,
} from '../content/translations/sources.server.ts'
import type { Curriculum } from './curriculum.server.ts'

/**
 * A band's curriculum in the coach's other languages (docs/decisions/048-content-translations.md):
 * each objective (title, description) and season week (theme, notes) is a translation of its own,
 * kinds `curriculum` and `season-week` of `content_translation`.
 */

interface Row {
  kind: string
  itemId: number
  fields: string
  status: TranslationStatus
  sourceHash: string
  sourceSnapshot: string
}

async function rowsOf(db: Db, curriculum: Curriculum, language: TranslationLanguage, published: boolean) {
  const objectiveIds = curriculum.objectives.map((objective) => objective.id)
  const weekIds = curriculum.weeks.map((week) => week.id)
  if (!objectiveIds.length && !weekIds.length) return new Map<string, Row>()
  const rows = await db
    .selectFrom('content_translation')
    .select(['kind', 'itemId', 'fields', 'status', 'sourceHash', 'sourceSnapshot'])
    .where('language', '=', language)
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'curriculum'), eb('itemId', 'in', [...objectiveIds, 0])]),
        eb.and([eb('kind', '=', 'season-week'), eb('itemId', 'in', [...weekIds, 0])]),
      ]),
    )
    .$if(published, (q) => q.where('status', '=', 'published'))
    .execute()
  return new Map(rows.map((row) => [`${row.kind}:${row.itemId}`, row]))
}

const textsOf = (row: Row) => JSON.parse(row.fields) as { title: string; summary: string }

/**
 * The curriculum as the programme page's version in `language` shows it: every objective and week
 * with a published translation in that language, the rest in Spanish; each says its language
 * (`lang`), so the page marks the Spanish ones.
 */
export async function curriculumInLanguage(
  db: Db,
  curriculum: Curriculum,
  language: TranslationLanguage,
): Promise<Curriculum> {
  const rows = await rowsOf(db, curriculum, language, true)
  const lang = htmlLang(language)
  const objectives = curriculum.objectives.map((objective) => {
    const row = rows.get(`curriculum:${objective.id}`)
    if (!row) return objective
    const texts = textsOf(row)
    return { ...objective, title: texts.title, description: texts.summary, lang }
  })
  const translated = new Map(objectives.map((objective) => [objective.id, objective]))
  const weeks = curriculum.weeks.map((week) => {
    const row = rows.get(`season-week:${week.id}`)
    const texts = row && textsOf(row)
    return {
      ...week,
      ...(texts ? { theme: texts.title, notes: texts.summary, lang } : {}),
      objectives: week.objectives.map((objective) => {
        const version = translated.get(objective.id)
        return version?.lang ? { ...objective, title: version.title, lang } : objective
      }),
    }
  })
  return { objectives, weeks }
}

export interface CurriculumVersion {
  kind: CurriculumKind
  id: number
  /** The Spanish words now. */
  source: { title: string; summary: string }
  state: TranslationState
  translation: { title: string; summary: string; status: TranslationStatus } | null
  /** What changed in the Spanish words since the translation was saved. */
  changes: ReturnType<typeof sourceChanges> | null
}

/** The translation editor of a band: each objective and week, its Spanish words, its version and state. */
export async function curriculumVersions(
  db: Db,
  curriculum: Curriculum,
  language: TranslationLanguage,
): Promise<{ objectives: CurriculumVersion[]; weeks: CurriculumVersion[] }> {
  const rows = await rowsOf(db, curriculum, language, false)
  const versionOf = (kind: CurriculumKind, id: number, source: { title: string; summary: string }) => {
    const row = rows.get(`${kind}:${id}`)
    if (!row) return { kind, id, source, state: 'missing' as const, translation: null, changes: null }
    const words = { ...source, body: '' }
    const outdated = row.sourceHash !== sourceHashOf(words)
    return {
      kind,
      id,
      source,
      state: outdated ? ('outdated' as const) : row.status,
      translation: { ...textsOf(row), status: row.status },
      changes: outdated
        ? sourceChanges(JSON.parse(row.sourceSnapshot) as SourceSnapshot, snapshotOf(words))
        : null,
    }
  }
  return {
    objectives: curriculum.objectives.map((objective) =>
      versionOf('curriculum', objective.id, { title: objective.title, summary: objective.description }),
    ),
    weeks: curriculum.weeks.map((week) =>
      versionOf('season-week', week.id, { title: week.theme, summary: week.notes }),
    ),
  }
}
