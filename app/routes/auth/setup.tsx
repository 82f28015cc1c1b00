import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/setup'
import { FormAlert, SubmitButton, TextField } from '#app/components/auth/fields.tsx'
import { NewPasswordFields } from '#app/components/auth/new-password-fields.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { setupSchema } from '#app/schemas/auth.ts'
import { titleMeta } from '#app/site.ts'
import { isCommonPassword } from '#server/auth/common-passwords.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { completeFirstAdminSetup, isSetupTokenValid } from '#server/auth/setup.server.ts'
import { signIn } from '#server/auth/sign-in.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

/** The first-run page: opened from the one-time link the server printed to its log. */
export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const valid = await isSetupTokenValid(identity(), token)
  return { title: t('auth:setup.title'), token: valid ? token : '', valid }
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const schema = setupSchema({ isCommon: isCommonPassword })
  const submission = parseWithZod(await request.formData(), { schema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }) }, { status: 400 })
  const { token, name, lastName, email, password } = submission.value
  const created = await completeFirstAdminSetup(
    identity(),
    token,
    {
      name,
      lastName,
      email,
      password,
      locale: getLocale(request),
    },
    context.clientIp,
  )
  if (!created)
    return data(
      { result: submission.reply({ formErrors: ['auth:setup.invalid'], hideFields }) },
      { status: 400 },
    )
  const session = await signIn(identity(), request, { email, password, ip: context.clientIp })
  throw redirect(session.ok ? '/admin/posts' : '/signin', {
    headers: session.ok ? session.headers : undefined,
  })
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...titleMeta(data?.title, matches),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
]

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const pending = useNavigation().state === 'submitting'
  const schema = setupSchema()
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  if (!loaderData.valid)
    return (
      <>
        <h1 className="mb-4 text-2xl font-semibold">{loaderData.title}</h1>
        <FormAlert errors={['auth:setup.invalid']} />
      </>
    )
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">{loaderData.title}</h1>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">{t('auth:setup.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={loaderData.token} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.name} label={t('auth:fields.name')} autoComplete="given-name" />
          <TextField meta={fields.lastName} label={t('auth:fields.lastName')} autoComplete="family-name" />
        </div>
        <TextField meta={fields.email} label={t('auth:fields.email')} type="email" autoComplete="email" />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <SubmitButton pending={pending}>{t('auth:setup.submit')}</SubmitButton>
      </Form>
    </>
  )
}
