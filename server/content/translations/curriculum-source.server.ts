import type { CurriculumKind } from '#app/i18n/content-languages.ts'
import type { Db } from '../../db/connection.server.ts'
import type { SourceItem } from './sources.server.ts'

/**
 * Curriculum objectives and season weeks as sources of translations (docs/decisions/048): an
 * objective's title and description, a week's theme and notes. They have no body and no address
 * of their own (the slug is the row's id); they are public with their programme page.
 */
export async function curriculumSources(
  db: Db,
  kind: CurriculumKind,
  ids?: readonly number[],
): Promise<SourceItem[]> {
  // A week has no time of its own change: its translations' state reads the hash alone.
  const rows =
    kind === 'curriculum'
      ? await db
          .selectFrom('curriculum_objective')
          .select(['id', 'title', 'description as summary', 'updatedAt'])
          .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
          .execute()
      : await db
          .selectFrom('season_week')
          .select(['id', 'theme as title', 'notes as summary'])
          .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
          .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    slug: String(row.id),
    title: row.title,
    summary: row.summary,
    body: '',
    html: '',
    isPublic: true,
    updatedAt: 'updatedAt' in row ? String(row.updatedAt) : '',
  }))
}
