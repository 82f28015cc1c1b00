import { data } from 'react-router'
import type { Route } from './+types/tag-feed'
import { findTagOfSlug } from '#server/content/tag-archive.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { feedXml, FEED_HEADERS } from '#server/seo/feed.server.ts'

/** /blog/etiqueta/{tag}/feed.xml: the site's feed of the posts with that tag. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const tag = await findTagOfSlug(db, params.tag)
  if (!tag) throw data(null, { status: 404 })
  const xml = await feedXml(db, publicOrigin(request), {
    tag: { name: tag, path: `/blog/etiqueta/${params.tag}` },
  })
  return new Response(xml, { headers: FEED_HEADERS })
}
