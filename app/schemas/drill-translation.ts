import { z } from './zod.ts'
import { DIAGRAM_LIMITS, objectId, plainText, type Diagram, type DiagramObject } from './diagram.ts'
import { DRILL_LIMITS, lines } from './drill.ts'
import { plainString } from './plain-text.ts'
import { TranslationSchema } from './translations.ts'

/**
 * A drill's translation (docs/decisions/048-content-translations.md): besides the fields every kind
 * shares (title, summary = the objective, slug, SEO, status), its three lists and the words of its
 * diagrams. A diagram's structure (pitch, objects, positions, frames) is always the Spanish one;
 * the translation holds only its title, text alternative and the text of each labelled object, by
 * the object's id.
 */

export interface DiagramWords {
  title: string
  description: string
  labels: Array<{ id: string; text: string }>
}

export interface DrillWords {
  coachingPoints: string[]
  variations: string[]
  progressions: string[]
  diagrams: DiagramWords[]
}

/** The words an object carries: a player's, zone's or arrow's label, a text's text. */
export const wordOf = (object: DiagramObject) =>
  object.type === 'text' ? object.text : 'label' in object ? (object.label ?? '') : ''

/** The longest text an object takes (a label is drawn smaller than a text). */
export const wordLimit = (object: DiagramObject) =>
  object.type === 'text' ? DIAGRAM_LIMITS.text : DIAGRAM_LIMITS.label

/** The diagram's words as the source has them: its title, text alternative and labelled objects. */
export const diagramWordsOf = (diagram: Diagram): DiagramWords => ({
  title: diagram.title,
  description: diagram.description,
  labels: diagram.objects.flatMap((object) => {
    const text = wordOf(object)
    return text ? [{ id: object.id, text }] : []
  }),
})

export const drillWordsOf = (drill: {
  coachingPoints: string[]
  variations: string[]
  progressions: string[]
  diagrams: Diagram[]
}): DrillWords => ({
  coachingPoints: drill.coachingPoints,
  variations: drill.variations,
  progressions: drill.progressions,
  diagrams: drill.diagrams.map(diagramWordsOf),
})

/**
 * The source's diagram with a translation's words laid over it: positions, objects and frames stay
 * the source's; a word left empty, or for an object the source no longer has, keeps the Spanish.
 */
export function withDiagramWords(diagram: Diagram, words: DiagramWords | undefined): Diagram {
  if (!words) return diagram
  const labels = new Map(words.labels.filter((label) => label.text).map((label) => [label.id, label.text]))
  return {
    ...diagram,
    title: words.title || diagram.title,
    description: words.description || diagram.description,
    objects: diagram.objects.map((object) => {
      const text = labels.get(object.id)
      if (!text || !wordOf(object)) return object
      return object.type === 'text' ? { ...object, text } : { ...object, label: text }
    }),
  }
}

/** Every word of a drill as lines, for "what changed in the source since". */
export const drillWordLines = (words: DrillWords) => [
  ...words.coachingPoints,
  ...words.variations,
  ...words.progressions,
  ...words.diagrams.flatMap((diagram) => [
    diagram.title,
    diagram.description,
    ...diagram.labels.map((label) => label.text),
  ]),
]

const DiagramWordsField = z.object({
  title: plainText(DIAGRAM_LIMITS.title).default(''),
  description: plainText(DIAGRAM_LIMITS.description).default(''),
  labels: z
    .array(z.object({ id: objectId, text: plainText(DIAGRAM_LIMITS.text).default('') }))
    .max(DIAGRAM_LIMITS.objects, 'pitch:errors.tooManyObjects')
    .default([]),
})

/** The drill translation editor's form: the shared fields without a body, the lists and the diagrams' words. */
export const DrillTranslationSchema = TranslationSchema.omit({ body: true }).extend({
  // The objective, required as in the drill itself.
  summary: plainString({ multiline: true, error: 'admin:errors.required' })
    .trim()
    .min(1, 'admin:errors.required')
    .max(DRILL_LIMITS.objective, 'admin:errors.tooLong'),
  coachingPoints: lines,
  variations: lines,
  progressions: lines,
  diagrams: z
    .array(DiagramWordsField)
    .max(DRILL_LIMITS.diagrams, 'drills:errors.tooManyDiagrams')
    .default([]),
})

export type DrillTranslationInput = z.infer<typeof DrillTranslationSchema>
