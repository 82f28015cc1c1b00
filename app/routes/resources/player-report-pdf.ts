import { data } from 'react-router'
import type { Route } from './+types/player-report-pdf'
import { requireUser } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { db } from '#server/db/db.server.ts'
import { getLocale } from '#server/i18n/i18n.server.ts'
import { playerForViewer, publishedReport, reportPdf } from '#server/teams/assessments.server.ts'

/**
 * A published report as a PDF (the latest, or `?report=<id>`), in the reader's language, for the
 * player's guardians, the player and the coach only: anyone else gets 404, as for a missing id.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const id = idParam(params.id)
  const player = id === undefined ? undefined : await playerForViewer(db, user, id)
  const asked = new URL(request.url).searchParams.get('report')
  const reportId = asked === null ? undefined : idParam(asked)
  const report =
    player && (asked === null || reportId !== undefined)
      ? await publishedReport(db, player.id, reportId)
      : undefined
  if (!player || !report) throw data(null, { status: 404 })
  const pdf = await reportPdf(report, player, getLocale(request))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="informe-${report.id}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
