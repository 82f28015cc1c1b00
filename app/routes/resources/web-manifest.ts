import type { Route } from './+types/web-manifest'
import { getLocale } from '#server/i18n/i18n.server.ts'
import { webManifest } from '#server/pwa/web-app.server.ts'

/** The web app manifest, in the visitor's language (docs/decisions/050-at-the-pitch.md). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(JSON.stringify(webManifest(getLocale(request))), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  })
}
