import {
  PasswordResetSchema,
  SignInSchema,
  UnlockSchema,
  passwordChangeSchema,
  setupSchema,
  signUpSchema,
} from '#app/schemas/auth.ts'
import { CommentFormSchema } from '#app/schemas/comments.ts'
import { ContactSchema } from '#app/schemas/contact.ts'
import { RedeemCodeSchema } from '#app/schemas/courses.ts'
import { PasskeyCeremonySchema } from '#app/schemas/passkeys.ts'
import { SecondFactorSchema } from '#app/schemas/two-factor.ts'
import { TEST_PASSWORD } from '#tests/app-on-database.ts'
import { form, type MatrixEntry } from './entry.ts'
import { conform, lookup, plain, STRONG_PASSWORD } from './forms.ts'
import type { Records } from './records.ts'

const quizAnswers = async (r: Records) => {
  const lesson = await r.db
    .selectFrom('course_lesson')
    .select('id')
    .where('slug', '=', r.learnerCourse.lessons[1])
    .executeTakeFirstOrThrow()
  const questions = await lookup.questions(r, lesson.id)
  return Object.fromEntries(
    questions.map((q) => [`q:${q.id}`, q.choices.filter((c) => c.correct).map((c) => c.id)]),
  )
}

/** Public, identity and resource routes, and the learner's course pages. */
export const PUBLIC_ACTIONS: Record<string, MatrixEntry> = {
  // Public and identity screens: anyone may send them.
  'routes/public/contact.tsx': {
    who: 'everyone',
    url: () => '/contacto',
    forms: [
      form(
        'send',
        () => ({
          name: 'Iker Sanz',
          email: 'iker@example.com',
          phone: '+34 600 000 000',
          subject: 'Horarios',
          message: 'Quiero información sobre los entrenamientos.',
          consent: 'on',
          website: '',
          formStartedAt: '',
        }),
        conform(ContactSchema),
      ),
    ],
  },
  'routes/public/not-found.tsx': {
    who: 'everyone',
    url: () => '/pagina-que-no-existe',
    forms: [form('any', () => ({ name: 'Iker' }))],
  },
  'routes/auth/signin.tsx': {
    who: 'everyone',
    url: () => '/signin',
    forms: [
      form(
        'signIn',
        (r) => ({ email: r.emails.user, password: TEST_PASSWORD, redirectTo: '/account-settings' }),
        conform(SignInSchema),
      ),
    ],
  },
  'routes/auth/signup.tsx': {
    who: 'everyone',
    url: () => '/auth/boxed-signup',
    forms: [
      form(
        'signUp',
        () => ({
          name: 'Iker',
          lastName: 'Sanz',
          email: `matriz-alta-${Date.now()}@example.com`,
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
          acceptTerms: 'on',
        }),
        conform(signUpSchema()),
      ),
    ],
  },
  'routes/auth/lockscreen.tsx': {
    who: 'everyone',
    url: () => '/auth/boxed-lockscreen',
    forms: [
      form(
        'unlock',
        () => ({ password: TEST_PASSWORD, redirectTo: '/account-settings' }),
        conform(UnlockSchema),
      ),
    ],
  },
  'routes/auth/password-reset.tsx': {
    who: 'everyone',
    url: () => '/auth/boxed-password-reset',
    forms: [form('reset', (r) => ({ email: r.emails.user }), conform(PasswordResetSchema))],
  },
  'routes/auth/password-change.tsx': {
    who: 'everyone',
    url: () => '/auth/boxed-password-change',
    forms: [
      form(
        'change',
        () => ({ token: 'enlace-caducado', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }),
        conform(passwordChangeSchema()),
      ),
    ],
  },
  'routes/auth/setup.tsx': {
    who: 'everyone',
    url: () => '/setup',
    forms: [
      form(
        'setup',
        () => ({
          token: 'enlace-caducado',
          name: 'Álvaro',
          lastName: 'Gil',
          email: 'entrenador@example.com',
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        }),
        conform(setupSchema()),
      ),
    ],
  },
  // The token is read as it comes: the action has no schema.
  'routes/auth/cancel-email-change.tsx': {
    who: 'everyone',
    url: () => '/auth/cancel-email-change',
    forms: [form('cancel', () => ({ token: 'enlace-caducado' }))],
  },
  'routes/resources/auth-api.ts': {
    who: 'everyone',
    url: () => '/api/auth/sign-in/email',
    resource: { method: 'POST' },
    forms: [
      form('signIn', (r) => ({ email: r.emails.user, password: TEST_PASSWORD }), conform(SignInSchema)),
    ],
  },
  'routes/resources/logout.ts': {
    who: 'everyone',
    url: () => '/auth/logout',
    resource: { method: 'POST' },
    forms: [form('logout', () => ({}))],
  },
  'routes/resources/lock.ts': {
    who: 'everyone',
    url: () => '/auth/lock',
    resource: { method: 'POST' },
    forms: [form('lock', () => ({ redirectTo: '/account-settings' }))],
  },
  // The code step after a password: without the step's own cookie it is only a form error.
  'routes/auth/two-factor.tsx': {
    who: 'everyone',
    url: () => '/signin/two-factor',
    forms: [
      form('code', () => ({ code: '123456', redirectTo: '/account-settings' }), conform(SecondFactorSchema)),
    ],
  },
  'routes/resources/passkey.ts': {
    who: 'everyone',
    url: () => '/auth/passkey',
    resource: { method: 'POST' },
    forms: [
      form('signInOptions', () => ({ intent: 'signInOptions' }), plain(PasskeyCeremonySchema)),
      form('registerOptions', () => ({ intent: 'registerOptions' }), plain(PasskeyCeremonySchema)),
    ],
  },
  // Stripe's events, trusted by their signature alone: an unsigned post is refused, never a 500.
  'routes/resources/stripe-webhook.ts': {
    who: 'everyone',
    url: () => '/api/stripe/webhook',
    resource: { method: 'POST' },
    forms: [form('unsignedEvent', () => ({ id: 'evt_forged', type: 'checkout.session.completed' }))],
  },
  // Subscribing: a visitor is sent to sign in; no plan of that number is a 404, never a 500.
  'routes/resources/subscribe.ts': {
    who: 'everyone',
    url: () => '/socios/suscribir',
    resource: { method: 'POST' },
    forms: [form('subscribe', () => ({ planId: '999999', back: '/ejercicios' }))],
  },
  // Stripe's customer portal: only for someone who is a Stripe customer here.
  'routes/resources/billing-portal.ts': {
    who: 'everyone',
    url: () => '/socios/portal',
    resource: { method: 'POST' },
    forms: [form('portal', () => ({}))],
  },
  // Comments and reports under a post: any signed-in reader of a post with comments on.
  'routes/resources/comments.ts': {
    who: 'signed-in',
    url: () => '/comentarios',
    resource: { method: 'POST' },
    forms: [
      form(
        'comment',
        (r) => ({
          intent: 'comment',
          target: 'post',
          targetId: String(r.comments.postId),
          body: 'Muy útil para el calentamiento.',
        }),
        plain(CommentFormSchema),
      ),
      form(
        'report',
        (r) => ({ intent: 'report', commentId: String(r.comments.ids.report) }),
        plain(CommentFormSchema),
      ),
    ],
  },
  'routes/resources/heartbeat.ts': {
    who: 'everyone',
    url: () => '/auth/heartbeat',
    resource: { method: 'POST' },
    forms: [form('beat', () => ({}))],
  },

  // A course's page: asking for access or redeeming a code needs an account.
  'routes/public/course.tsx': {
    who: 'signed-in',
    url: (r) => `/cursos/${r.adminCourse.slug}`,
    forms: [
      form('request', () => ({})),
      form('redeem', (r) => ({ intent: 'redeem', code: r.pageAccessCode }), conform(RedeemCodeSchema)),
    ],
  },
  // Lessons: only an enrolled learner completes or answers (the quiz answers are read by the grader,
  // not a schema); the wall's code form runs the course page's redeem, checked above.
  'routes/public/lesson.tsx': {
    who: 'learner',
    url: (r) => `/cursos/${r.learnerCourse.slug}/${r.learnerCourse.lessons[0]}`,
    forms: [
      form('complete', () => ({ intent: 'complete' })),
      // The next lesson opens once the first is done; it ends with a quiz.
      form('quiz', async (r) => ({ intent: 'quiz', ...(await quizAnswers(r)) }), undefined, {
        at: (r) => `/cursos/${r.learnerCourse.slug}/${r.learnerCourse.lessons[1]}`,
      }),
    ],
  },
}
