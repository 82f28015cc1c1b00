import { redirect } from 'react-router'
import type { Route } from './+types/feed'
import { archiveOfTagParam } from '#server/content/tag-archive.server.ts'
import { languageOfPrefix } from '#app/i18n/languages.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { feedXml, FEED_HEADERS } from '#server/seo/feed.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
  // /feed.xml?tag=Rondos is the tag's own feed, which has its own address.
  const archive = archiveOfTagParam(new URL(request.url).searchParams.get('tag'))
  if (archive) throw redirect(`${archive}/feed.xml`, 301)
  // /feed.xml?lang=en: the posts published in English (docs/decisions/048); any other value is Spanish.
  const language = languageOfPrefix(new URL(request.url).searchParams.get('lang') ?? undefined)
  return new Response(await feedXml(db, publicOrigin(request), { language }), { headers: FEED_HEADERS })
}
