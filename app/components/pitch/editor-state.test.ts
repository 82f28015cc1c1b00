import { describe, expect, test } from 'vitest'
import { DiagramSchema, emptyDiagram, type DiagramObject } from '#app/schemas/diagram.ts'
import {
  editorReducer,
  initialEditorState,
  nextId,
  type EditorAction,
  type EditorState,
} from './editor-state.ts'
import { objectsAtFrame } from './frames.ts'

const player = (id: string, x: number, y: number): DiagramObject => ({
  id,
  type: 'player',
  team: 'home',
  x,
  y,
  rotation: 0,
})
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state)
const start = () => initialEditorState(emptyDiagram('full'))
const where = (state: EditorState, id: string, frame = state.frame) => {
  const object = objectsAtFrame(state.diagram, frame).find((o) => o.id === id)
  return object && object.type !== 'arrow' ? { x: object.x, y: object.y } : undefined
}

describe('pitch editor state', () => {
  test('adding selects the new object; undo and redo walk the history', () => {
    const added = run(
      start(),
      { type: 'add', object: player('p1', 10, 10) },
      { type: 'add', object: player('p2', 20, 10) },
    )
    expect(added.selected).toBe('p2')
    const undone = run(added, { type: 'undo' })
    expect(undone.diagram.objects.map((o) => o.id)).toEqual(['p1'])
    expect(undone.selected).toBeNull()
    expect(run(undone, { type: 'redo' }).diagram.objects.map((o) => o.id)).toEqual(['p1', 'p2'])
    expect(run(undone, { type: 'add', object: player('p3', 1, 1) }).future).toEqual([])
  })

  test('a drag is many moves shown at once and one undo step; snap puts it on the metre grid', () => {
    const placed = run(start(), { type: 'add', object: player('p1', 10, 10) })
    const dragged = run(
      placed,
      { type: 'move', id: 'p1', to: { x: 12.3, y: 10.2 }, transient: true },
      { type: 'move', id: 'p1', to: { x: 15.6, y: 11.4 }, transient: true },
      { type: 'commit' },
    )
    expect(where(dragged, 'p1')).toEqual({ x: 16, y: 11 })
    expect(dragged.past).toHaveLength(placed.past.length + 1)
    expect(where(run(dragged, { type: 'undo' }), 'p1')).toEqual({ x: 10, y: 10 })
    const free = run(placed, { type: 'toggleSnap' }, { type: 'move', id: 'p1', to: { x: 12.345, y: 10.2 } })
    expect(where(free, 'p1')).toEqual({ x: 12.35, y: 10.2 })
  })

  test('keyboard moves are exact steps and stay within the margin round the view', () => {
    const placed = run(start(), { type: 'add', object: player('p1', 10, 10) })
    expect(where(run(placed, { type: 'moveBy', id: 'p1', by: { x: 0.1, y: -1 } }), 'p1')).toEqual({
      x: 10.1,
      y: 9,
    })
    const pushed = run(
      placed,
      ...Array.from({ length: 30 }, () => ({ type: 'moveBy', id: 'p1', by: { x: -1, y: 0 } }) as const),
    )
    expect(where(pushed, 'p1')).toEqual({ x: -5, y: 10 })
  })

  test('rotation wraps round; deleting removes the object and its frame positions', () => {
    const placed = run(start(), { type: 'add', object: player('p1', 10, 10) })
    const turned = run(placed, { type: 'rotate', id: 'p1', by: -15 })
    expect(turned.diagram.objects[0]).toMatchObject({ rotation: 345 })
    const framed = run(turned, { type: 'addFrame' }, { type: 'move', id: 'p1', to: { x: 30, y: 30 } })
    const gone = run(framed, { type: 'delete', id: 'p1' })
    expect(gone.diagram.objects).toEqual([])
    expect(gone.diagram.frames[0]!.positions).toEqual({})
    expect(gone.selected).toBeNull()
  })

  test('in a key frame a move changes only that frame; earlier frames keep their places', () => {
    const placed = run(start(), { type: 'add', object: player('p1', 10, 10) })
    const framed = run(placed, { type: 'addFrame' }, { type: 'move', id: 'p1', to: { x: 20, y: 10 } })
    expect(framed.frame).toBe(1)
    expect(where(framed, 'p1', 0)).toEqual({ x: 10, y: 10 })
    expect(where(framed, 'p1', 1)).toEqual({ x: 20, y: 10 })
    const second = run(framed, { type: 'addFrame' })
    expect(where(second, 'p1', 2)).toEqual({ x: 20, y: 10 })
    const dropped = run(second, { type: 'selectFrame', frame: 1 }, { type: 'deleteFrame' })
    expect(dropped.frame).toBe(0)
    expect(dropped.diagram.frames).toHaveLength(1)
  })

  test('arrows move whole or by one point; the result always passes the schema', () => {
    const arrow: DiagramObject = {
      id: 'a1',
      type: 'arrow',
      kind: 'pass',
      points: [
        { x: 10, y: 10 },
        { x: 20, y: 10 },
      ],
    }
    const state = run(
      start(),
      { type: 'add', object: arrow },
      { type: 'move', id: 'a1', to: { x: 30, y: 30 } },
      { type: 'movePoint', id: 'a1', index: 1, to: { x: 50, y: 31 } },
    )
    const moved = state.diagram.objects[0]
    expect(moved?.type === 'arrow' && moved.points).toEqual([
      { x: 30, y: 30 },
      { x: 50, y: 31 },
    ])
    expect(DiagramSchema.safeParse(state.diagram).success).toBe(true)
  })

  test('the properties panel changes only fields the object has, and never into an invalid object', () => {
    const placed = run(start(), { type: 'add', object: player('p1', 10, 10) })
    const named = run(placed, {
      type: 'update',
      id: 'p1',
      patch: { number: 9, label: 'Delantero', colour: 'red' },
    })
    expect(named.diagram.objects[0]).toEqual({ ...player('p1', 10, 10), number: 9, label: 'Delantero' })
    expect(
      run(named, { type: 'update', id: 'p1', patch: { label: '' } }).diagram.objects[0],
    ).not.toHaveProperty('label')
    expect(run(named, { type: 'update', id: 'p1', patch: { number: 100 } }).diagram.objects[0]).toMatchObject(
      { number: 9 },
    )
    expect(
      run(named, { type: 'update', id: 'p1', patch: { label: '<b>x</b>' } }).diagram.objects[0],
    ).toMatchObject({
      label: 'Delantero',
    })
  })

  test('new ids are the first free ones of their prefix', () => {
    const state = run(
      start(),
      { type: 'add', object: player('p1', 1, 1) },
      { type: 'add', object: player('p3', 1, 1) },
    )
    expect(nextId(state.diagram, 'p')).toBe('p2')
    expect(nextId(state.diagram, 'c')).toBe('c1')
  })
})
