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
    route('concepts', 'routes/public/concepts.tsx', { id: 'concepts' }),
    route('concepts/:id', 'routes/public/concept.tsx'),
    route('conceptos_basicos', 'routes/public/definitions.tsx'),
    route('blog', 'routes/public/blog.tsx'),
    route('post/:id', 'routes/public/post.tsx'),
    route('ejercicios', 'routes/public/drills.tsx'),
    route('ejercicios/:slug', 'routes/public/drill.tsx'),
    route('contacto', 'routes/public/contact.tsx'),
    route('cursos', 'routes/public/courses.tsx'),
    route('cursos/:slug', 'routes/public/course.tsx'),
    route('cursos/:slug/:lesson', 'routes/public/lesson.tsx'),
    route('certificados/verificar/:code', 'routes/public/certificate-verify.tsx'),
    route('admin/posts/preview/:id', 'routes/admin/post-preview.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),

  // Identity screens: blank, boxed layout, no sign-in needed.
  layout('layouts/auth-layout.tsx', [
    route('signin', 'routes/auth/signin.tsx'),
    route('auth/boxed-signup', 'routes/auth/signup.tsx'),
    route('auth/boxed-lockscreen', 'routes/auth/lockscreen.tsx'),
    route('auth/boxed-password-reset', 'routes/auth/password-reset.tsx'),
    route('auth/boxed-password-change', 'routes/auth/password-change.tsx'),
    route('setup', 'routes/auth/setup.tsx'),
    route('auth/cancel-email-change', 'routes/auth/cancel-email-change.tsx'),
  ]),

  // Private area: sidebar and header. Roles: admin for /admin/*, admin and user for /account-settings.
  layout('layouts/main-layout.tsx', [
    route('admin/posts', 'routes/admin/posts.tsx'),
    route('admin/posts/create', 'routes/admin/post-editor.tsx', { id: 'admin-post-create' }),
    route('admin/posts/edit/:id', 'routes/admin/post-editor.tsx', { id: 'admin-post-edit' }),
    route('admin/concepts', 'routes/admin/concepts.tsx'),
    route('admin/concepts/create', 'routes/admin/concept-editor.tsx', { id: 'admin-concept-create' }),
    route('admin/concepts/edit/:id', 'routes/admin/concept-editor.tsx', { id: 'admin-concept-edit' }),
    route('admin/drills', 'routes/admin/drills.tsx'),
    route('admin/drills/create', 'routes/admin/drill-editor.tsx', { id: 'admin-drill-create' }),
    route('admin/drills/edit/:id', 'routes/admin/drill-editor.tsx', { id: 'admin-drill-edit' }),
    route('admin/media', 'routes/admin/media.tsx'),
    route('admin/messages', 'routes/admin/messages.tsx'),
    route('admin/messages/:id', 'routes/admin/messages-detail.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/support', 'routes/admin/support.tsx'),
    route('admin/support/:id', 'routes/admin/support-detail.tsx'),
    route('admin/courses', 'routes/admin/courses.tsx'),
    route('admin/courses/create', 'routes/admin/course-editor.tsx', { id: 'admin-course-create' }),
    route('admin/courses/edit/:id', 'routes/admin/course-editor.tsx', { id: 'admin-course-edit' }),
    route('admin/courses/:id/access', 'routes/admin/course-access.tsx'),
    route('admin/courses/:id/certificates', 'routes/admin/course-certificates.tsx'),
    route('admin/courses/:id/lessons/:lessonId', 'routes/admin/lesson-editor.tsx'),
    route('admin/courses/:id/lessons/:lessonId/preview', 'routes/admin/lesson-preview.tsx'),
    route('account-settings', 'routes/account/settings.tsx'),
    route('account/support', 'routes/account/support.tsx'),
  ]),

  // Resources: no UI.
  route('api/auth/*', 'routes/resources/auth-api.ts'),
  route('auth/verify-email', 'routes/resources/verify-email.ts'),
  route('auth/confirm-email', 'routes/resources/confirm-email.ts'),
  route('auth/logout', 'routes/resources/logout.ts'),
  route('auth/lock', 'routes/resources/lock.ts'),
  route('auth/heartbeat', 'routes/resources/heartbeat.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('feed.xml', 'routes/resources/feed.ts'),
  route('media/:file', 'routes/resources/media.ts'),
  route('certificados/:id/pdf', 'routes/resources/certificate-pdf.ts'),
  route('admin/api/concept-search', 'routes/resources/admin-concept-search.ts'),
  route('api/storage/v0/b/:bucket/o', 'routes/resources/storage-objects.ts'),
  route('api/storage/v0/b/:bucket/o/:object', 'routes/resources/storage-object.ts'),
] satisfies RouteConfig
