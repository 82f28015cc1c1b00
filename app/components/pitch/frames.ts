import type { Diagram, DiagramObject } from '#app/schemas/diagram.ts'

/** How many key frames a diagram shows: its objects' own positions, then one per stored frame. */
export const frameCount = (diagram: Diagram) => 1 + diagram.frames.length

/**
 * The objects as they stand in key frame `index` (0 = as placed). Each stored frame moves only the
 * objects it lists; the others keep where the previous frame left them. Arrows do not move.
 */
export function objectsAtFrame(diagram: Diagram, index: number): DiagramObject[] {
  const last = Math.max(0, Math.min(index, diagram.frames.length))
  const moved = new Map<string, { x: number; y: number; rotation?: number }>()
  for (const frame of diagram.frames.slice(0, last))
    for (const [id, position] of Object.entries(frame.positions))
      moved.set(id, { ...moved.get(id), ...position })
  return diagram.objects.map((object) => {
    const position = moved.get(object.id)
    if (!position || object.type === 'arrow') return object
    const rotation =
      'rotation' in object && position.rotation !== undefined ? { rotation: position.rotation } : {}
    return { ...object, x: position.x, y: position.y, ...rotation }
  })
}

const lerp = (from: number, to: number, share: number) => from + (to - from) * share

/**
 * The objects part of the way between two key frames: `position` 1.25 is a quarter of the way
 * from frame 1 to frame 2. Whole positions are the key frames themselves.
 */
export function objectsBetween(diagram: Diagram, position: number): DiagramObject[] {
  const from = Math.floor(position)
  const share = position - from
  const start = objectsAtFrame(diagram, from)
  if (share === 0) return start
  const end = objectsAtFrame(diagram, from + 1)
  return start.map((object, index) => {
    const target = end[index]
    if (object.type === 'arrow' || !target || target.type === 'arrow') return object
    const moved = { ...object, x: lerp(object.x, target.x, share), y: lerp(object.y, target.y, share) }
    return 'rotation' in moved && 'rotation' in target
      ? { ...moved, rotation: lerp(moved.rotation, target.rotation, share) }
      : moved
  })
}
