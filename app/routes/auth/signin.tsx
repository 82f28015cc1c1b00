import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/signin'
import { signInNotice } from './signin.server.ts'
import { FormAlert, SubmitButton, TextField } from '#app/components/auth/fields.tsx'
import { useLazyValidation } from '#app/components/auth/lazy-validation.ts'
import { PasskeySignIn } from '#app/components/passkeys/passkey-sign-in.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { SignInSchema } from '#app/schemas/auth.ts'
import { titleMeta, withReturn } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { getOptionalUser, homeFor } from '#server/auth/guards.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { safeRedirectPath } from '#server/http/redirect-target.server.ts'
import { signIn } from '#server/auth/sign-in.server.ts'
import { secondFactorPath } from '#server/auth/two-factor-sign-in.server.ts'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { retryAfterHeaders } from '#server/rate-limit/retry-after.server.ts'

export const handle: I18nHandle = { i18n: ['auth', 'passkeys'] }

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const redirectTo = url.searchParams.get('redirectTo') ?? ''
  const user = await getOptionalUser(request)
  // Signed in already: straight on (spec: /signin sends a signed-in user into the app).
  if (user && !user.locked) throw redirect(safeRedirectPath(redirectTo, homeFor(user.role)))
  const t = getFixedT(request)
  return {
    title: t('auth:signin.title'),
    description: t('auth:signin.intro'),
    redirectTo: safeRedirectPath(redirectTo, ''),
    notice: signInNotice(url),
    constraint: getZodConstraint(SignInSchema),
  }
}

const loadValidation = () =>
  import('#app/schemas/sign-in-validation.ts').then((module) => module.validateSignIn)

/** Static keys (the i18n check reads them). */
const REFUSALS = {
  invalid: 'auth:signin.invalid',
  unverified: 'auth:signin.unverified',
  suspended: 'auth:signin.suspended',
} as const

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const submission = parseWithZod(await request.formData(), { schema: SignInSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  const { email, password, redirectTo } = submission.value
  try {
    const result = await signIn(identity(), request, { email, password, ip: context.clientIp })
    if (result.ok && result.secondFactor)
      throw redirect(secondFactorPath(safeRedirectPath(redirectTo, '')), { headers: result.headers })
    if (result.ok)
      throw redirect(safeRedirectPath(redirectTo, homeFor(result.role)), { headers: result.headers })
    return data(
      { result: submission.reply({ formErrors: [REFUSALS[result.reason]], hideFields: ['password'] }) },
      { status: result.reason === 'invalid' ? 401 : 403 },
    )
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error
    return data(
      { result: submission.reply({ formErrors: ['auth:signin.tooMany'], hideFields: ['password'] }) },
      { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
    )
  }
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...titleMeta(data?.title, matches),
  ...(data ? [{ name: 'description', content: data.description }] : []),
]

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const pending = useNavigation().state === 'submitting'
  const validation = useLazyValidation(loadValidation)
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    ...validation.options,
  })
  const { notice } = loaderData
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">{loaderData.title}</h1>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">{t('auth:signin.intro')}</p>
      {notice ? (
        <div className="mb-4">
          <FormAlert tone={notice.tone} errors={[notice.key]} />
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} onFocus={validation.prepare} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          meta={fields.email}
          label={t('auth:fields.email')}
          type="email"
          autoComplete="username webauthn"
        />
        <TextField
          meta={fields.password}
          label={t('auth:fields.password')}
          type="password"
          autoComplete="current-password"
        />
        <div className="text-end text-sm">
          <Link
            to="/auth/boxed-password-reset"
            className="text-emerald-700 hover:underline dark:text-emerald-400"
          >
            {t('auth:signin.forgot')}
          </Link>
        </div>
        <SubmitButton pending={pending}>{t('auth:signin.submit')}</SubmitButton>
      </Form>
      <PasskeySignIn redirectTo={loaderData.redirectTo} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('auth:signin.noAccount')}{' '}
        <Link
          to={withReturn('/auth/boxed-signup', loaderData.redirectTo)}
          className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {t('auth:signin.signupLink')}
        </Link>
      </p>
    </>
  )
}
