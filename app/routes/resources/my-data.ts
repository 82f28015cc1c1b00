import type { Route } from './+types/my-data'
import { requireUser } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { personalDataJson, streamOf } from '#server/privacy/export.server.ts'
import { limits } from '#server/rate-limit/limits.server.ts'
import { appLimiter } from '#server/rate-limit/shared.server.ts'

/** "Download my data": the signed-in person's own data as a JSON file, built on request and streamed. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request) // a locked session goes to the lock screen
  const rate = await appLimiter().consume(limits.dataExport(user.id))
  if (!rate.allowed)
    return new Response(getFixedT(request)('privacy:download.tooMany'), {
      status: 429,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(rate.retryAfterSeconds),
        'Cache-Control': 'private, no-store',
      },
    })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(streamOf(personalDataJson(db, user.id)), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="mis-datos-${day}.json"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
