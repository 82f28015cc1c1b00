import fs from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '../../app/routes.ts'

/**
 * The site's route table read from app/routes.ts itself, each route with the access class it must
 * enforce. A route added to routes.ts without an entry in ACCESS fails the permission matrix.
 */

/**
 * Who may use a route, and what the others get (SPEC.md section 6):
 * - public: anyone; never a server error.
 * - auth-screen: the identity screens; anyone; never a server error.
 * - signed-in: users and admins; a visitor goes to /signin?redirectTo=….
 * - admin: admins; a visitor goes to /signin?redirectTo=…, a user to / (or gets 403).
 * - admin-json: an admin API for the site's own scripts: JSON 401 for visitors, 403 for users.
 * - storage-json: the storage API: JSON 401 for visitors, 403 for users.
 * - resource: a public resource (feed, files, e-mail links, session calls); never a server error.
 * - walled: a course's lessons; anyone gets 200: the lesson, or its wall (title, teaser, the ways
 *   in) without the body (docs/decisions/032-content-visibility.md; lesson-walls.spec.ts searches the
 *   wall's HTML and data for the body); 404 for a course or lesson that does not exist. Its forms
 *   refuse whoever may not read it (tests/integration/permission-matrix).
 * - owner: a learner's own document (a certificate's PDF, a lesson's file for those who may read
 *   the lesson, a training session: its owner only); a visitor goes to /signin?redirectTo=…,
 *   another user gets 404 as if it did not exist, the owner and admins get it.
 */
export type Access =
  | 'public'
  | 'auth-screen'
  | 'signed-in'
  | 'admin'
  | 'admin-json'
  | 'storage-json'
  | 'resource'
  | 'walled'
  | 'owner'

/** The kinds of real records a test supplies for dynamic segments. */
export type SampleKind =
  | 'postSlug'
  | 'tagSlug'
  | 'postId'
  | 'conceptSlug'
  | 'conceptId'
  | 'messageId'
  | 'mediaFile'
  | 'bucket'
  | 'objectPath'
  | 'unknownPage'
  | 'authEndpoint'
  | 'courseSlug'
  | 'courseId'
  | 'lessonSlug'
  | 'lessonId'
  | 'drillSlug'
  | 'drillId'
  | 'certificateCode'
  | 'certificateId'
  | 'supportId'
  | 'userId'
  | 'lessonFileId'
  | 'sessionId'
  | 'shareToken'
  | 'orderNumber'
  | 'placeOrderNumber'
  | 'submissionId'
  | 'bookingKindSlug'
  | 'bookingId'
  | 'eventSlug'
  | 'eventId'
  | 'offerToken'
  | 'newsletterConfirmToken'
  | 'newsletterUnsubscribeToken'
  | 'newsletterIssueId'
  | 'translationLanguage'
  | 'translatedPostSlug'
  | 'translatedConceptSlug'
  | 'translatedEventSlug'
  | 'translatedDrillSlug'
  | 'teamId'
  | 'teamInviteToken'
  | 'teamPlayerId'
  | 'reportPlayerId'
  | 'teamEventId'
  | 'teamAnswerToken'

interface Policy {
  access: Access
  /** Which sample fills each dynamic segment (`*` for a splat). */
  params?: Record<string, SampleKind>
}

