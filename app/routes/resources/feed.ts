import type { Route } from './+types/feed'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { feedXml } from '#server/seo/feed.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return new Response(await feedXml(db, publicOrigin(request)), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
