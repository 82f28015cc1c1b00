import {
  DIAGRAM_LIMITS,
  DiagramObjectSchema,
  PITCH_SIZE,
  type Diagram,
  type DiagramObject,
  type PitchView,
} from '#app/schemas/diagram.ts'
import { objectsAtFrame } from './frames.ts'

/**
 * The pitch editor's state as pure functions: every change is an `EditorAction` applied by
 * `editorReducer`, which keeps an undo history. A drag sends many `move`s with `transient: true`
 * and one `commit` at the end, so one undo step undoes the whole drag.
 */

const HISTORY_LIMIT = 100
export const SNAP_STEP = 1

export interface EditorState {
  diagram: Diagram
  /** The key frame being edited: 0 edits the objects themselves, n > 0 edits frame n's positions. */
  frame: number
  selected: string | null
  snap: boolean
  past: Diagram[]
  future: Diagram[]
  /** The diagram before a drag started (its first transient move), so the drag is one undo step. */
  dragStart: Diagram | null
}

type Point = { x: number; y: number }

export type EditorAction =
  | { type: 'add'; object: DiagramObject }
  | { type: 'move'; id: string; to: Point; transient?: boolean }
  | { type: 'moveBy'; id: string; by: Point }
  | { type: 'movePoint'; id: string; index: number; to: Point; transient?: boolean }
  | { type: 'commit' }
  | { type: 'rotate'; id: string; by: number }
  | { type: 'update'; id: string; patch: Partial<Record<EditableField, string | number | undefined>> }
  | { type: 'delete'; id: string }
  | { type: 'select'; id: string | null }
  | { type: 'setPitch'; pitch: PitchView }
  | { type: 'setText'; field: 'title' | 'description'; value: string }
  | { type: 'toggleSnap' }
  | { type: 'addFrame' }
  | { type: 'deleteFrame' }
  | { type: 'selectFrame'; frame: number }
  | { type: 'undo' }
  | { type: 'redo' }

export const initialEditorState = (diagram: Diagram): EditorState => ({
  diagram,
  frame: 0,
  selected: null,
  snap: true,
  past: [],
  future: [],
  dragStart: null,
})

const MARGIN = 5
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const round = (value: number) => Math.round(value * 100) / 100

/** A point kept on the view (the schema's margin) and, with snap on, on the metre grid. */
export function placePoint(state: Pick<EditorState, 'diagram' | 'snap'>, { x, y }: Point): Point {
  const { width, height } = PITCH_SIZE[state.diagram.pitch]
  const snapped = (value: number) => (state.snap ? Math.round(value / SNAP_STEP) * SNAP_STEP : round(value))
  return { x: clamp(snapped(x), -MARGIN, width + MARGIN), y: clamp(snapped(y), -MARGIN, height + MARGIN) }
}

/** Records `next` as a new step: the current diagram goes to the undo history, redo is cleared. */
function step(state: EditorState, next: Diagram): EditorState {
  const past = [...state.past, state.dragStart ?? state.diagram].slice(-HISTORY_LIMIT)
  return { ...state, diagram: next, past, future: [], dragStart: null }
}

/** A change during a drag: shown at once, recorded as one step by the closing `commit`. */
const transient = (state: EditorState, next: Diagram): EditorState => ({
  ...state,
  diagram: next,
  dragStart: state.dragStart ?? state.diagram,
})

const mapObject = (
  diagram: Diagram,
  id: string,
  change: (object: DiagramObject) => DiagramObject,
): Diagram => ({
  ...diagram,
  objects: diagram.objects.map((object) => (object.id === id ? change(object) : object)),
})

/** Moves an object: its own place on frame 0, or its place in the frame being edited. */
function moveTo(state: EditorState, id: string, to: Point): Diagram {
  const { diagram, frame } = state
  const point = placePoint(state, to)
  const object = diagram.objects.find((candidate) => candidate.id === id)
  if (!object) return diagram
  if (object.type === 'arrow') {
    const [first] = object.points
    const delta = { x: point.x - first!.x, y: point.y - first!.y }
    return mapObject(diagram, id, () => ({
      ...object,
      points: object.points.map((p) => placePoint(state, { x: p.x + delta.x, y: p.y + delta.y })),
    }))
  }
  if (frame === 0) return mapObject(diagram, id, (o) => ({ ...o, ...point }))
  return {
    ...diagram,
    frames: diagram.frames.map((f, index) =>
      index === frame - 1
        ? { ...f, positions: { ...f.positions, [id]: { ...f.positions[id], ...point } } }
        : f,
    ),
  }
}

/** Where an object stands in the frame being edited (arrows: their first point). */
export function positionOf(state: Pick<EditorState, 'diagram' | 'frame'>, id: string): Point | undefined {
  const object = objectsAtFrame(state.diagram, state.frame).find((candidate) => candidate.id === id)
  if (!object) return undefined
  return object.type === 'arrow' ? object.points[0] : { x: object.x, y: object.y }
}

function rotate(state: EditorState, id: string, by: number): Diagram {
  return mapObject(state.diagram, id, (object) =>
    'rotation' in object ? { ...object, rotation: (((object.rotation + by) % 360) + 360) % 360 } : object,
  )
}

