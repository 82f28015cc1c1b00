import { useTranslation } from '#app/i18n/react.tsx'
import type { Route } from './+types/settings'
import { settingsAction } from './settings.server.ts'
import { DeleteAccountForm } from '#app/components/auth/account/delete-form.tsx'
import { CoursesList, SessionsList } from '#app/components/auth/account/lists.tsx'
import { RedeemCodeForm } from '#app/components/courses/redeem-form.tsx'
import { OrdersList } from '#app/components/payments/orders-list.tsx'
import { EmailForm, PasswordForm, ProfileForm } from '#app/components/auth/account/profile-forms.tsx'
import { FormAlert } from '#app/components/auth/fields.tsx'
import { TwoFactorSection } from '#app/components/auth/two-factor/settings-section.tsx'
import { PasskeysLink } from '#app/components/passkeys/passkeys-link.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { titleMeta } from '#app/site.ts'
import { listSessions } from '#server/auth/account.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole, requireSession } from '#server/auth/guards.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { loadAppUser } from '#server/auth/profile.server.ts'
import { hasTwoFactor } from '#server/auth/two-factor.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { listOrdersOf } from '#server/payments/orders.server.ts'
import { membershipSummary } from '#server/memberships/membership.server.ts'
import { MembershipSection } from '#app/components/memberships/membership-section.tsx'
import { db } from '#server/db/db.server.ts'
import { retryAfterHeaders } from '#server/rate-limit/retry-after.server.ts'
import { DataDownload } from '#app/components/privacy/data-download.tsx'
import { AUDIT_RETENTION_DAYS } from '#server/audit/retention.server.ts'
import { accountNewsletter } from '#server/newsletter/account-newsletter.server.ts'
import { NewsletterSection } from '#app/components/auth/account/newsletter-section.tsx'

export const handle: I18nHandle = {
  i18n: [
    'account',
    'auth',
    'courses',
    'certificates',
    'twofactor',
    'passkeys',
    'privacy',
    'payments',
    'memberships',
  ],
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin', 'user')
  const session = await requireSession(request)
  const t = getFixedT(request)
  const [user, sessions] = await Promise.all([
    loadAppUser(identity(), session.user),
    listSessions(identity(), session.user.id, session.id),
  ])
  const { name, lastName, email, phone, address, locale, certificates } = user
  return {
    title: t('account:settings.title'),
    profile: { name, lastName, email, phone, address, locale },
    orders: await listOrdersOf(db, session.user.id, getLocale(request)),
    certificates: certificates.map(({ id, courseTitle, issuedAt, verificationCode, revokedAt }) => ({
      id,
      courseTitle,
      issuedAt,
      verificationCode,
      revoked: revokedAt !== null,
    })),
    sessions,
    auditDays: AUDIT_RETENTION_DAYS,
    emailChanged: new URL(request.url).searchParams.get('emailChanged') === '1',
    twoFactorEnabled: await hasTwoFactor(identity(), session.user.id),
    membership: await membershipSummary(db, session.user.id, getLocale(request)),
    newsletter: await accountNewsletter(request, session.user),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  await requireRole(request, 'admin', 'user') // actions are endpoints too
  return settingsAction(request, await requireSession(request), context.clientIp)
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['account', 'auth'])
  const { profile } = loaderData
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('account:settings.intro')}</p>
      </div>
      {loaderData.emailChanged ? <FormAlert tone="success" errors={['account:email.changed']} /> : null}
      <ProfileForm profile={profile} reply={actionData} />
      {loaderData.membership ? <MembershipSection membership={loaderData.membership} /> : null}
      <CoursesList certificates={loaderData.certificates} />
      <OrdersList orders={loaderData.orders} />
      <RedeemCodeForm reply={actionData} />
      <EmailForm email={profile.email} reply={actionData} />
      <PasswordForm email={profile.email} reply={actionData} />
      <TwoFactorSection enabled={loaderData.twoFactorEnabled} />
      <PasskeysLink />
      <SessionsList sessions={loaderData.sessions} reply={actionData} />
      <NewsletterSection {...loaderData.newsletter} reply={actionData} />
      <DataDownload />
      <DeleteAccountForm email={profile.email} reply={actionData} auditDays={loaderData.auditDays} />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
