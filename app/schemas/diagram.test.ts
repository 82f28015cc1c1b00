import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { DIAGRAM_LIMITS, DiagramSchema, parseDiagramJson, type DiagramInput } from './diagram.ts'

const rondo: DiagramInput = {
  version: 1,
  pitch: 'half',
  title: 'Rondo 4 contra 2',
  objects: [
    { id: 'p1', type: 'player', team: 'home', number: 4, x: 10, y: 20 },
    { id: 'p2', type: 'player', team: 'home', number: 8, x: 20, y: 20, label: 'Pivote' },
    { id: 'd1', type: 'player', team: 'away', x: 15, y: 24 },
    { id: 'b', type: 'ball', x: 11, y: 20 },
    { id: 'c1', type: 'cone', x: 5, y: 15 },
    { id: 'z', type: 'zone', shape: 'rect', x: 15, y: 22, width: 20, height: 15 },
    {
      id: 'a1',
      type: 'arrow',
      kind: 'pass',
      points: [
        { x: 10, y: 20 },
        { x: 20, y: 20 },
      ],
    },
  ],
  frames: [{ id: 'f1', positions: { d1: { x: 18, y: 22 } } }],
}

const parse = (value: unknown) => parseDiagramJson(JSON.stringify(value))
const errorOf = (value: unknown) => {
  const result = parse(value)
  return result.success ? 'accepted' : result.error
}
const withObject = (object: Record<string, unknown>) => ({ ...rondo, objects: [...rondo.objects, object] })

