import { useTranslation } from '#app/i18n/react.tsx'
import type { Route } from './+types/two-factor'
import { twoFactorAction } from './two-factor.server.ts'
import { FormAlert } from '#app/components/auth/fields.tsx'
import { ConfirmStep, DisableForm, PasswordStepForm } from '#app/components/auth/two-factor/forms.tsx'
import { RecoveryCodes } from '#app/components/auth/two-factor/recovery-codes.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { homeFor, requireRole } from '#server/auth/guards.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { pendingEnrolment, twoFactorStatus } from '#server/auth/two-factor.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { retryAfterHeaders } from '#server/rate-limit/retry-after.server.ts'

export const handle: I18nHandle = { i18n: ['twofactor', 'auth', 'account'] }

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin', 'user')
  const t = getFixedT(request)
  const status = await twoFactorStatus(identity(), user.id)
  return {
    title: t('twofactor:manage.title'),
    required: !status.enabled && new URL(request.url).searchParams.get('required') === '1',
    status,
    pending: status.enabled ? null : await pendingEnrolment(identity(), user),
    home: homeFor(user.role),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireRole(request, 'admin', 'user') // actions are endpoints too
  return twoFactorAction(request, user, context.clientIp)
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('twofactor')
  const { status, pending } = loaderData
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('twofactor:manage.intro')}</p>
      </div>
      {loaderData.required ? <FormAlert errors={['twofactor:manage.required']} /> : null}
      {actionData?.notice ? <FormAlert tone="success" errors={[actionData.notice]} /> : null}
      {actionData?.recoveryCodes ? (
        <RecoveryCodes codes={actionData.recoveryCodes} continueTo={loaderData.home} />
      ) : null}
      {status.enabled ? (
        <>
          <p className="text-sm font-medium">
            {t('twofactor:manage.on', { left: status.recoveryCodesLeft })}
          </p>
          <PasswordStepForm
            intent="renew"
            reply={actionData}
            title={t('twofactor:recovery.renewTitle')}
            description={t('twofactor:recovery.renewDescription')}
            submit={t('twofactor:recovery.renew')}
          />
          <DisableForm reply={actionData} />
        </>
      ) : pending ? (
        <ConfirmStep pending={pending} reply={actionData} />
      ) : (
        <PasswordStepForm
          intent="start"
          reply={actionData}
          title={t('twofactor:start.title')}
          description={t('twofactor:start.description')}
          submit={t('twofactor:start.submit')}
        />
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
