import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { useWaitForPayment } from './use-wait-for-payment.ts'

const LINK = 'font-semibold text-emerald-700 underline dark:text-emerald-400'

/**
 * A Checkout return page: while the order waits for Stripe's signed confirmation it says so and asks
 * again (a plain link to this page for readers without script); then it says how the payment ended
 * and links back to what was bought.
 */
export function PaymentStatus({
  title,
  summary,
  waiting,
  waitingText,
  outcomeText,
  refreshHref,
  back,
}: {
  title: string
  summary: string
  waiting: boolean
  waitingText: string
  outcomeText: string
  refreshHref: string
  back: { to: string; text: string }
}) {
  const { t } = useTranslation()
  useWaitForPayment(waiting)
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{summary}</p>
      {waiting ? (
        <>
          <p role="status" aria-live="polite">
            {waitingText}
          </p>
          <a href={refreshHref} className={LINK}>
            {t('payments:return.refresh')}
          </a>
        </>
      ) : (
        <>
          <p role="alert">{outcomeText}</p>
          <Link to={back.to} className={LINK}>
            {back.text}
          </Link>
        </>
      )}
    </main>
  )
}