describe('diagram schema', () => {
  test('a drawn rondo is accepted with its defaults filled in', () => {
    const result = parse(rondo)
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.diagram.description).toBe('')
    expect(result.diagram.objects[0]).toMatchObject({ rotation: 0 })
    expect(result.diagram.objects[4]).toMatchObject({ colour: 'orange' })
  })

  test('labels are text: markup and control characters are refused with a clear message', () => {
    const player = { id: 'x', type: 'player', team: 'away', x: 1, y: 1 }
    expect(errorOf(withObject({ ...player, label: '<script>alert(1)</script>' }))).toBe(
      'pitch:errors.labelMarkup',
    )
    expect(errorOf(withObject({ ...player, label: 'img onerror=x>' }))).toBe('pitch:errors.labelMarkup')
    expect(errorOf(withObject({ ...player, label: 'a\u0000b' }))).toBe('pitch:errors.labelControl')
    expect(errorOf(withObject({ ...player, label: 'x'.repeat(DIAGRAM_LIMITS.label + 1) }))).toBe(
      'pitch:errors.labelTooLong',
    )
    expect(errorOf({ ...rondo, title: 'Salida <b>limpia</b>' })).toBe('pitch:errors.labelMarkup')
    expect(errorOf(withObject({ id: 't', type: 'text', x: 1, y: 1, text: '"Presión" & robo' }))).toBe(
      'accepted',
    )
  })

  test('unknown shapes, pitches and values deep in an object are refused', () => {
    expect(errorOf(withObject({ id: 'q', type: 'iframe', x: 1, y: 1 }))).toBe('pitch:errors.unknownShape')
    expect(errorOf({ ...rondo, pitch: 'futsal' })).toBe('pitch:errors.pitch')
    expect(errorOf(withObject({ id: 'q', type: 'cone', x: 1, y: 1, colour: 'url(javascript:x)' }))).toBe(
      'pitch:errors.invalidObject',
    )
    expect(errorOf(withObject({ id: 'q', type: 'player', team: 'home', x: 1, y: 1, number: 100 }))).toBe(
      'pitch:errors.invalidObject',
    )
    expect(errorOf(withObject({ id: 'bad id"', type: 'ball', x: 1, y: 1 }))).toBe('pitch:errors.id')
  })

  test('positions stay on the view (with a small margin); arrows need 2 to 8 points', () => {
    expect(errorOf(withObject({ id: 'q', type: 'ball', x: 60, y: 10 }))).toBe('pitch:errors.position')
    expect(errorOf(withObject({ id: 'q', type: 'ball', x: -4, y: 72 }))).toBe('accepted')
    expect(errorOf(withObject({ id: 'q', type: 'ball', x: Number.NaN, y: 1 }))).not.toBe('accepted')
    const arrow = (n: number) => ({
      id: 'q',
      type: 'arrow',
      kind: 'run',
      points: Array.from({ length: n }, (_, i) => ({ x: i, y: i })),
    })
    expect(errorOf(withObject(arrow(1)))).toBe('pitch:errors.arrowPoints')
    expect(errorOf(withObject(arrow(8)))).toBe('accepted')
    expect(errorOf(withObject(arrow(9)))).toBe('pitch:errors.arrowPoints')
  })

  test('ids are unique; frames move only objects that exist, and keep them on the view', () => {
    expect(errorOf(withObject({ id: 'p1', type: 'ball', x: 1, y: 1 }))).toBe('pitch:errors.duplicateId')
    expect(errorOf({ ...rondo, frames: [{ id: 'f', positions: { ghost: { x: 1, y: 1 } } }] })).toBe(
      'pitch:errors.frame',
    )
    expect(errorOf({ ...rondo, frames: [{ id: 'f', positions: { p1: { x: 1, y: 500 } } }] })).toBe(
      'pitch:errors.frame',
    )
  })

  test('size limits: 500 objects, 24 frames, 1 MB of JSON; malformed JSON is named as such', () => {
    const balls = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `b${i}`, type: 'ball', x: 1, y: 1 }))
    expect(errorOf({ ...rondo, frames: [], objects: balls(DIAGRAM_LIMITS.objects) })).toBe('accepted')
    expect(errorOf({ ...rondo, frames: [], objects: balls(DIAGRAM_LIMITS.objects + 1) })).toBe(
      'pitch:errors.tooManyObjects',
    )
    const frames = Array.from({ length: DIAGRAM_LIMITS.frames + 1 }, (_, i) => ({
      id: `f${i}`,
      positions: {},
    }))
    expect(errorOf({ ...rondo, frames })).toBe('pitch:errors.tooManyFrames')
    const padded = JSON.stringify(rondo).replace('{', `{"padding":"${' '.repeat(DIAGRAM_LIMITS.bytes)}",`)
    expect(parseDiagramJson(padded)).toEqual({ success: false, error: 'pitch:errors.tooLarge' })
    expect(parseDiagramJson('{"version":1,')).toEqual({ success: false, error: 'pitch:errors.malformed' })
  })

  test('any JSON at all gives a parse result or a translated error, never an exception', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseDiagramJson(JSON.stringify(value))
        if (!result.success) expect(result.error).toMatch(/^pitch:errors\.[a-zA-Z]+$/)
      }),
      { numRuns: 400 },
    )
  })

  test('generated diagrams of valid objects are accepted, and parsing again changes nothing', () => {
    const onPitch = {
      x: fc.double({ min: 0, max: 105, noNaN: true }),
      y: fc.double({ min: 0, max: 68, noNaN: true }),
    }
    const object = fc.oneof(
      fc.record({ type: fc.constant('player'), team: fc.constantFrom('home', 'away'), ...onPitch }),
      fc.record({ type: fc.constant('cone'), ...onPitch }),
      fc.record({ type: fc.constant('ball'), ...onPitch }),
      fc.record({
        type: fc.constant('arrow'),
        kind: fc.constantFrom('pass', 'run', 'dribble', 'shot'),
        points: fc.array(fc.record(onPitch), { minLength: 2, maxLength: 8 }),
      }),
    )
    fc.assert(
      fc.property(fc.array(object, { maxLength: 40 }), (objects) => {
        const diagram = { version: 1, pitch: 'full', objects: objects.map((o, i) => ({ ...o, id: `o${i}` })) }
        const first = DiagramSchema.parse(diagram)
        expect(DiagramSchema.parse(JSON.parse(JSON.stringify(first)))).toEqual(first)
      }),
      { numRuns: 200 },
    )
  })
})
