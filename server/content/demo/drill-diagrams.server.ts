import type { ArrowKind, DiagramColour, PitchView } from '#app/schemas/diagram.ts'

/**
 * Small builders for the demo drills' diagrams. They produce the JSON the coach's editor would
 * save; the drill schema checks it when the demo is seeded, like any save.
 */

type Spot = readonly [x: number, y: number]
type Draft = Record<string, unknown> & { type: string }

export const team = (side: 'home' | 'away', spots: Spot[], first = 1): Draft[] =>
  spots.map(([x, y], index) => ({ type: 'player', team: side, number: first + index, x, y }))

export const cones = (spots: Spot[], colour: DiagramColour = 'orange'): Draft[] =>
  spots.map(([x, y]) => ({ type: 'cone', colour, x, y }))

/** Four cones at the corners of a w × h square centred on (x, y). */
export const square = (x: number, y: number, w: number, h = w, colour: DiagramColour = 'orange') =>
  cones(
    [
      [x - w / 2, y - h / 2],
      [x + w / 2, y - h / 2],
      [x - w / 2, y + h / 2],
      [x + w / 2, y + h / 2],
    ],
    colour,
  )

export const ball = (x: number, y: number): Draft => ({ type: 'ball', x, y })

export const arrow = (kind: ArrowKind, ...points: Spot[]): Draft => ({
  type: 'arrow',
  kind,
  points: points.map(([x, y]) => ({ x, y })),
})

export const zone = (
  x: number,
  y: number,
  width: number,
  height: number,
  colour: DiagramColour = 'yellow',
  label?: string,
): Draft => ({
  type: 'zone',
  shape: 'rect',
  x,
  y,
  width,
  height,
  colour,
  ...(label ? { label } : {}),
})

/** A goal; `side` 'left'/'right' stands it on a vertical line, 'top'/'bottom' on a horizontal one. */
export const goal = (
  x: number,
  y: number,
  side: 'left' | 'right' | 'top' | 'bottom',
  size: 'full' | 'mini' = 'full',
): Draft => ({
  type: 'goal',
  size,
  x,
  y,
  rotation: side === 'left' || side === 'right' ? 90 : 0,
})

export const poles = (spots: Spot[]): Draft[] =>
  spots.map(([x, y]) => ({ type: 'pole', colour: 'yellow', x, y }))

export const text = (x: number, y: number, value: string): Draft => ({ type: 'text', text: value, x, y })

/** A diagram: ids are given in order (o1, o2…). */
export const diagram = (
  pitch: PitchView,
  title: string,
  description: string,
  objects: Array<Draft | Draft[]>,
) => ({
  version: 1,
  pitch,
  title,
  description,
  objects: objects.flat().map((object, index) => ({ ...object, id: `o${index + 1}` })),
  frames: [],
})
