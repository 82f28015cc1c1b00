import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

/**
 * The route table of SPEC.md section 2, written out so it reads like the spec.
 * Guards live in each module's loader and action (server/auth/guards.server.ts), never only here.
 */
export default [
  // Public site: top bar and footer, no sign-in needed.
  layout('layouts/public-layout.tsx', [
    index('routes/public/home.tsx'),
    route('infantil', 'routes/public/programme.tsx', { id: 'programme-infantil' }),
    route('juvenil', 'routes/public/programme.tsx', { id: 'programme-juvenil' }),
    route('elite', 'routes/public/programme.tsx', { id: 'programme-elite' }),
    route('conceptos', 'routes/public/concepts.tsx', { id: 'conceptos' }),
    // The concept map (issue 34, docs/decisions/050-at-the-pitch.md).
    route('conceptos/mapa', 'routes/public/concept-map.tsx'),
    route('concepts', 'routes/public/concepts.tsx', { id: 'concepts' }),
    route('concepts/:id', 'routes/public/concept.tsx'),
    route('conceptos_basicos', 'routes/public/definitions.tsx'),
    route('blog', 'routes/public/blog.tsx'),
    route('blog/etiqueta/:tag', 'routes/public/blog-tag.tsx'),
    route('post/:id', 'routes/public/post.tsx'),
    route('ejercicios', 'routes/public/drills.tsx'),
    route('ejercicios/:slug', 'routes/public/drill.tsx'),
    route('contacto', 'routes/public/contact.tsx'),
    route('cursos', 'routes/public/courses.tsx'),
    route('cursos/:slug', 'routes/public/course.tsx'),
    route('cursos/:slug/:lesson', 'routes/public/lesson.tsx'),
    route('cursos/:slug/compra/:order', 'routes/public/course-purchase.tsx'),
    route('certificados/verificar/:code', 'routes/public/certificate-verify.tsx'),
    route('sesiones/compartida/:token', 'routes/public/shared-session.tsx'),
    route('privacidad', 'routes/public/privacy.tsx'),
    // Newsletter (issue 30, docs/decisions/043-newsletter.md).
    route('newsletter', 'routes/public/newsletter.tsx'),
    route('newsletter/confirmar/:token', 'routes/public/newsletter-confirm.tsx'),
    route('newsletter/baja/:token', 'routes/public/newsletter-unsubscribe.tsx'),
    route('newsletter/archivo', 'routes/public/newsletter-archive.tsx'),
    route('newsletter/archivo/:id', 'routes/public/newsletter-issue.tsx'),
    // One-to-one bookings (docs/decisions/040-one-to-one-bookings.md).
    route('reservas', 'routes/public/bookings.tsx'),
    route('reservas/:kind', 'routes/public/booking-kind.tsx'),
    // Events (issue 29, docs/decisions/039-events.md).
    // Site search (issue 30, docs/decisions/044-site-search.md).
    route('buscar', 'routes/public/search.tsx'),
    route('eventos', 'routes/public/events.tsx'),
    route('eventos/:slug', 'routes/public/event.tsx'),
    route('eventos/:slug/inscripcion', 'routes/public/event-registration.tsx'),
    route('eventos/:slug/plaza/:token', 'routes/public/event-offer.tsx'),
    // Teams: a guardian answers the coach's invitation (docs/decisions/049-teams-players-guardians.md).
    route('equipos/invitacion/:token', 'routes/public/team-invite.tsx'),
    // A team reminder's answer links: no sign-in, the signed token is the secret.
    route('equipos/respuesta/:token', 'routes/public/team-answer.tsx'),
    route('admin/posts/preview/:id', 'routes/admin/post-preview.tsx'),
    // Translations of posts and concepts (docs/decisions/048-content-translations.md): the same
    // pages under a language prefix (/en/post/{slug}); the loader 404s any other prefix.
    route(':lang/post/:id', 'routes/public/post.tsx', { id: 'post-translated' }),
    route(':lang/concepts/:id', 'routes/public/concept.tsx', { id: 'concept-translated' }),
    route(':lang/eventos/:slug', 'routes/public/event.tsx', { id: 'event-translated' }),
    route(':lang/ejercicios/:slug', 'routes/public/drill.tsx', { id: 'drill-translated' }),
    // The home and programme pages in every interface language (the curriculum as far as translated).
    route(':lang', 'routes/public/home.tsx', { id: 'home-translated' }),
    route(':lang/infantil', 'routes/public/programme.tsx', { id: 'programme-infantil-translated' }),
    route(':lang/juvenil', 'routes/public/programme.tsx', { id: 'programme-juvenil-translated' }),
    route(':lang/elite', 'routes/public/programme.tsx', { id: 'programme-elite-translated' }),
    route('*', 'routes/public/not-found.tsx'),
  ]),

  // Identity screens: blank, boxed layout, no sign-in needed.
  layout('layouts/auth-layout.tsx', [
    route('signin', 'routes/auth/signin.tsx'),
    route('signin/two-factor', 'routes/auth/two-factor.tsx'),
    route('auth/boxed-signup', 'routes/auth/signup.tsx'),
    route('auth/boxed-lockscreen', 'routes/auth/lockscreen.tsx'),
    route('auth/boxed-password-reset', 'routes/auth/password-reset.tsx'),
    route('auth/boxed-password-change', 'routes/auth/password-change.tsx'),
    route('setup', 'routes/auth/setup.tsx'),
    route('auth/cancel-email-change', 'routes/auth/cancel-email-change.tsx'),
  ]),

  // Private area: sidebar and header. Roles: admin for /admin/*, admin and user for /account-settings.
  layout('layouts/main-layout.tsx', [
    // The coach's dashboard: what waits, and the cookie-free page counts (docs/decisions/046-analytics.md).
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/posts', 'routes/admin/posts.tsx'),
    route('admin/posts/create', 'routes/admin/post-editor.tsx', { id: 'admin-post-create' }),
    route('admin/posts/edit/:id', 'routes/admin/post-editor.tsx', { id: 'admin-post-edit' }),
    route('admin/concepts', 'routes/admin/concepts.tsx'),
    route('admin/concepts/create', 'routes/admin/concept-editor.tsx', { id: 'admin-concept-create' }),
    route('admin/concepts/edit/:id', 'routes/admin/concept-editor.tsx', { id: 'admin-concept-edit' }),
    // A post's or concept's translation into one language (docs/decisions/048-content-translations.md).
    route('admin/posts/edit/:id/translations/:lang', 'routes/admin/translation-editor.tsx', {
      id: 'admin-post-translation',
    }),
    route('admin/concepts/edit/:id/translations/:lang', 'routes/admin/translation-editor.tsx', {
      id: 'admin-concept-translation',
    }),
    route('admin/drills', 'routes/admin/drills.tsx'),
    route('admin/drills/create', 'routes/admin/drill-editor.tsx', { id: 'admin-drill-create' }),
    route('admin/drills/edit/:id', 'routes/admin/drill-editor.tsx', { id: 'admin-drill-edit' }),
    route('admin/drills/edit/:id/translations/:lang', 'routes/admin/translation-editor.tsx', {
      id: 'admin-drill-translation',
    }),
    route('admin/curriculum', 'routes/admin/curriculum.tsx'),
    // A band's curriculum in one of the other languages (docs/decisions/048-content-translations.md).
    route('admin/curriculum/translations/:lang', 'routes/admin/curriculum-translations.tsx'),
    route('admin/media', 'routes/admin/media.tsx'),
    route('admin/messages', 'routes/admin/messages.tsx'),
    route('admin/messages/:id', 'routes/admin/messages-detail.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/users', 'routes/admin/users.tsx'),
    route('admin/orders', 'routes/admin/orders.tsx'),
    route('admin/users/:id', 'routes/admin/user-detail.tsx'),
    route('admin/support', 'routes/admin/support.tsx'),
    route('admin/support/:id', 'routes/admin/support-detail.tsx'),
    route('admin/comments', 'routes/admin/comments.tsx'),
    route('admin/redirects', 'routes/admin/redirects.tsx'),
    route('admin/courses', 'routes/admin/courses.tsx'),
    route('admin/courses/create', 'routes/admin/course-editor.tsx', { id: 'admin-course-create' }),
    route('admin/courses/edit/:id', 'routes/admin/course-editor.tsx', { id: 'admin-course-edit' }),
    route('admin/courses/edit/:id/translations/:lang', 'routes/admin/translation-editor.tsx', {
      id: 'admin-course-translation',
    }),
    route('admin/courses/:id/access', 'routes/admin/course-access.tsx'),
    route('admin/courses/:id/certificates', 'routes/admin/course-certificates.tsx'),
    route('admin/courses/:id/completions', 'routes/admin/course-completions.tsx'),
    route('admin/courses/:id/lessons/:lessonId', 'routes/admin/lesson-editor.tsx'),
    route('admin/courses/:id/lessons/:lessonId/preview', 'routes/admin/lesson-preview.tsx'),
    route('admin/courses/:id/lessons/:lessonId/files', 'routes/admin/lesson-files.tsx'),
    route('admin/courses/:id/lessons/:lessonId/quiz', 'routes/admin/lesson-quiz.tsx'),
    route('admin/courses/:id/lessons/:lessonId/assignment', 'routes/admin/lesson-assignment.tsx'),
    route('admin/assignments', 'routes/admin/assignments.tsx'),
    route('admin/assignments/:id', 'routes/admin/assignment-detail.tsx'),
    route('admin/memberships', 'routes/admin/memberships.tsx'),
    route('admin/newsletter', 'routes/admin/newsletter.tsx'),
    // Events: the coach's screens.
    route('admin/events', 'routes/admin/events.tsx'),
    route('admin/events/create', 'routes/admin/event-editor.tsx', { id: 'admin-event-create' }),
    route('admin/events/edit/:id', 'routes/admin/event-editor.tsx', { id: 'admin-event-edit' }),
    route('admin/events/edit/:id/translations/:lang', 'routes/admin/translation-editor.tsx', {
      id: 'admin-event-translation',
    }),
    route('admin/events/:id', 'routes/admin/event-detail.tsx'),
    route('admin/events/:id/registrations', 'routes/admin/event-registrations.tsx'),
    route('admin/events/:id/attendance', 'routes/admin/event-attendance.tsx'),
    // Teams and rosters (docs/decisions/049-teams-players-guardians.md).
    route('admin/teams', 'routes/admin/teams.tsx'),
    route('admin/teams/:id', 'routes/admin/team.tsx'),
    route('admin/teams/:id/calendar', 'routes/admin/team-calendar.tsx'),
    route('admin/teams/:id/sessions/:eventId', 'routes/admin/team-session.tsx'),
    route('admin/teams/:id/attendance', 'routes/admin/team-attendance.tsx'),
    route('admin/teams/:id/players/:playerId', 'routes/admin/team-player.tsx'),
    route('account-settings', 'routes/account/settings.tsx'),
    route('account/two-factor', 'routes/account/two-factor.tsx'),
    route('account/support', 'routes/account/support.tsx'),
    route('account/courses', 'routes/account/my-courses.tsx'),
    route('account/courses/:slug/finished', 'routes/account/course-finished.tsx'),
    route('account/passkeys', 'routes/account/passkeys.tsx'),
    route('account/sessions', 'routes/account/sessions.tsx'),
    route('account/sessions/:id', 'routes/account/session-editor.tsx'),
    route('account/sessions/:id/print', 'routes/account/session-print.tsx'),
    // The session at the pitch: each block in turn with a countdown (issue 34).
    route('account/sessions/:id/timer', 'routes/account/session-timer.tsx'),
    // One-to-one bookings: the person's own, the coach's week and hours.
    route('account/bookings', 'routes/account/bookings.tsx'),
    route('admin/agenda', 'routes/admin/agenda.tsx'),
    route('admin/availability', 'routes/admin/availability.tsx'),
    route('account/events', 'routes/account/events.tsx'),
    route('account/players', 'routes/account/players.tsx'),
    // A player's development reports: their guardians, the player and the coach (docs/decisions/049).
    route('account/players/:id/report', 'routes/account/player-report.tsx'),
    // A child's page: record, teams, events, reports; corrections and the photo (docs/decisions/049).
    route('account/players/:id', 'routes/account/player.tsx'),
    route('account/payments/:order', 'routes/account/payment-return.tsx'),
  ]),

  // Events: check-in at the pitch, on a phone: the whole screen for the list, no sidebar.
  route('admin/events/:id/check-in', 'routes/admin/event-check-in.tsx'),

  // Resources: no UI.
  route('api/auth/*', 'routes/resources/auth-api.ts'),
  route('auth/verify-email', 'routes/resources/verify-email.ts'),
  route('auth/confirm-email', 'routes/resources/confirm-email.ts'),
  route('auth/logout', 'routes/resources/logout.ts'),
  route('auth/lock', 'routes/resources/lock.ts'),
  route('auth/heartbeat', 'routes/resources/heartbeat.ts'),
  route('auth/passkey', 'routes/resources/passkey.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  // The installable app: its manifest and the service worker's offline page (docs/decisions/050).
  route('manifest.webmanifest', 'routes/resources/web-manifest.ts'),
  route('sin-conexion', 'routes/resources/offline-page.ts'),
  route('buscar/sugerencias', 'routes/resources/search-suggestions.ts'),
  route('feed.xml', 'routes/resources/feed.ts'),
  route('blog/etiqueta/:tag/feed.xml', 'routes/resources/tag-feed.ts'),
  route('media/:file', 'routes/resources/media.ts'),
  route('certificados/:id/pdf', 'routes/resources/certificate-pdf.ts'),
  route('account/players/:id/report.pdf', 'routes/resources/player-report-pdf.ts'),
  route('account/players/:id/photo', 'routes/resources/player-photo.ts'),
  route('cursos/:slug/:lesson/archivos/:file', 'routes/resources/lesson-file.ts'),
  route('cursos/:slug/:lesson/tarea', 'routes/resources/assignment-submit.ts'),
  route('tareas/:id/archivo', 'routes/resources/assignment-file.ts'),
  route('admin/users/export.csv', 'routes/resources/users-export.ts'),
  route('admin/orders/export.csv', 'routes/resources/orders-export.ts'),
  route('account/my-data.json', 'routes/resources/my-data.ts'),
  route('admin/api/concept-search', 'routes/resources/admin-concept-search.ts'),
  route('api/storage/v0/b/:bucket/o', 'routes/resources/storage-objects.ts'),
  route('api/storage/v0/b/:bucket/o/:object', 'routes/resources/storage-object.ts'),
  route('api/stripe/webhook', 'routes/resources/stripe-webhook.ts'),
  route('socios/suscribir', 'routes/resources/subscribe.ts'),
  route('socios/portal', 'routes/resources/billing-portal.ts'),
  route('comentarios', 'routes/resources/comments.ts'),
  route('account/bookings/:id/sesion.ics', 'routes/resources/booking-ics.ts'),
  // Events: calendar files.
  route('eventos.ics', 'routes/resources/events-feed.ts'),
  route('eventos/:slug/evento.ics', 'routes/resources/event-ics.ts'),
  // A team's calendar feed, keyed by the team's secret (docs/decisions/049).
  route('equipos/:id/calendario.ics', 'routes/resources/team-feed.ts'),
  route('admin/events/:id/registrations.csv', 'routes/resources/event-registrations-export.ts'),
] satisfies RouteConfig
