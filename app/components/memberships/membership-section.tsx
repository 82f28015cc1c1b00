import { href } from 'react-router'
import { Section } from '#app/components/auth/account/section.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'

export interface MembershipSummary {
  plan: string | null
  status: string
  nextCharge: { amount: string; date: string } | null
  endsAt: string | null
}

/** Account settings: the member's plan, status, next charge, and Stripe's customer portal. */
export function MembershipSection({ membership }: { membership: MembershipSummary }) {
  const { t, i18n } = useTranslation('memberships')
  return (
    <Section id="membership-title" title={t('memberships:settings.title')}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('memberships:settings.plan')}</dt>
        <dd lang="es" dir="auto">
          {membership.plan ?? t('memberships:settings.unknownPlan')}
        </dd>
        <dt className="font-semibold">{t('memberships:settings.status')}</dt>
        <dd data-testid="membership-status">{t(`memberships:status.${membership.status}`)}</dd>
        {membership.nextCharge ? (
          <>
            <dt className="font-semibold">{t('memberships:settings.nextCharge')}</dt>
            <dd>
              {t('memberships:settings.nextChargeValue', {
                amount: membership.nextCharge.amount,
                date: formatDate(membership.nextCharge.date, i18n.language),
              })}
            </dd>
          </>
        ) : null}
        {membership.endsAt ? (
          <>
            <dt className="font-semibold">{t('memberships:settings.endsAt')}</dt>
            <dd>{formatDate(membership.endsAt, i18n.language)}</dd>
          </>
        ) : null}
      </dl>
      <form method="post" action={href('/socios/portal')} className="mt-4">
        <button
          type="submit"
          className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800 focus-ring"
        >
          {t('memberships:settings.portal')}
        </button>
      </form>
    </Section>
  )
}
