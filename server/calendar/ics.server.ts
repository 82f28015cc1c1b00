/**
 * iCalendar (RFC 5545) files: one event to add to a calendar, or a feed calendar apps subscribe to.
 * Times are written in UTC (`…Z`), which every calendar converts to its own zone, so no time-zone
 * table travels with the file. Text is escaped and lines are folded at 75 octets as the RFC asks.
 */
export interface CalendarEvent {
  /** Stable across updates (the same event updated, not a second one): `event-12@coach.example`. */
  uid: string
  start: Date | string
  end: Date | string
  summary: string
  description?: string
  location?: string
  url?: string
  /** CANCELLED tells a calendar that imported the event to take it away. */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  /** Raised each time the event changes, so calendars take the new version. */
  sequence?: number
  /** When the event last changed; defaults to now. */
  updatedAt?: Date | string
}

export interface Calendar {
  /** Shown by calendar apps as the subscribed calendar's name. */
  name?: string
  /** PUBLISH for a feed or a file to add; REQUEST for an invitation sent by e-mail. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL'
  events: CalendarEvent[]
}

const PRODUCT = '-//Coach site//Eventos//ES'

/** 20260701T073000Z */
export function icsTime(value: Date | string): string {
  return new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A content line folded at 75 octets (a space starts each continuation), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  if (encoder.encode(line).length <= 75) return line
  const pieces: string[] = []
  let piece = ''
  let size = 0
  for (const character of line) {
    const bytes = encoder.encode(character).length
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (size + bytes > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece)
      piece = ''
      size = 0
    }
    piece += character
    size += bytes
  }
  pieces.push(piece)
  return pieces.join('\r\n ')
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
  ]
  if (event.description) lines.push(`DESCRIPTION:${icsText(event.description)}`)
  if (event.location) lines.push(`LOCATION:${icsText(event.location)}`)
  if (event.url) lines.push(`URL:${event.url}`)
  if (event.updatedAt) lines.push(`LAST-MODIFIED:${icsTime(event.updatedAt)}`)
  lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`, `SEQUENCE:${event.sequence ?? 0}`, 'END:VEVENT')
  return lines
}

/** The whole file, CRLF line ends included. */
export function icsCalendar(calendar: Calendar, now = new Date()): string {
  const stamp = icsTime(now)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method ?? 'PUBLISH'}`,
  ]
  if (calendar.name) lines.push(`X-WR-CALNAME:${icsText(calendar.name)}`, `NAME:${icsText(calendar.name)}`)
  for (const event of calendar.events) lines.push(...eventLines(event, stamp))
  lines.push('END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/**
 * The HTTP answer for a calendar file: `attachment` for a single event to add (the browser saves
 * it and the calendar app opens it), `inline` for a feed that calendar apps fetch again and again.
 */
export function icsResponse(
  body: string,
  {
    filename,
    disposition,
    cacheControl,
  }: { filename: string; disposition: 'attachment' | 'inline'; cacheControl: string },
): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `${disposition}; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': cacheControl,
    },
  })
}
