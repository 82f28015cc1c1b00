import { data, Form, Link, useNavigation } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Route } from './+types/cancel-email-change'
import { FormAlert, SubmitButton } from '#app/components/auth/fields.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { cancelEmailChange, cancellableChange } from '#server/auth/email-change.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

/**
 * The link in the notice sent to the old address of an e-mail change. Opening it changes nothing
 * (mail scanners open links); the button does.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const change = await cancellableChange(identity(), token)
  const t = getFixedT(request)
  return { title: t('auth:cancelEmailChange.title'), token, newEmail: change?.newEmail ?? null }
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const token = (await request.formData()).get('token')
  const outcome = await cancelEmailChange(identity(), token)
  return data({ outcome }, { status: outcome === 'cancelled' ? 200 : 410 })
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...titleMeta(data?.title, matches),
  { name: 'robots', content: 'noindex' },
]

export default function CancelEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const pending = useNavigation().state === 'submitting'
  const outcome = actionData?.outcome ?? (loaderData.newEmail ? null : 'invalid')
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{loaderData.title}</h1>
      {outcome === 'cancelled' ? (
        <FormAlert tone="success" errors={['auth:cancelEmailChange.done']} />
      ) : outcome === 'invalid' ? (
        <FormAlert errors={['auth:cancelEmailChange.invalid']} />
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('auth:cancelEmailChange.intro', { email: loaderData.newEmail })}
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton pending={pending}>{t('auth:cancelEmailChange.submit')}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to="/auth/boxed-password-reset"
          className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {t('auth:cancelEmailChange.resetPassword')}
        </Link>
      </p>
    </>
  )
}
