import { z } from 'zod'
import { conceptCategories, conceptKinds } from '#app/schemas/content-admin.ts'
import { courseLevels, unlockRules } from '#app/schemas/courses.ts'
import { DiagramSchema } from '#app/schemas/diagram.ts'
import { drillEquipment, drillIntensities } from '#app/schemas/drill-values.ts'
import { eventKinds, eventQuestions, questionModes } from '#app/schemas/event-values.ts'
import { playPhases } from '#app/schemas/play-phases.ts'
import { programmes } from '#app/schemas/programmes.ts'
import { questionKinds } from '#app/schemas/quiz.ts'
import { sessionPhases } from '#app/schemas/session-phases.ts'
import { coverMotifs } from './cover-art.server.ts'
import { BodySchema } from './markup.server.ts'

/**
 * The shape of each kind of file in content/demo/<language>/ (docs/decisions/047). Strict objects, so
 * a misspelt key is an error rather than a silently missing field. Bodies are compact rich text
 * (markup.server.ts), expanded by the loader.
 */

const programme = z.enum(programmes)
const range = z.tuple([z.int(), z.int()])
const CoverTheme = z.strictObject({
  colors: z.tuple([z.string(), z.string()]),
  motif: z.enum(coverMotifs),
})

export const PostFile = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  programme: programme.nullable(),
  tags: z.array(z.string()),
  /** Days before the seeding day; negative: scheduled that many days ahead. */
  publishedDaysAgo: z.int(),
  draft: z.literal(true).optional(),
  coverTheme: CoverTheme,
  /** A drawn picture the seed stores like an upload and places in the body before block `before`. */
  figure: z
    .strictObject({ theme: CoverTheme, alt: z.string(), caption: z.string(), before: z.int().min(0) })
    .optional(),
  body: BodySchema,
})

/**
 * A translation of a post or a concept (docs/decisions/048): the file of the same name in another
 * language's folder, with the translated words.
 */
export const TranslationFile = z.strictObject({
  /** Its own address's slug; made from the title when absent. */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .optional(),
  title: z.string().min(1),
  summary: z.string().min(1),
  body: BodySchema,
})

export const ConceptFile = z.strictObject({
  term: z.string().min(1),
  summary: z.string().min(1),
  kind: z.enum(conceptKinds),
  category: z.enum(conceptCategories),
  programme: programme.nullable(),
  body: BodySchema,
  /** The concept map (docs/decisions/050): slugs of demo concepts to learn first, and related ones. */
  learnFirst: z.array(z.string()).default([]),
  related: z.array(z.string()).default([]),
})

/** A diagram as the editor saves it, kept as written (its JSON is what the drill stores). */
const Diagram = z.record(z.string(), z.unknown()).superRefine((raw, ctx) => {
  const parsed = DiagramSchema.safeParse(raw)
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
})

export const DrillFile = z.strictObject({
  title: z.string().min(1),
  objective: z.string(),
  programme,
  ages: range,
  players: range,
  /** Length and width in metres. */
  space: range,
  minutes: z.int(),
  intensity: z.enum(drillIntensities),
  equipment: z.array(z.enum(drillEquipment)),
  points: z.array(z.string()),
  variations: z.array(z.string()),
  progressions: z.array(z.string()),
  /** Slugs of demo concepts. */
  concepts: z.array(z.string()),
  diagrams: z.array(Diagram),
})

/**
 * A drill's translation (docs/decisions/048), the Spanish file's name in another language's folder:
 * its words, and per diagram (in the Spanish file's order) its title, text alternative and the text
 * of labelled objects by their ids; the drawing stays the Spanish one.
 */
export const DrillTranslationFile = z.strictObject({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .optional(),
  title: z.string().min(1),
  objective: z.string().min(1),
  points: z.array(z.string()),
  variations: z.array(z.string()),
  progressions: z.array(z.string()),
  diagrams: z.array(
    z.strictObject({
      title: z.string(),
      description: z.string(),
      labels: z.record(z.string(), z.string().min(1)),
    }),
  ),
})

const Quiz = z.strictObject({
  passMark: z.int(),
  maxAttempts: z.int().nullable(),
  questions: z.array(
    z.strictObject({
      kind: z.enum(questionKinds),
      prompt: z.string(),
      choices: z.array(
        z.strictObject({ text: z.string(), correct: z.boolean(), feedback: z.string().optional() }),
      ),
    }),
  ),
})

export const CourseFile = z.strictObject({
  title: z.string().min(1),
  summary: z.string(),
  programme: programme.nullable(),
  level: z.enum(courseLevels),
  priceText: z.string(),
  /** What Checkout charges, tax included, in the currency's minor units: the price the text shows. */
  priceCents: z.int(),
  sections: z.array(
    z.strictObject({
      title: z.string(),
      lessons: z.array(
        z.strictObject({
          title: z.string().min(1),
          minutes: z.int(),
          unlock: z.enum(unlockRules),
          unlockDays: z.int().optional(),
          videoUrl: z.string().optional(),
          body: BodySchema,
          quiz: Quiz.optional(),
        }),
      ),
    }),
  ),
})

export const CurriculumFile = z.strictObject({
  programme,
  ageBand: z.int(),
  objectives: z.array(
    z.strictObject({
      /** How the weeks below refer to it. */
      key: z.string(),
      phase: z.enum(playPhases),
      title: z.string(),
      description: z.string(),
      /** Demo concepts by term and demo drills by title. */
      concepts: z.array(z.string()),
      drills: z.array(z.string()),
    }),
  ),
  /** The first weeks of the season plan: a theme and the objectives it works on. */
  weeks: z.array(
    z.strictObject({
      week: z.int(),
      theme: z.string(),
      objectives: z.array(z.string()),
      notes: z.string().optional(),
    }),
  ),
})

export const EventFile = z.strictObject({
  title: z.string().min(1),
  kind: z.enum(eventKinds),
  programme: programme.optional(),
  ages: range,
  /** First day, days from the seeding day; then how many consecutive days, and the hours. */
  inDays: z.int(),
  days: z.int().min(1),
  hours: z.tuple([z.string(), z.string()]),
  place: z.string(),
  address: z.string(),
  capacity: z.int(),
  price: z.string(),
  questions: z.partialRecord(z.enum(eventQuestions), z.enum(questionModes)),
  body: BodySchema,
})

export const SessionFile = z.strictObject({
  title: z.string().min(1),
  ageGroup: z.int(),
  players: z.int(),
  notes: z.string(),
  /** A demo drill by its title, or a free block (title only), with its phase and minutes. */
  blocks: z.array(
    z.strictObject({
      drill: z.string().optional(),
      title: z.string().optional(),
      phase: z.enum(sessionPhases),
      minutes: z.int(),
      notes: z.string().optional(),
    }),
  ),
})

export type DemoCurriculum = z.infer<typeof CurriculumFile>

/**
 * A band's curriculum in another language (content/demo/<language>/curriculum/, the Spanish file's
 * name): objectives by the Spanish file's keys, weeks by number. Any may be left out (it stays Spanish).
 */
export const CurriculumTranslationFile = z.strictObject({
  objectives: z.record(
    z.string(),
    z.strictObject({ title: z.string().min(1), description: z.string().optional() }),
  ),
  weeks: z.record(
    z.string().regex(/^\d+$/),
    z.strictObject({ theme: z.string().min(1), notes: z.string().optional() }),
  ),
})
export type DemoSession = z.infer<typeof SessionFile>
