import type { Route } from './+types/robots'
import { publicOrigin } from '#server/http/origin.server.ts'

export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request)
  const body = [
    'User-agent: *',
    'Disallow: /admin/',
    'Disallow: /account-settings',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ]
  return new Response(body.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
