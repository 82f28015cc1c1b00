import { addDays } from '#app/calendar/zoned-time.ts'
import { EventSchema } from '#app/schemas/event.ts'
import type { DemoEvent } from '../content/demo/load.server.ts'
import type { Db } from '../db/connection.server.ts'
import { siteWall } from '../events/event-fields.server.ts'
import { saveEvent } from '../events/event-store.server.ts'

/** The event as the editor's form submits it, published, relative to `today` (YYYY-MM-DD, site's calendar). */
function demoEventInput(event: DemoEvent, today: string) {
  const first = addDays(today, event.inDays)
  return EventSchema.parse({
    title: event.title,
    kind: event.kind,
    description: JSON.stringify(event.body),
    days: Array.from({ length: event.days }, (_, index) => ({
      date: addDays(first, index),
      start: event.hours[0],
      end: event.hours[1],
    })),
    place: event.place,
    address: event.address,
    programme: event.programme,
    ageMin: String(event.ages[0]),
    ageMax: String(event.ages[1]),
    capacity: String(event.capacity),
    price: event.price || undefined,
    closesDate: addDays(first, -2),
    closesTime: '23:59',
    questions: event.questions,
    status: 'published',
  })
}

/** The demo events (a summer camp, a clinic, trials), upcoming from the seeding day. */
export async function seedDemoEvents(db: Db, events: readonly DemoEvent[]) {
  const today = siteWall(new Date().toISOString()).date
  for (const event of events) {
    const outcome = await saveEvent(db, { input: demoEventInput(event, today) })
    if (outcome.kind !== 'saved') throw new Error(`demo event not saved: ${event.title}`)
  }
}