/** Keyed by the route's id when routes.ts names one, otherwise by its module file. */
const ACCESS: Record<string, Policy> = {
  'routes/public/home.tsx': { access: 'public' },
  'programme-infantil': { access: 'public' },
  'programme-juvenil': { access: 'public' },
  'programme-elite': { access: 'public' },
  'home-translated': { access: 'public', params: { lang: 'translationLanguage' } },
  'programme-infantil-translated': { access: 'public', params: { lang: 'translationLanguage' } },
  'programme-juvenil-translated': { access: 'public', params: { lang: 'translationLanguage' } },
  'programme-elite-translated': { access: 'public', params: { lang: 'translationLanguage' } },
  conceptos: { access: 'public' },
  concepts: { access: 'public' },
  'routes/public/concept.tsx': { access: 'public', params: { id: 'conceptSlug' } },
  'routes/public/concept-map.tsx': { access: 'public' },
  'routes/public/definitions.tsx': { access: 'public' },
  'routes/public/blog.tsx': { access: 'public' },
  'routes/public/blog-tag.tsx': { access: 'public', params: { tag: 'tagSlug' } },
  'routes/public/post.tsx': { access: 'public', params: { id: 'postSlug' } },
  'post-translated': { access: 'public', params: { lang: 'translationLanguage', id: 'translatedPostSlug' } },
  'concept-translated': {
    access: 'public',
    params: { lang: 'translationLanguage', id: 'translatedConceptSlug' },
  },
  'routes/public/contact.tsx': { access: 'public' },
  'routes/admin/post-preview.tsx': { access: 'admin', params: { id: 'postId' } },
  'routes/public/not-found.tsx': { access: 'public', params: { '*': 'unknownPage' } },
  'routes/public/courses.tsx': { access: 'public' },
  'routes/public/course.tsx': { access: 'public', params: { slug: 'courseSlug' } },
  'routes/public/lesson.tsx': { access: 'walled', params: { slug: 'courseSlug', lesson: 'lessonSlug' } },
  'routes/public/course-purchase.tsx': {
    access: 'owner',
    params: { slug: 'courseSlug', order: 'orderNumber' },
  },
  'routes/public/drills.tsx': { access: 'public' },
  'routes/public/drill.tsx': { access: 'public', params: { slug: 'drillSlug' } },
  'drill-translated': {
    access: 'public',
    params: { lang: 'translationLanguage', slug: 'translatedDrillSlug' },
  },
  'routes/public/certificate-verify.tsx': { access: 'public', params: { code: 'certificateCode' } },
  'routes/public/events.tsx': { access: 'public' },
  'routes/public/search.tsx': { access: 'public' },
  'routes/public/event.tsx': { access: 'public', params: { slug: 'eventSlug' } },
  'event-translated': {
    access: 'public',
    params: { lang: 'translationLanguage', slug: 'translatedEventSlug' },
  },
  'routes/public/event-registration.tsx': { access: 'signed-in', params: { slug: 'eventSlug' } },
  // The link of an offer e-mail: any signed-in account sees the page (only its owner can take the place).
  'routes/public/event-offer.tsx': {
    access: 'signed-in',
    params: { slug: 'eventSlug', token: 'offerToken' },
  },
  // A team's invitation e-mail: a signed-in guardian answers it (docs/decisions/049).
  'routes/public/team-invite.tsx': { access: 'signed-in', params: { token: 'teamInviteToken' } },
  // A team reminder's answer link: no sign-in, the signed token is the secret (docs/decisions/049).
  'routes/public/team-answer.tsx': { access: 'public', params: { token: 'teamAnswerToken' } },

  // Newsletter: the links of its mails need no sign-in; the archive is public.
  'routes/public/newsletter.tsx': { access: 'public' },
  'routes/public/newsletter-confirm.tsx': { access: 'public', params: { token: 'newsletterConfirmToken' } },
  'routes/public/newsletter-unsubscribe.tsx': {
    access: 'public',
    params: { token: 'newsletterUnsubscribeToken' },
  },
  'routes/public/newsletter-archive.tsx': { access: 'public' },
  'routes/public/newsletter-issue.tsx': { access: 'public', params: { id: 'newsletterIssueId' } },

  'routes/auth/signin.tsx': { access: 'auth-screen' },
  'routes/auth/two-factor.tsx': { access: 'auth-screen' },
  'routes/auth/signup.tsx': { access: 'auth-screen' },
  'routes/auth/lockscreen.tsx': { access: 'auth-screen' },
  'routes/auth/password-reset.tsx': { access: 'auth-screen' },
  'routes/auth/password-change.tsx': { access: 'auth-screen' },
  'routes/auth/setup.tsx': { access: 'auth-screen' },
  'routes/auth/cancel-email-change.tsx': { access: 'auth-screen' },

  'routes/admin/dashboard.tsx': { access: 'admin' },
  'routes/admin/posts.tsx': { access: 'admin' },
  'admin-post-create': { access: 'admin' },
  'admin-post-edit': { access: 'admin', params: { id: 'postId' } },
  'routes/admin/concepts.tsx': { access: 'admin' },
  'admin-concept-create': { access: 'admin' },
  'admin-concept-edit': { access: 'admin', params: { id: 'conceptId' } },
  'admin-post-translation': { access: 'admin', params: { id: 'postId', lang: 'translationLanguage' } },
  'admin-concept-translation': { access: 'admin', params: { id: 'conceptId', lang: 'translationLanguage' } },
  'routes/admin/media.tsx': { access: 'admin' },
  'routes/admin/messages.tsx': { access: 'admin' },
  'routes/admin/messages-detail.tsx': { access: 'admin', params: { id: 'messageId' } },
  'routes/admin/audit.tsx': { access: 'admin' },
  'routes/admin/support.tsx': { access: 'admin' },
  'routes/admin/support-detail.tsx': { access: 'admin', params: { id: 'supportId' } },
  'routes/admin/comments.tsx': { access: 'admin' },
  'routes/admin/redirects.tsx': { access: 'admin' },
  'routes/admin/teams.tsx': { access: 'admin' },
  'routes/admin/team.tsx': { access: 'admin', params: { id: 'teamId' } },
  'routes/admin/team-player.tsx': { access: 'admin', params: { id: 'teamId', playerId: 'teamPlayerId' } },
  'routes/admin/team-calendar.tsx': { access: 'admin', params: { id: 'teamId' } },
  'routes/admin/team-session.tsx': { access: 'admin', params: { id: 'teamId', eventId: 'teamEventId' } },
  'routes/admin/team-attendance.tsx': { access: 'admin', params: { id: 'teamId' } },
  'routes/admin/newsletter.tsx': { access: 'admin' },
  'routes/admin/users.tsx': { access: 'admin' },
  'routes/account/sessions.tsx': { access: 'signed-in' },
  'routes/account/session-editor.tsx': { access: 'owner', params: { id: 'sessionId' } },
  'routes/account/session-print.tsx': { access: 'owner', params: { id: 'sessionId' } },
  'routes/account/session-timer.tsx': { access: 'owner', params: { id: 'sessionId' } },
  'routes/public/shared-session.tsx': { access: 'public', params: { token: 'shareToken' } },
  'routes/admin/user-detail.tsx': { access: 'admin', params: { id: 'userId' } },
  'routes/resources/users-export.ts': { access: 'admin' },
  'routes/admin/orders.tsx': { access: 'admin' },
  'routes/resources/orders-export.ts': { access: 'admin' },
  'routes/resources/my-data.ts': { access: 'signed-in' },
  'routes/public/privacy.tsx': { access: 'public' },
  'routes/admin/drills.tsx': { access: 'admin' },
  'admin-drill-create': { access: 'admin' },
  'admin-drill-edit': { access: 'admin', params: { id: 'drillId' } },
  'admin-drill-translation': { access: 'admin', params: { id: 'drillId', lang: 'translationLanguage' } },
  'routes/admin/curriculum.tsx': { access: 'admin' },
  'routes/admin/curriculum-translations.tsx': { access: 'admin', params: { lang: 'translationLanguage' } },
  'routes/admin/courses.tsx': { access: 'admin' },
  'admin-course-create': { access: 'admin' },
  'admin-course-edit': { access: 'admin', params: { id: 'courseId' } },
  'admin-course-translation': { access: 'admin', params: { id: 'courseId', lang: 'translationLanguage' } },
  'routes/admin/course-access.tsx': { access: 'admin', params: { id: 'courseId' } },
  'routes/admin/course-certificates.tsx': { access: 'admin', params: { id: 'courseId' } },
  'routes/admin/course-completions.tsx': { access: 'admin', params: { id: 'courseId' } },
  'routes/admin/lesson-editor.tsx': { access: 'admin', params: { id: 'courseId', lessonId: 'lessonId' } },
  'routes/admin/lesson-preview.tsx': { access: 'admin', params: { id: 'courseId', lessonId: 'lessonId' } },
  'routes/admin/lesson-files.tsx': { access: 'admin', params: { id: 'courseId', lessonId: 'lessonId' } },
  'routes/admin/lesson-quiz.tsx': { access: 'admin', params: { id: 'courseId', lessonId: 'lessonId' } },
  'routes/admin/lesson-assignment.tsx': { access: 'admin', params: { id: 'courseId', lessonId: 'lessonId' } },
  'routes/admin/assignments.tsx': { access: 'admin' },
  'routes/admin/assignment-detail.tsx': { access: 'admin', params: { id: 'submissionId' } },
  'routes/admin/memberships.tsx': { access: 'admin' },
  'routes/admin/events.tsx': { access: 'admin' },
  'admin-event-create': { access: 'admin' },
  'admin-event-edit': { access: 'admin', params: { id: 'eventId' } },
  'admin-event-translation': { access: 'admin', params: { id: 'eventId', lang: 'translationLanguage' } },
  'routes/admin/event-detail.tsx': { access: 'admin', params: { id: 'eventId' } },
  'routes/admin/event-registrations.tsx': { access: 'admin', params: { id: 'eventId' } },
  'routes/admin/event-check-in.tsx': { access: 'admin', params: { id: 'eventId' } },
  'routes/admin/event-attendance.tsx': { access: 'admin', params: { id: 'eventId' } },
  'routes/resources/event-registrations-export.ts': { access: 'admin', params: { id: 'eventId' } },
  'routes/account/events.tsx': { access: 'signed-in' },
  'routes/account/players.tsx': { access: 'signed-in' },
  // A player's published reports: their guardians, the player and the coach; anyone else 404.
  'routes/account/player-report.tsx': { access: 'owner', params: { id: 'reportPlayerId' } },
  'routes/resources/player-report-pdf.ts': { access: 'owner', params: { id: 'reportPlayerId' } },
  // A child's page and photo: their guardians, the player and the coach; anyone else 404 (ADR 049).
  'routes/account/player.tsx': { access: 'owner', params: { id: 'reportPlayerId' } },
  'routes/resources/player-photo.ts': { access: 'owner', params: { id: 'reportPlayerId' } },
  // Checkout's return for a paid place or session: the buyer's (and an admin's); anyone else 404.
  'routes/account/payment-return.tsx': { access: 'owner', params: { order: 'placeOrderNumber' } },
  'routes/account/settings.tsx': { access: 'signed-in' },
  'routes/account/two-factor.tsx': { access: 'signed-in' },
  'routes/account/support.tsx': { access: 'signed-in' },
  'routes/account/my-courses.tsx': { access: 'signed-in' },
  // Only the signed-in learner's own completion: one they have not finished leads to "Mis cursos".
  'routes/account/course-finished.tsx': { access: 'signed-in', params: { slug: 'courseSlug' } },
  'routes/account/passkeys.tsx': { access: 'signed-in' },
  'routes/public/bookings.tsx': { access: 'public' },
  'routes/public/booking-kind.tsx': { access: 'public', params: { kind: 'bookingKindSlug' } },
  'routes/account/bookings.tsx': { access: 'signed-in' },
  'routes/admin/agenda.tsx': { access: 'admin' },
  'routes/admin/availability.tsx': { access: 'admin' },
  // A booking's calendar file: its person's (here the admin's own) and the coach's; another user 404.
  'routes/resources/booking-ics.ts': { access: 'owner', params: { id: 'bookingId' } },

  'routes/resources/auth-api.ts': { access: 'resource', params: { '*': 'authEndpoint' } },
  'routes/resources/verify-email.ts': { access: 'resource' },
  'routes/resources/confirm-email.ts': { access: 'resource' },
  'routes/resources/logout.ts': { access: 'resource' },
  'routes/resources/lock.ts': { access: 'resource' },
  'routes/resources/heartbeat.ts': { access: 'resource' },
  'routes/resources/passkey.ts': { access: 'resource' },
  'routes/resources/sitemap.ts': { access: 'resource' },
  'routes/resources/robots.ts': { access: 'resource' },
  'routes/resources/web-manifest.ts': { access: 'resource' },
  'routes/resources/offline-page.ts': { access: 'resource' },
  'routes/resources/feed.ts': { access: 'resource' },
  'routes/resources/tag-feed.ts': { access: 'resource', params: { tag: 'tagSlug' } },
  'routes/resources/media.ts': { access: 'resource', params: { file: 'mediaFile' } },
  'routes/resources/certificate-pdf.ts': { access: 'owner', params: { id: 'certificateId' } },
  'routes/resources/lesson-file.ts': {
    access: 'owner',
    params: { slug: 'courseSlug', lesson: 'lessonSlug', file: 'lessonFileId' },
  },
  // A learner's upload (an action only): it refuses whoever may not read the lesson.
  'routes/resources/assignment-submit.ts': {
    access: 'resource',
    params: { slug: 'courseSlug', lesson: 'lessonSlug' },
  },
  'routes/resources/assignment-file.ts': { access: 'owner', params: { id: 'submissionId' } },
  'routes/resources/admin-concept-search.ts': { access: 'admin-json' },
  'routes/resources/storage-objects.ts': { access: 'storage-json', params: { bucket: 'bucket' } },
  'routes/resources/stripe-webhook.ts': { access: 'resource' },
  'routes/resources/subscribe.ts': { access: 'resource' },
  'routes/resources/billing-portal.ts': { access: 'resource' },
  // Only the comment forms post here (its GET answers 405).
  'routes/resources/comments.ts': { access: 'resource' },
  'routes/resources/events-feed.ts': { access: 'resource' },
  'routes/resources/search-suggestions.ts': { access: 'resource' },
  'routes/resources/event-ics.ts': { access: 'resource', params: { slug: 'eventSlug' } },
  // Without the team's secret in ?token= it is a 404 for everyone (calendar apps send no session).
  'routes/resources/team-feed.ts': { access: 'resource', params: { id: 'teamId' } },
  'routes/resources/storage-object.ts': {
    access: 'storage-json',
    params: { bucket: 'bucket', object: 'objectPath' },
  },
}

