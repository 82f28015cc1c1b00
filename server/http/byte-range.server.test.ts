import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { byteRange } from './byte-range.server.ts'

describe('byte ranges', () => {
  test('the forms a video player sends', () => {
    expect(byteRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 })
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
  })

  test('past the end is unsatisfiable; what does not parse is ignored', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable')
    for (const header of [
      null,
      '',
      'bytes=',
      'bytes=-',
      'items=0-1',
      'bytes=5-1',
      'bytes=0-1,5-9',
      'bytes=a-b',
    ])
      expect(byteRange(header, 1000)).toBeNull()
  })

  test('any answer is a range inside the file', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.nat({ max: 10_000 }), (tail, size) => {
        const range = byteRange(`bytes=${tail}`, size)
        if (range === null || range === 'unsatisfiable') return
        expect(range.start).toBeGreaterThanOrEqual(0)
        expect(range.end).toBeLessThan(size)
        expect(range.start).toBeLessThanOrEqual(range.end)
      }),
    )
  })
})
