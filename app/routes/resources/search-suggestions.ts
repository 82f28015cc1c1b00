import { data } from 'react-router'
import type { Route } from './+types/search-suggestions'
import { db } from '#server/db/db.server.ts'
import { hasSessionCookie } from '#server/html-cache/page-policy.server.ts'
import { readsMembersContent } from '#server/memberships/content-access.server.ts'
import { limits } from '#server/rate-limit/limits.server.ts'
import { appLimiter } from '#server/rate-limit/shared.server.ts'
import { searchQuery } from '#server/content/search.server.ts'
import { suggestTitles } from '#server/search/site-search.server.ts'
import { getLocale } from '#server/i18n/i18n.server.ts'

/** Anonymous answers are the same for everyone: browsers and caches in front may keep one a minute. */
const VISITOR_CACHE = 'public, max-age=60'

/**
 * GET /buscar/sugerencias?q=…: up to six titles for the top bar's field while typing (JSON), found
 * like `/buscar` finds them (in the interface language where translated), the last word a prefix.
 * Limited per address; a signed-in reader's answer (a member matches members-only bodies) is never
 * shared, and a shared one varies with what decides the language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rate = await appLimiter().consume(limits.searchSuggestions(context.clientIp))
  if (!rate.allowed)
    return data(
      { suggestions: [] },
      {
        status: 429,
        headers: { 'Retry-After': String(rate.retryAfterSeconds), 'Cache-Control': 'private, no-store' },
      },
    )
  const text = searchQuery(new URL(request.url).searchParams.get('q'))
  const visitor = !hasSessionCookie(request.headers.get('Cookie'))
  const readsMembers = visitor ? false : await readsMembersContent(db, request)
  const suggestions = text
    ? await suggestTitles(db, text, { readsMembers, language: getLocale(request) })
    : []
  return data(
    { suggestions },
    {
      headers: {
        'Cache-Control': visitor ? VISITOR_CACHE : 'private, no-store',
        Vary: 'Cookie, Accept-Language',
      },
    },
  )
}
