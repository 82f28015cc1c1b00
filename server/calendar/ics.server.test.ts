import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import { foldLine, icsCalendar } from './ics.server.ts'

const camp = {
  uid: 'event-7@coach.example',
  start: '2026-07-01T07:30:00.000Z',
  end: '2026-07-01T12:00:00.000Z',
  summary: 'Campus de verano; porteros, defensas y «mediocentros»',
  description: 'Traed agua, espinilleras\ny ropa de cambio. Ruta: C\\ Mayor',
  location: 'Campo Municipal, Calle del Fútbol 3, Getafe',
  url: 'https://coach.example/eventos/campus-verano',
}

/** What a calendar app reads from the file: Mozilla's parser (Thunderbird's), not ours. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
}

describe('calendar files', () => {
  test('a calendar app reads back the event: times, text with commas, semicolons and line breaks, place', () => {
    const [event] = parsed(icsCalendar({ events: [camp] }))
    expect(event?.uid).toBe(camp.uid)
    expect(event?.summary).toBe(camp.summary)
    expect(event?.description).toBe(camp.description)
    expect(event?.location).toBe(camp.location)
    expect(event?.startDate.toJSDate().toISOString()).toBe(camp.start)
    expect(event?.endDate.toJSDate().toISOString()).toBe(camp.end)
  })

  test('a feed holds every event with its name, and a cancelled one says so', () => {
    const text = icsCalendar({
      name: 'Eventos del entrenador',
      events: [camp, { ...camp, uid: 'event-8@coach.example', status: 'CANCELLED', sequence: 2 }],
    })
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Eventos del entrenador')
    const events = calendar.getAllSubcomponents('vevent')
    expect(events.map((event) => event.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'CANCELLED'])
    expect(events[1]?.getFirstPropertyValue('sequence')).toBe(2)
  })

  test('lines end in CRLF and none is longer than 75 octets, even in the middle of accented text', () => {
    const long = { ...camp, description: 'Técnica individual y juego de posición. '.repeat(12) }
    const text = icsCalendar({ events: [long] })
    const lines = text.split('\r\n')
    expect(lines.at(-1)).toBe('')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(parsed(text)[0]?.description).toBe(long.description)
    expect(foldLine('ñ'.repeat(40)).split('\r\n ').join('')).toBe('ñ'.repeat(40))
  })
})
