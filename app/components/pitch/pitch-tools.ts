import type { TFunction } from 'i18next'
import {
  arrowKinds,
  PITCH_SIZE,
  type ArrowKind,
  type Diagram,
  type DiagramObject,
} from '#app/schemas/diagram.ts'
import { nextId } from './editor-state.ts'

/** Tools that put one object where the coach clicks (or, from the keyboard, in the middle). */
export const placementTools = [
  'homePlayer',
  'awayPlayer',
  'ball',
  'cone',
  'pole',
  'goal',
  'zoneRect',
  'zoneEllipse',
  'text',
] as const
export type PlacementTool = (typeof placementTools)[number]
export type Tool = 'select' | PlacementTool | ArrowKind

export const isPlacementTool = (tool: Tool): tool is PlacementTool =>
  (placementTools as readonly string[]).includes(tool)

type Point = { x: number; y: number }

/** The lowest shirt number a team does not use yet. */
function freeNumber(diagram: Diagram, team: 'home' | 'away') {
  const used = new Set(
    diagram.objects.flatMap((o) => (o.type === 'player' && o.team === team ? [o.number] : [])),
  )
  for (let n = 1; n <= 99; n++) if (!used.has(n)) return n
  return undefined
}

export function newObject(
  tool: PlacementTool,
  diagram: Diagram,
  at: Point,
  t: TFunction<'pitch'>,
): DiagramObject {
  const { x, y } = at
  switch (tool) {
    case 'homePlayer':
    case 'awayPlayer': {
      const team = tool === 'homePlayer' ? 'home' : 'away'
      return {
        id: nextId(diagram, 'p'),
        type: 'player',
        team,
        number: freeNumber(diagram, team),
        x,
        y,
        rotation: 0,
      }
    }
    case 'ball':
      return { id: nextId(diagram, 'b'), type: 'ball', x, y }
    case 'cone':
      return { id: nextId(diagram, 'c'), type: 'cone', colour: 'orange', x, y }
    case 'pole':
      return { id: nextId(diagram, 'k'), type: 'pole', colour: 'yellow', x, y }
    case 'goal':
      return { id: nextId(diagram, 'g'), type: 'goal', size: 'mini', x, y, rotation: 0 }
    case 'zoneRect':
    case 'zoneEllipse':
      return {
        id: nextId(diagram, 'z'),
        type: 'zone',
        shape: tool === 'zoneRect' ? 'rect' : 'ellipse',
        colour: 'yellow',
        width: 12,
        height: 8,
        x,
        y,
        rotation: 0,
      }
    case 'text':
      return { id: nextId(diagram, 't'), type: 'text', text: t('pitch:editor.defaultText'), x, y }
  }
}

export function newArrow(kind: ArrowKind, diagram: Diagram, from: Point, to: Point): DiagramObject {
  return { id: nextId(diagram, 'a'), type: 'arrow', kind, points: [from, to] }
}

/** The middle of the drawn area: where the keyboard puts new objects. */
export function viewCentre(diagram: Diagram): Point {
  const { width, height } = PITCH_SIZE[diagram.pitch]
  return { x: Math.round(width / 2), y: Math.round(height / 2) }
}

export const isArrowTool = (tool: Tool): tool is ArrowKind => (arrowKinds as readonly string[]).includes(tool)
