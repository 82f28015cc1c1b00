import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/two-factor'
import { FormAlert, SubmitButton, TextField } from '#app/components/auth/fields.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { SecondFactorSchema } from '#app/schemas/two-factor.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { homeFor } from '#server/auth/guards.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { completeSecondFactor, pendingChallenge, TRUST_DAYS } from '#server/auth/two-factor-sign-in.server.ts'
import { safeRedirectPath } from '#server/http/redirect-target.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'
import { retryAfterHeaders } from '#server/rate-limit/retry-after.server.ts'

export const handle: I18nHandle = { i18n: ['twofactor', 'auth'] }

/** Sign-in's second step: only a browser holding a live challenge (right password, minutes ago) gets the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  return {
    title: t('twofactor:signin.title'),
    expired: !(await pendingChallenge(identity(), request)),
    redirectTo: safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), ''),
    trustDays: TRUST_DAYS,
  }
}

/** Static keys (the i18n check reads them). */
const REFUSALS = {
  invalid: 'twofactor:signin.invalid',
  expired: 'twofactor:signin.expired',
  suspended: 'auth:signin.suspended',
} as const

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const submission = parseWithZod(await request.formData(), { schema: SecondFactorSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['code'] }) }, { status: 400 })
  const { code, trustBrowser, redirectTo } = submission.value
  try {
    const result = await completeSecondFactor(identity(), request, {
      code,
      trustBrowser: trustBrowser === 'on',
      ip: context.clientIp,
    })
    if (result.ok)
      throw redirect(safeRedirectPath(redirectTo, homeFor(result.role)), { headers: result.headers })
    return data(
      { result: submission.reply({ formErrors: [REFUSALS[result.reason]], hideFields: ['code'] }) },
      { status: result.reason === 'suspended' ? 403 : 401 },
    )
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error
    return data(
      { result: submission.reply({ formErrors: ['twofactor:signin.tooMany'], hideFields: ['code'] }) },
      { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
    )
  }
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function SecondStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['twofactor', 'auth'])
  const pending = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(SecondFactorSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SecondFactorSchema }),
    shouldValidate: 'onSubmit',
  })
  const trust = getInputProps(fields.trustBrowser, { type: 'checkbox' })
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">{loaderData.title}</h1>
      {loaderData.expired && !actionData ? (
        <>
          <FormAlert errors={['twofactor:signin.expired']} />
          <p className="mt-6 text-center text-sm">
            <Link to="/signin" className="font-medium text-emerald-700 hover:underline dark:text-emerald-400">
              {t('twofactor:signin.again')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">{t('twofactor:signin.intro')}</p>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <FormAlert id={form.errorId} errors={form.errors} />
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            <TextField
              meta={fields.code}
              label={t('twofactor:signin.codeLabel')}
              hint={t('twofactor:signin.codeHint')}
              autoComplete="one-time-code"
            />
            <div className="flex items-center gap-2">
              <input {...trust} key={trust.key} value="on" className="size-4 accent-emerald-700" />
              <label htmlFor={fields.trustBrowser.id} className="text-sm">
                {t('twofactor:signin.trust', { days: loaderData.trustDays })}
              </label>
            </div>
            <SubmitButton pending={pending}>{t('twofactor:signin.submit')}</SubmitButton>
          </Form>
          <p className="mt-6 text-center text-sm">
            <Link to="/signin" className="text-slate-600 hover:underline dark:text-slate-400">
              {t('twofactor:signin.cancel')}
            </Link>
          </p>
        </>
      )}
    </>
  )
}
