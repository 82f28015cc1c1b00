import {
  drillWordsOf,
  wordLimit,
  wordOf,
  type DrillTranslationInput,
  type DrillWords,
} from '#app/schemas/drill-translation.ts'
import type { Db } from '../../db/connection.server.ts'
import { readDiagrams, readLines } from '../../drills/drill-fields.server.ts'
import { fieldError, SaveStop } from '../admin-save.server.ts'
import type { SourceItem } from './sources.server.ts'

/**
 * A drill as the source of its translations (docs/decisions/048-content-translations.md): its title,
 * objective (the shared `summary`), and its `words`: coaching points, variations, progressions and
 * each diagram's title, text alternative and labels. No rich-text body. Figures, equipment, concepts
 * and the diagrams' drawing stay the Spanish drill's, so changing them leaves translations up to date.
 */
export async function drillSources(db: Db, ids?: readonly number[]): Promise<SourceItem[]> {
  const rows = await db
    .selectFrom('drill')
    .select([
      'id',
      'slug',
      'title',
      'objective',
      'coachingPoints',
      'variations',
      'progressions',
      'diagrams',
      'status',
      'updatedAt',
    ])
    .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
    .execute()
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.objective,
    body: '',
    html: '',
    words: drillWordsOf({
      coachingPoints: readLines(row.coachingPoints),
      variations: readLines(row.variations),
      progressions: readLines(row.progressions),
      diagrams: readDiagrams(row.diagrams),
    }),
    isPublic: row.status === 'published',
    updatedAt: row.updatedAt,
  }))
}

/**
 * The words of a drill's translation as stored: its lists, and for each of the source's diagrams
 * the words of the objects that diagram has words on (a posted id the source has no label on is
 * dropped: the translation never adds to the drawing). A label longer than its object takes is
 * refused on its field, as the diagram editor refuses it.
 */
export async function drillTranslationWords(db: Db, itemId: number, input: DrillTranslationInput) {
  const row = await db.selectFrom('drill').select('diagrams').where('id', '=', itemId).executeTakeFirst()
  const diagrams = readDiagrams(row?.diagrams ?? '[]')
  const words: DrillWords = {
    coachingPoints: input.coachingPoints,
    variations: input.variations,
    progressions: input.progressions,
    diagrams: diagrams.map((diagram, index) => {
      const posted = input.diagrams[index]
      const texts = new Map(posted?.labels.map((label) => [label.id, label.text]))
      return {
        title: posted?.title ?? '',
        description: posted?.description ?? '',
        labels: diagram.objects.flatMap((object) => {
          const text = texts.get(object.id)
          if (!text || !wordOf(object)) return []
          if (text.length > wordLimit(object)) {
            const at = posted?.labels.findIndex((label) => label.id === object.id) ?? 0
            throw new SaveStop(
              fieldError(`diagrams[${index}].labels[${at}].text`, 'pitch:errors.labelTooLong'),
            )
          }
          return [{ id: object.id, text }]
        }),
      }
    }),
  }
  return words
}
