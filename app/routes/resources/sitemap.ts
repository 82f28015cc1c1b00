import type { Route } from './+types/sitemap'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { sitemapXml } from '#server/seo/sitemap.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return new Response(await sitemapXml(db, publicOrigin(request)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
