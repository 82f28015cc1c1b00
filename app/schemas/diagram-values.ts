/**
 * The plain values of a pitch diagram (views, sizes, limits, kinds), without the schema: pages that
 * only draw a diagram import these, not Zod (app/schemas/diagram.ts validates).
 */

export const pitchViews = ['full', 'half', 'penalty'] as const
export type PitchView = (typeof pitchViews)[number]

/** The drawable area of each view, in metres (a 105 × 68 m pitch; half and penalty-area views). */
export const PITCH_SIZE: Record<PitchView, { width: number; height: number }> = {
  full: { width: 105, height: 68 },
  half: { width: 52.5, height: 68 },
  penalty: { width: 44, height: 24 },
}

export const DIAGRAM_LIMITS = {
  /** Objects on one diagram. */
  objects: 500,
  /** Key frames of an animated diagram (the first is the objects' own positions). */
  frames: 24,
  /** The stored JSON, in UTF-8 bytes. */
  bytes: 1_048_576,
  label: 24,
  text: 80,
  title: 120,
  description: 500,
  arrowPoints: 8,
  id: 24,
} as const

export const teams = ['home', 'away'] as const
export const arrowKinds = ['pass', 'run', 'dribble', 'shot'] as const
export const zoneShapes = ['rect', 'ellipse'] as const
/** A fixed palette: colours are names, never CSS, so nothing but our own values reaches the SVG. */
export const diagramColours = ['red', 'blue', 'yellow', 'orange', 'green', 'white', 'black'] as const

export type ArrowKind = (typeof arrowKinds)[number]
export type DiagramColour = (typeof diagramColours)[number]
