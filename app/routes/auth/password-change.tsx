import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/password-change'
import { FormAlert, SubmitButton } from '#app/components/auth/fields.tsx'
import { NewPasswordFields } from '#app/components/auth/new-password-fields.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { passwordChangeSchema } from '#app/schemas/auth.ts'
import { titleMeta } from '#app/site.ts'
import { isCommonPassword } from '#server/auth/common-passwords.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { resetPassword, resetTokenEmail, resetTokenState } from '#server/auth/password.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

const TOKEN_ERRORS = {
  expired: 'auth:passwordChange.expiredToken',
  invalid: 'auth:passwordChange.invalidToken',
} as const

export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const state = await resetTokenState(identity(), token)
  return {
    title: t('auth:passwordChange.title'),
    token: state === 'valid' ? token : '',
    tokenError: state === 'valid' ? null : TOKEN_ERRORS[state],
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const formData = await request.formData()
  const token = String(formData.get('token') ?? '').slice(0, 200)
  const email = await resetTokenEmail(identity(), token)
  const schema = passwordChangeSchema({ isCommon: isCommonPassword, email })
  const submission = parseWithZod(formData, { schema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }) }, { status: 400 })
  const state = await resetPassword(identity(), {
    token,
    password: submission.value.password,
    ip: context.clientIp,
  })
  if (state === 'valid') throw redirect('/signin?reset=1')
  return data(
    { result: submission.reply({ formErrors: [TOKEN_ERRORS[state]], hideFields }) },
    { status: 400 },
  )
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...titleMeta(data?.title, matches),
  { name: 'referrer', content: 'no-referrer' },
]

export default function PasswordChange({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const pending = useNavigation().state === 'submitting'
  const schema = passwordChangeSchema()
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  if (loaderData.tokenError)
    return (
      <>
        <h1 className="mb-4 text-2xl font-semibold">{loaderData.title}</h1>
        <FormAlert errors={[loaderData.tokenError]} />
        <p className="mt-6 text-sm">
          <Link
            to="/auth/boxed-password-reset"
            className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
          >
            {t('auth:passwordChange.requestNew')}
          </Link>
        </p>
      </>
    )
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">{loaderData.title}</h1>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">{t('auth:passwordChange.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <SubmitButton pending={pending}>{t('auth:passwordChange.submit')}</SubmitButton>
      </Form>
    </>
  )
}
