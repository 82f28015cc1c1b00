import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, test } from 'vitest'
import routes from '#app/routes.ts'
import { hasSessionCookie, isShareableDocument } from './page-policy.server.ts'

/** React Router's id for a route: the one routes.ts names, else its module file without extension. */
const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')

/** Every page of app/routes.ts with the ids of its matches, root first, as the renderer sees them. */
function documents(
  entries: RouteConfigEntry[],
  parents: string[],
): Array<{ leaf: string; routeIds: string[] }> {
  return entries.flatMap((entry) => {
    const chain = [...parents, routeId(entry)]
    return entry.children?.length
      ? documents(entry.children, chain)
      : [{ leaf: routeId(entry), routeIds: chain }]
  })
}
const allDocuments = documents(routes, ['root'])

/** The pages every anonymous visitor sees alike: the only ones a cache may share. */
const SHAREABLE = [
  'routes/public/home',
  'programme-infantil',
  'programme-juvenil',
  'programme-elite',
  'conceptos',
  'concepts',
  'routes/public/concept',
  'routes/public/concept-map',
  'routes/public/definitions',
  'routes/public/blog',
  'routes/public/post',
  'routes/public/drills',
  'routes/public/drill',
  'routes/public/blog-tag',
  'routes/public/events',
  'routes/public/event',
  'routes/public/newsletter-archive',
  'routes/public/newsletter-issue',
  // A post's, a concept's, an event's and a drill's published translations (docs/decisions/048-content-translations.md).
  'post-translated',
  'concept-translated',
  'drill-translated',
  'event-translated',
  // The home and programme pages' language versions (/en, /en/infantil).
  'home-translated',
  'programme-infantil-translated',
  'programme-juvenil-translated',
  'programme-elite-translated',
]

const anonymousGet = (
  routeIds: readonly string[],
  overrides: Partial<Parameters<typeof isShareableDocument>[0]> = {},
) =>
  isShareableDocument({
    method: 'GET',
    status: 200,
    routeIds,
    headers: new Headers(),
    cookieHeader: null,
    ...overrides,
  })

const chainOf = (leaf: string) => {
  const found = allDocuments.find((document) => document.leaf === leaf)
  if (!found) throw new Error(`${leaf} is not in app/routes.ts`)
  return found.routeIds
}

describe('which documents the HTML cache may share', () => {
  test('of every route in app/routes.ts, only the public anonymous pages are shareable', () => {
    const shareable = allDocuments.filter((document) => anonymousGet(document.routeIds)).map((d) => d.leaf)
    expect(shareable.sort()).toEqual([...SHAREABLE].sort())
  })

  test.each([
    ['the contact page (a fill token per visit)', 'routes/public/contact'],
    ['a newsletter unsubscribe page (a secret link)', 'routes/public/newsletter-unsubscribe'],
    ['a post preview (admins only)', 'routes/admin/post-preview'],
    ['the not-found page', 'routes/public/not-found'],
    ['the site search (every query its own page, decision 044)', 'routes/public/search'],
    ['a members-only course page', 'routes/public/course'],
    ['a gated lesson', 'routes/public/lesson'],
    ['a shared training session (a secret link)', 'routes/public/shared-session'],
    ["a team reminder's answer link (a secret link, a child's name)", 'routes/public/team-answer'],
    ['a certificate check', 'routes/public/certificate-verify'],
    ['an admin page', 'routes/admin/posts'],
    ['account settings', 'routes/account/settings'],
    ["a child's page (a guardian's, decision 049)", 'routes/account/player'],
    ['the sign-in screen', 'routes/auth/signin'],
    ['the lock screen', 'routes/auth/lockscreen'],
  ])('%s is never shared', (_kind, leaf) => {
    expect(anonymousGet(chainOf(leaf))).toBe(false)
  })

  const home = chainOf('routes/public/home')

  test('a public page is shareable for GET and HEAD, and only then', () => {
    expect(anonymousGet(home)).toBe(true)
    expect(anonymousGet(home, { method: 'HEAD' })).toBe(true)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(anonymousGet(home, { method })).toBe(false)
  })

  test.each([301, 302, 304, 400, 403, 404, 500, 503])(
    'a public page answered with %i is not shared',
    (status) => {
      expect(anonymousGet(home, { status })).toBe(false)
    },
  )

  test('a public page seen by a signed-in visitor is not shared', () => {
    for (const cookieHeader of [
      'coach.session_token=abc',
      'theme=dark; coach.session_token=abc.def',
      '__Host-coach.session_token=abc',
      '__Host-coach.session_data=xyz; lang=es',
    ]) {
      expect(hasSessionCookie(cookieHeader)).toBe(true)
      expect(anonymousGet(home, { cookieHeader })).toBe(false)
    }
  })

  test('display cookies alone keep a public page shareable', () => {
    expect(anonymousGet(home, { cookieHeader: 'theme=dark; lng=ar' })).toBe(true)
  })

  test('a public page that sets a cookie is not shared', () => {
    const headers = new Headers({ 'Set-Cookie': 'coach.device=1; Path=/; HttpOnly' })
    expect(anonymousGet(home, { headers })).toBe(false)
  })

  test('a document with no matches is not shared', () => {
    expect(anonymousGet([])).toBe(false)
  })
})
