import { useTranslation } from '#app/i18n/react.tsx'

interface Kind {
  durationMinutes: number
  price: string | null
  paidOnline: boolean
}

/** Duration and price of a kind of session; a paid one is paid on booking (Stripe) or on the day. */
export function KindFacts({ kind }: { kind: Kind }) {
  const { t } = useTranslation('bookings')
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {t('public.duration', { minutes: kind.durationMinutes })} ·{' '}
      {kind.price ? (
        <>
          <span className="font-semibold">{kind.price}</span> ·{' '}
          {t(kind.paidOnline ? 'public.payOnline' : 'public.payOnSite')}
        </>
      ) : (
        <span className="font-semibold">{t('public.free')}</span>
      )}
    </p>
  )
}