export interface RouteEntry {
  /** The key of ACCESS: the route's id, or its module file. */
  key: string
  file: string
  /** The path pattern, e.g. `admin/posts/edit/:id` ('' for the home page). */
  pattern: string
  /** Whether the module exports an action (read from its source). */
  hasAction: boolean
}

const joinPath = (parent: string, child: string | undefined) =>
  [parent, child ?? ''].filter(Boolean).join('/')

function walk(entries: RouteConfigEntry[], parent: string): Array<Omit<RouteEntry, 'hasAction'>> {
  return entries.flatMap((entry) => {
    const pattern = joinPath(parent, entry.path)
    if (entry.children?.length) return walk(entry.children, pattern)
    return [{ key: entry.id ?? entry.file, file: entry.file, pattern }]
  })
}

const exportsAction = (file: string) =>
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(
    fs.readFileSync(path.resolve('app', file), 'utf8'),
  )

/** Every page and resource of app/routes.ts (layouts unwrapped). */
export const routeTable: RouteEntry[] = walk(routes, '').map((route) => ({
  ...route,
  hasAction: exportsAction(route.file),
}))

/** The route keys of routes.ts that ACCESS does not classify (each one is a failure). */
export const unclassifiedRoutes = () => routeTable.filter((route) => !(route.key in ACCESS))

