import { data } from 'react-router'
import type { Route } from './+types/certificate-pdf'
import { requireUser } from '#server/auth/guards.server.ts'
import { certificateFor, certificatePdf } from '#server/courses/certificates.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getLocale } from '#server/i18n/i18n.server.ts'

/** A certificate as a PDF, for its owner and the coach only: anyone else gets 404, as if it did not exist. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const certificate = await certificateFor(db, {
    id: params.id,
    userId: user.id,
    isAdmin: user.role === 'admin',
  })
  if (!certificate) throw data(null, { status: 404 })
  const pdf = await certificatePdf(db, certificate, {
    origin: publicOrigin(request),
    fallback: getLocale(request),
  })
  const name = `certificado-${certificate.verificationCode.slice(0, 8)}.pdf`
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
