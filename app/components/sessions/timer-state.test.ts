import { describe, expect, test } from 'vitest'
import {
  addMinute,
  advance,
  clockText,
  initialTimer,
  leftAt,
  pause,
  restoredTimer,
  skip,
  start,
} from './timer-state.ts'

const blocks = [
  { id: 1, minutes: 10 },
  { id: 2, minutes: 20 },
  { id: 3, minutes: 5 },
]
const MIN = 60_000

describe('the session timer', () => {
  test('counts down, pauses and resumes where it was', () => {
    let state = start(initialTimer(blocks), 0)
    expect(clockText(leftAt(state, 90_000))).toBe('8:30')
    state = pause(state, 90_000)
    expect(leftAt(state, 500_000)).toBe(510_000) // paused: time does not pass
    state = start(state, 500_000)
    expect(clockText(leftAt(state, 510_000))).toBe('8:20')
  })

  test('a block that ends moves to the next; a locked phone passes every block it missed', () => {
    const running = start(initialTimer(blocks), 0)
    expect(advance(running, blocks, 9 * MIN).ended).toBe(0)
    const next = advance(running, blocks, 10 * MIN)
    expect(next).toMatchObject({ ended: 1, state: { index: 1, running: true } })
    expect(leftAt(next.state, 10 * MIN)).toBe(20 * MIN)
    const later = advance(running, blocks, 31 * MIN)
    expect(later).toMatchObject({ ended: 2, state: { index: 2 } })
    expect(clockText(leftAt(later.state, 31 * MIN))).toBe('4:00')
    expect(advance(running, blocks, 99 * MIN)).toMatchObject({
      ended: 3,
      state: { done: true, running: false },
    })
  })

  test('+1 minute and skip', () => {
    let state = addMinute(start(initialTimer(blocks), 0))
    expect(clockText(leftAt(state, 0))).toBe('11:00')
    state = skip(state, blocks, 60_000)
    expect(state).toMatchObject({ index: 1, running: true })
    expect(clockText(leftAt(state, 60_000))).toBe('20:00')
    state = addMinute(pause(state, 120_000))
    expect(clockText(leftAt(state, 999_999))).toBe('20:00')
    expect(skip(skip(state, blocks, 0), blocks, 0)).toMatchObject({ done: true, running: false })
  })

  test('a saved state comes back only for the same blocks', () => {
    const saved = JSON.stringify(skip(start(initialTimer(blocks), 0), blocks, 1000))
    expect(restoredTimer(saved, blocks)).toMatchObject({ index: 1, running: true })
    expect(restoredTimer(saved, [...blocks, { id: 4, minutes: 5 }])).toMatchObject({
      index: 0,
      running: false,
    })
    expect(restoredTimer('not json', blocks)).toEqual(initialTimer(blocks))
    expect(restoredTimer(null, blocks).leftMs).toBe(10 * MIN)
  })
})
