import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/signup'
import { FieldErrors, FormAlert, SubmitButton, TextField } from '#app/components/auth/fields.tsx'
import { useLazyValidation } from '#app/components/auth/lazy-validation.ts'
import { NewPasswordFields } from '#app/components/auth/new-password-fields.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { signUpSchema } from '#app/schemas/auth.ts'
import { titleMeta, withReturn } from '#app/site.ts'
import { isCommonPassword } from '#server/auth/common-passwords.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { signUp } from '#server/auth/sign-up.server.ts'
import { safeRedirectPath } from '#server/http/redirect-target.server.ts'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { retryAfterHeaders } from '#server/rate-limit/retry-after.server.ts'

export const handle: I18nHandle = { i18n: ['auth', 'privacy'] }

export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  return {
    // The page the visitor signed up from: the confirmation e-mail leads back to it through sign-in.
    redirectTo: safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), ''),
    title: t('auth:signup.title'),
    description: t('auth:signup.intro'),
    constraint: getZodConstraint(signUpSchema()),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: signUpSchema({ isCommon: isCommonPassword }) })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }), sentTo: null }, { status: 400 })
  const { name, lastName, email, password } = submission.value
  try {
    await signUp(identity(), request, {
      name,
      lastName,
      email,
      password,
      locale: getLocale(request),
      ip: context.clientIp,
      redirectTo: safeRedirectPath(formData.get('redirectTo'), ''),
    })
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error
    return data(
      { result: submission.reply({ formErrors: ['auth:signup.tooMany'], hideFields }), sentTo: null },
      { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
    )
  }
  // The same answer whether or not the address already had an account.
  return { result: submission.reply({ resetForm: true }), sentTo: email }
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...titleMeta(data?.title, matches),
  ...(data ? [{ name: 'description', content: data.description }] : []),
]

const loadValidation = () =>
  import('#app/schemas/sign-up-validation.ts').then((module) => module.validateSignUp)

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['auth', 'privacy'])
  const pending = useNavigation().state === 'submitting'
  const validation = useLazyValidation(loadValidation)
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    ...validation.options,
  })
  if (actionData?.sentTo)
    return (
      <div role="status">
        <h1 className="mb-3 text-2xl font-semibold">{t('auth:signup.sentTitle')}</h1>
        <p className="mb-6 text-slate-700 dark:text-slate-300">
          {t('auth:signup.sent', { email: actionData.sentTo })}
        </p>
        <Link
          to={withReturn('/signin', loaderData.redirectTo)}
          className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {t('auth:signup.toSignin')}
        </Link>
      </div>
    )
  const terms = getInputProps(fields.acceptTerms, { type: 'checkbox' })
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">{loaderData.title}</h1>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">{t('auth:signup.intro')}</p>
      <Form method="post" {...getFormProps(form)} onFocus={validation.prepare} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.name} label={t('auth:fields.name')} autoComplete="given-name" />
          <TextField meta={fields.lastName} label={t('auth:fields.lastName')} autoComplete="family-name" />
        </div>
        <TextField meta={fields.email} label={t('auth:fields.email')} type="email" autoComplete="email" />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          userInputs={[fields.email.value ?? '', fields.name.value ?? '']}
        />
        <div>
          <div className="flex items-start gap-2">
            <input {...terms} key={terms.key} className="mt-1 size-4 accent-emerald-700" />
            <label htmlFor={fields.acceptTerms.id} className="text-sm text-slate-700 dark:text-slate-300">
              {t('auth:signup.terms')}
            </label>
          </div>
          <Link
            to="/privacidad"
            target="_blank"
            className="ms-6 text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
          >
            {t('privacy:signup.readPolicy')}
          </Link>
          <FieldErrors id={fields.acceptTerms.errorId} errors={fields.acceptTerms.errors} />
        </div>
        <SubmitButton pending={pending}>{t('auth:signup.submit')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('auth:signup.haveAccount')}{' '}
        <Link
          to={withReturn('/signin', loaderData.redirectTo)}
          className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {t('auth:signup.signinLink')}
        </Link>
      </p>
    </>
  )
}
