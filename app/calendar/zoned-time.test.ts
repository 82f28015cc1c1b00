import { describe, expect, test } from 'vitest'
import { addDays, instantOf, isoWeekday, wallTimeOf } from './zoned-time.ts'

const MADRID = 'Europe/Madrid'

describe('wall times of the site and their instants', () => {
  test('a summer and a winter morning in Madrid are two and one hours ahead of UTC', () => {
    expect(instantOf({ date: '2026-07-01', time: '09:30' }, MADRID)?.toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    )
    expect(instantOf({ date: '2026-12-15', time: '09:30' }, MADRID)?.toISOString()).toBe(
      '2026-12-15T08:30:00.000Z',
    )
    expect(instantOf({ date: '2026-12-15', time: '09:30' }, 'America/Bogota')?.toISOString()).toBe(
      '2026-12-15T14:30:00.000Z',
    )
  })

  test('an instant reads back as the wall time it came from', () => {
    for (const wall of [
      { date: '2026-03-28', time: '23:45' },
      { date: '2026-10-25', time: '00:15' },
      { date: '2027-01-01', time: '00:00' },
    ])
      expect(wallTimeOf(instantOf(wall, MADRID) as Date, MADRID)).toEqual(wall)
  })

  test('the hour skipped when summer time starts names no instant; the repeated one is its first', () => {
    expect(instantOf({ date: '2026-03-29', time: '02:30' }, MADRID)).toBeUndefined()
    expect(instantOf({ date: '2026-10-25', time: '02:30' }, MADRID)?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    )
  })

  test('malformed dates and times name no instant', () => {
    for (const wall of [
      { date: '2026-02-30', time: '10:00' },
      { date: '2026-2-3', time: '10:00' },
      { date: '2026-02-03', time: '24:00' },
      { date: '2026-02-03', time: '9:00' },
    ])
      expect(instantOf(wall, MADRID)).toBeUndefined()
  })

  test('calendar days and weekdays ignore the clock changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(isoWeekday('2026-11-30')).toBe(1)
    expect(isoWeekday('2026-11-29')).toBe(7)
  })
})
