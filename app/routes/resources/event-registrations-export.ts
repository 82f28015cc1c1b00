import type { Route } from './+types/event-registrations-export'
import { csvDocument } from '#server/csv.server.ts'
import { db } from '#server/db/db.server.ts'
import { listRegistrations, registrationCsvRows } from '#server/events/event-day.server.ts'
import { coachEventOf } from '#server/events/event-day-route.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

/** An event's registrations with their answers as CSV, for the coach only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { event } = await coachEventOf(request, params)
  const rows = registrationCsvRows(await listRegistrations(db, event.id), event.questions, getFixedT(request))
  return new Response(csvDocument(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inscripciones-${event.slug}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
