import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import { instantOf } from '#app/calendar/zoned-time.ts'
import { eventIcs, eventsFeedIcs, mapLink } from './event-ics.server.ts'

const at = (date: string, time: string) => instantOf({ date, time }, 'Europe/Madrid')?.toISOString() ?? ''

/** A two-day camp across the night summer time ends in Madrid (25 October 2026). */
const camp = {
  id: 7,
  slug: 'campus-de-otono',
  title: 'Campus de otoño',
  place: 'Campo municipal',
  address: 'Paseo de la Chopera 4, Madrid',
  days: [
    { start: at('2026-10-24', '10:00'), end: at('2026-10-24', '13:00') },
    { start: at('2026-10-25', '10:00'), end: at('2026-10-25', '13:00') },
  ],
  version: 3,
  updatedAt: '2026-09-01T10:00:00.000Z',
}

const parsed = (text: string) =>
  new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))

describe('events in calendar files', () => {
  test('each day is an entry at the wall time of the site, the hour right on both sides of the clock change', () => {
    const days = parsed(eventIcs(camp, 'https://coach.example'))
    expect(days.map((day) => day.startDate.toJSDate().toISOString())).toEqual([
      '2026-10-24T08:00:00.000Z', // 10:00 summer time (UTC+2)
      '2026-10-25T09:00:00.000Z', // 10:00 winter time (UTC+1)
    ])
    expect(days[0]?.summary).toBe('Campus de otoño')
    expect(days[0]?.location).toBe('Campo municipal, Paseo de la Chopera 4, Madrid')
    expect(new Set(days.map((day) => day.uid)).size).toBe(2)
  })

  test('the feed names the calendar and holds every event; an update keeps the uids', () => {
    const feed = eventsFeedIcs(
      [camp, { ...camp, id: 8, slug: 'clinic', title: 'Clínic' }],
      'https://coach.example',
      'Eventos',
    )
    expect(new ICAL.Component(ICAL.parse(feed)).getFirstPropertyValue('x-wr-calname')).toBe('Eventos')
    expect(parsed(feed)).toHaveLength(4)
    const before = parsed(eventIcs(camp, 'https://coach.example')).map((day) => day.uid)
    const after = parsed(
      eventIcs({ ...camp, title: 'Campus de otoño (nuevo horario)', version: 4 }, 'https://coach.example'),
    )
    expect(after.map((day) => day.uid)).toEqual(before)
    expect(after[0]?.sequence).toBe(4)
  })

  test('the map is a plain OpenStreetMap search for the address', () => {
    expect(mapLink('Campo', 'Paseo de la Chopera 4, Madrid')).toBe(
      'https://www.openstreetmap.org/search?query=Paseo+de+la+Chopera+4%2C+Madrid',
    )
  })
})