/** ACCESS entries for routes that no longer exist (a stale policy is a failure too). */
export const staleAccessEntries = () =>
  Object.keys(ACCESS).filter((key) => !routeTable.some((route) => route.key === key))

export const accessOf = (route: RouteEntry): Access => {
  const policy = ACCESS[route.key]
  if (!policy)
    throw new Error(
      `Route "${route.key}" (/${route.pattern}) has no entry in ACCESS of tests/e2e/route-table.ts`,
    )
  return policy.access
}

export type Samples = Record<SampleKind, { real: string; missing: string }>

export interface ConcreteUrl {
  url: string
  /** Whether the dynamic segments name records that exist (always true without segments). */
  real: boolean
}

const segment = /:(\w+)|\*$/g

/** The route's address with real records, and (for dynamic routes) with records that do not exist. */
export function concreteUrls(route: RouteEntry, samples: Samples): ConcreteUrl[] {
  const names = [...route.pattern.matchAll(segment)].map((match) => match[1] ?? '*')
  if (names.length === 0) return [{ url: `/${route.pattern}`, real: true }]
  const params = ACCESS[route.key]?.params ?? {}
  const fill = (which: 'real' | 'missing') =>
    `/${route.pattern.replace(segment, (_, name: string | undefined) => {
      const kind = params[name ?? '*']
      if (!kind)
        throw new Error(`Route "${route.key}": ACCESS names no sample for its segment ${name ?? '*'}`)
      return samples[kind][which]
    })}`
  return [
    { url: fill('real'), real: true },
    { url: fill('missing'), real: false },
  ]
}
