import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/password-reset'
import { FormAlert, SubmitButton, TextField } from '#app/components/auth/fields.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { PasswordResetSchema } from '#app/schemas/auth.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { requestPasswordReset } from '#server/auth/password.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'
import { retryAfterHeaders } from '#server/rate-limit/retry-after.server.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const expired = new URL(request.url).searchParams.get('expired') === '1'
  return { title: t('auth:passwordReset.title'), expired }
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const submission = parseWithZod(await request.formData(), { schema: PasswordResetSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), sent: false }, { status: 400 })
  try {
    await requestPasswordReset(identity(), request, { email: submission.value.email, ip: context.clientIp })
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error
    return data(
      { result: submission.reply({ formErrors: ['auth:signin.tooMany'] }), sent: false },
      { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
    )
  }
  // The same answer whether or not the address has an account.
  return { result: submission.reply({ resetForm: true }), sent: true }
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const pending = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(PasswordResetSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PasswordResetSchema }),
    shouldValidate: 'onBlur',
  })
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">{loaderData.title}</h1>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">{t('auth:passwordReset.intro')}</p>
      {loaderData.expired ? (
        <div className="mb-4">
          <FormAlert errors={['auth:passwordChange.invalidToken']} />
        </div>
      ) : null}
      {actionData?.sent ? (
        <div className="mb-4">
          <FormAlert tone="success" errors={['auth:passwordReset.sent']} />
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField meta={fields.email} label={t('auth:fields.email')} type="email" autoComplete="email" />
        <SubmitButton pending={pending}>{t('auth:passwordReset.submit')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/signin" className="font-medium text-emerald-700 hover:underline dark:text-emerald-400">
          {t('auth:passwordReset.backToSignin')}
        </Link>
      </p>
    </>
  )
}
