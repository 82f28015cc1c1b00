import type { Route } from './+types/users-export'
import { peopleFilterFrom } from '#app/schemas/people.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { peopleCsv } from '#server/people/people-csv.server.ts'
import { allPeople } from '#server/people/people.server.ts'

/** The users screen's current view as CSV, for the coach only; every export is in the audit log. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin')
  const filter = peopleFilterFrom(new URL(request.url).searchParams)
  const people = await allPeople(db, filter)
  await recordAudit(db, {
    action: 'user.export',
    user,
    detail: { rows: people.length, filtered: Boolean(filter.q || filter.role || filter.status) },
    ip: context.clientIp,
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(peopleCsv(people, getFixedT(request)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="usuarios-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
