import { z } from './zod.ts'
import {
  pitchViews,
  PITCH_SIZE,
  DIAGRAM_LIMITS,
  teams,
  arrowKinds,
  zoneShapes,
  diagramColours,
  type PitchView,
} from './diagram-values.ts'

/**
 * A tactical pitch diagram as the coach draws it: a pitch view, the objects on it and, for animated
 * diagrams, key frames that move them. Stored as JSON and validated by this one schema in the
 * editor, on the server and before rendering. Coordinates are metres from the view's top-left corner.
 */

// The plain values, for the editor's modules that import everything from here.
export * from './diagram-values.ts'

/** How far outside the drawn area an object may stand (a coach off the pitch, a ball in touch). */
const MARGIN = 5

/** Plain text: no markup, no control characters (labels are drawn as SVG text, never as HTML). */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .refine((value) => !/[<>]/.test(value), 'pitch:errors.labelMarkup')
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'pitch:errors.labelControl')
    .max(max, 'pitch:errors.labelTooLong')

const coordinate = z.number({ error: 'pitch:errors.position' }).finite('pitch:errors.position')
const rotation = z.number().min(-360).max(360).default(0)
export const objectId = z
  .string()
  .min(1)
  .max(DIAGRAM_LIMITS.id)
  .regex(/^[A-Za-z0-9_-]+$/, 'pitch:errors.id')

const placed = { id: objectId, x: coordinate, y: coordinate }

const PlayerSchema = z.object({
  ...placed,
  type: z.literal('player'),
  team: z.enum(teams),
  number: z.number().int().min(1).max(99).optional(),
  label: plainText(DIAGRAM_LIMITS.label).optional(),
  rotation,
})
const ConeSchema = z.object({
  ...placed,
  type: z.literal('cone'),
  colour: z.enum(diagramColours).default('orange'),
})
const BallSchema = z.object({ ...placed, type: z.literal('ball') })
const PoleSchema = z.object({
  ...placed,
  type: z.literal('pole'),
  colour: z.enum(diagramColours).default('yellow'),
})
const GoalSchema = z.object({
  ...placed,
  type: z.literal('goal'),
  size: z.enum(['full', 'mini']).default('full'),
  rotation,
})
const ZoneSchema = z.object({
  ...placed,
  type: z.literal('zone'),
  shape: z.enum(zoneShapes),
  width: z.number().positive().max(120),
  height: z.number().positive().max(120),
  colour: z.enum(diagramColours).default('yellow'),
  label: plainText(DIAGRAM_LIMITS.label).optional(),
  rotation,
})
const TextSchema = z.object({
  ...placed,
  type: z.literal('text'),
  text: plainText(DIAGRAM_LIMITS.text).min(1),
})
const ArrowSchema = z.object({
  id: objectId,
  type: z.literal('arrow'),
  kind: z.enum(arrowKinds),
  points: z
    .array(z.object({ x: coordinate, y: coordinate }))
    .min(2, 'pitch:errors.arrowPoints')
    .max(DIAGRAM_LIMITS.arrowPoints, 'pitch:errors.arrowPoints'),
  label: plainText(DIAGRAM_LIMITS.label).optional(),
})

export const DiagramObjectSchema = z.discriminatedUnion(
  'type',
  [PlayerSchema, ConeSchema, BallSchema, PoleSchema, GoalSchema, ZoneSchema, TextSchema, ArrowSchema],
  { error: 'pitch:errors.unknownShape' },
)
export type DiagramObject = z.infer<typeof DiagramObjectSchema>
export type DiagramObjectType = DiagramObject['type']

/** Where the objects stand in one key frame; objects not listed keep their previous place. */
const FrameSchema = z.object({
  id: objectId,
  positions: z.record(
    objectId,
    z.object({ x: coordinate, y: coordinate, rotation: z.number().min(-360).max(360).optional() }),
  ),
})

export const DiagramSchema = z
  .object({
    version: z.literal(1),
    pitch: z.enum(pitchViews, { error: 'pitch:errors.pitch' }),
    title: plainText(DIAGRAM_LIMITS.title).default(''),
    /** The coach's own text alternative; when empty the page describes the objects itself. */
    description: plainText(DIAGRAM_LIMITS.description).default(''),
    objects: z.array(DiagramObjectSchema).max(DIAGRAM_LIMITS.objects, 'pitch:errors.tooManyObjects'),
    frames: z.array(FrameSchema).max(DIAGRAM_LIMITS.frames, 'pitch:errors.tooManyFrames').default([]),
  })
  .superRefine((diagram, ctx) => {
    const ids = new Set<string>()
    diagram.objects.forEach((object, index) => {
      if (ids.has(object.id))
        ctx.addIssue({ code: 'custom', path: ['objects', index, 'id'], message: 'pitch:errors.duplicateId' })
      ids.add(object.id)
      if (!pointsOf(object).every((point) => isOnView(diagram.pitch, point)))
        ctx.addIssue({ code: 'custom', path: ['objects', index], message: 'pitch:errors.position' })
    })
    diagram.frames.forEach((frame, index) => {
      for (const [id, point] of Object.entries(frame.positions))
        if (!ids.has(id) || !isOnView(diagram.pitch, point))
          ctx.addIssue({ code: 'custom', path: ['frames', index, id], message: 'pitch:errors.frame' })
    })
  })

export type Diagram = z.output<typeof DiagramSchema>
export type DiagramInput = z.input<typeof DiagramSchema>

export const pointsOf = (object: DiagramObject) => (object.type === 'arrow' ? object.points : [object])

function isOnView(view: PitchView, { x, y }: { x: number; y: number }) {
  const { width, height } = PITCH_SIZE[view]
  return x >= -MARGIN && x <= width + MARGIN && y >= -MARGIN && y <= height + MARGIN
}

export type DiagramParse = { success: true; diagram: Diagram } | { success: false; error: string }

/**
 * A stored or posted diagram: the size is checked on the raw text before it is parsed, then the
 * schema. The error is a translation key naming the first problem.
 */
export function parseDiagramJson(text: string): DiagramParse {
  if (new TextEncoder().encode(text).length > DIAGRAM_LIMITS.bytes)
    return { success: false, error: 'pitch:errors.tooLarge' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { success: false, error: 'pitch:errors.malformed' }
  }
  const result = DiagramSchema.safeParse(value)
  if (result.success) return { success: true, diagram: result.data }
  // Our own messages are translation keys; zod's built-in ones (a wrong type deep in an object) are not.
  const message = result.error.issues[0]?.message ?? ''
  return { success: false, error: message.startsWith('pitch:') ? message : 'pitch:errors.invalidObject' }
}

/** A form field carrying a diagram as JSON; parses to a valid Diagram. */
export const diagramField = z.string({ error: 'pitch:errors.malformed' }).transform((value, ctx): Diagram => {
  const result = parseDiagramJson(value)
  if (result.success) return result.diagram
  ctx.addIssue({ code: 'custom', message: result.error })
  return z.NEVER
})

/** An empty diagram of a view, the editor's starting point. */
export const emptyDiagram = (pitch: PitchView = 'full'): Diagram => ({
  version: 1,
  pitch,
  title: '',
  description: '',
  objects: [],
  frames: [],
})