/** What the properties panel may change on each kind of object. */
export const EDITABLE_FIELDS = {
  player: ['team', 'number', 'label'],
  cone: ['colour'],
  ball: [],
  pole: ['colour'],
  goal: ['size'],
  zone: ['shape', 'colour', 'label'],
  text: ['text'],
  arrow: ['kind', 'label'],
} as const satisfies Record<DiagramObject['type'], readonly string[]>

export type EditableField = (typeof EDITABLE_FIELDS)[keyof typeof EDITABLE_FIELDS][number]

/** Applies the fields this kind of object has; an emptied optional field is removed; a change the
 * schema refuses (a number over 99, markup in a label) leaves the object as it was. */
function update(
  diagram: Diagram,
  id: string,
  patch: Partial<Record<EditableField, string | number | undefined>>,
) {
  return mapObject(diagram, id, (object) => {
    const fields: readonly string[] = EDITABLE_FIELDS[object.type]
    const next: Record<string, unknown> = { ...object }
    for (const [key, value] of Object.entries(patch)) {
      if (!fields.includes(key)) continue
      if (value === undefined || value === '') delete next[key]
      else next[key] = value
    }
    const checked = DiagramObjectSchema.safeParse(next)
    return checked.success ? checked.data : object
  })
}

function remove(diagram: Diagram, id: string): Diagram {
  return {
    ...diagram,
    objects: diagram.objects.filter((object) => object.id !== id),
    frames: diagram.frames.map((frame) => {
      const { [id]: _gone, ...positions } = frame.positions
      return { ...frame, positions }
    }),
  }
}

/** The next free id for a new object: short, stable, unique in the diagram. */
export function nextId(diagram: Diagram, prefix: string) {
  const used = new Set(diagram.objects.map((object) => object.id))
  for (let n = 1; ; n++) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { diagram } = state
  switch (action.type) {
    case 'add':
      if (diagram.objects.length >= DIAGRAM_LIMITS.objects) return state
      return {
        ...step(state, { ...diagram, objects: [...diagram.objects, action.object] }),
        selected: action.object.id,
      }
    case 'move': {
      const next = moveTo(state, action.id, action.to)
      return action.transient ? transient(state, next) : step(state, next)
    }
    case 'moveBy': {
      const from = positionOf(state, action.id)
      if (!from) return state
      const to = { x: from.x + action.by.x, y: from.y + action.by.y }
      // Keyboard moves are exact: snapping would swallow a 0.1 m step.
      return step(state, moveTo({ ...state, snap: false }, action.id, to))
    }
    case 'movePoint': {
      const point = placePoint(state, action.to)
      const next = mapObject(diagram, action.id, (object) =>
        object.type === 'arrow'
          ? { ...object, points: object.points.map((p, index) => (index === action.index ? point : p)) }
          : object,
      )
      return action.transient ? transient(state, next) : step(state, next)
    }
    case 'commit':
      return state.dragStart ? step(state, diagram) : state
    case 'rotate':
      return step(state, rotate(state, action.id, action.by))
    case 'update':
      return step(state, update(diagram, action.id, action.patch))
    case 'delete':
      return { ...step(state, remove(diagram, action.id)), selected: null }
    case 'select':
      return { ...state, selected: action.id }
    case 'setPitch':
      return step(state, { ...diagram, pitch: action.pitch })
    case 'setText':
      return step(state, { ...diagram, [action.field]: action.value })
    case 'toggleSnap':
      return { ...state, snap: !state.snap }
    case 'addFrame': {
      if (diagram.frames.length >= DIAGRAM_LIMITS.frames) return state
      const frame = { id: nextFrameId(diagram), positions: {} }
      return {
        ...step(state, { ...diagram, frames: [...diagram.frames, frame] }),
        frame: diagram.frames.length + 1,
      }
    }
    case 'deleteFrame': {
      if (state.frame === 0) return state
      const frames = diagram.frames.filter((_, index) => index !== state.frame - 1)
      return { ...step(state, { ...diagram, frames }), frame: state.frame - 1 }
    }
    case 'selectFrame':
      return { ...state, frame: clamp(action.frame, 0, diagram.frames.length) }
    case 'undo': {
      const previous = state.past[state.past.length - 1]
      if (!previous) return state
      return {
        ...state,
        diagram: previous,
        past: state.past.slice(0, -1),
        future: [diagram, ...state.future],
        frame: Math.min(state.frame, previous.frames.length),
        selected: previous.objects.some((o) => o.id === state.selected) ? state.selected : null,
      }
    }
    case 'redo': {
      const [next, ...future] = state.future
      if (!next) return state
      return {
        ...state,
        diagram: next,
        past: [...state.past, diagram],
        future,
        frame: Math.min(state.frame, next.frames.length),
        selected: next.objects.some((o) => o.id === state.selected) ? state.selected : null,
      }
    }
  }
}

function nextFrameId(diagram: Diagram) {
  const used = new Set(diagram.frames.map((frame) => frame.id))
  for (let n = 1; ; n++) if (!used.has(`f${n}`)) return `f${n}`
}
