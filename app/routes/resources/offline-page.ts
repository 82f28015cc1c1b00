import type { Route } from './+types/offline-page'
import { getLocale } from '#server/i18n/i18n.server.ts'
import { offlineDocument } from '#server/pwa/web-app.server.ts'

/** The offline page the service worker keeps (docs/decisions/050-at-the-pitch.md); anyone may read it. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(offlineDocument(getLocale(request)), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
}
