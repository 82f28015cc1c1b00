import { useEffect } from 'react'
import { Form, useLocation, useRevalidator } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'

/** "9,00 € per month" or "per year": the translation key of a plan's price line. */
export const planPriceKey = (interval: 'month' | 'year') =>
  interval === 'year' ? 'memberships:teaser.perYear' : 'memberships:teaser.perMonth'

export interface TeaserPlan {
  id: number
  name: string
  interval: 'month' | 'year'
  price: string
  includes: string[]
}

/**
 * Shown in place of a members-only body to a reader who is not a member: what membership gives and
 * a subscribe button per plan. A visitor's press leads to sign-in and back here.
 */
export function MembersTeaser({ plans, signedIn }: { plans: TeaserPlan[]; signedIn: boolean }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const pending = new URLSearchParams(search).get('socio') === 'pendiente'
  useConfirmationWait(pending)
  return (
    <section
      aria-labelledby="members-teaser"
      data-testid="members-teaser"
      className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h2 id="members-teaser" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('memberships:teaser.title')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t('memberships:teaser.text')}</p>
      {pending ? (
        <p role="status" className="font-semibold text-slate-900 dark:text-white">
          {t('memberships:teaser.pending')}
        </p>
      ) : null}
      {plans.length ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {plans.map((plan) => (
            <li
              key={plan.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <h3 lang="es" dir="auto" className="text-lg font-semibold text-slate-900 dark:text-white">
                {plan.name}
              </h3>
              <p className="text-2xl font-extrabold text-slate-900 dark:text-white">
                {t(planPriceKey(plan.interval), { price: plan.price })}
              </p>
              {plan.includes.length ? (
                <ul
                  lang="es"
                  dir="auto"
                  className="list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300"
                >
                  {plan.includes.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              ) : null}
              <Form method="post" action="/socios/suscribir" reloadDocument className="mt-auto">
                <input type="hidden" name="planId" value={plan.id} />
                <input type="hidden" name="back" value={pathname + search} />
                <button
                  type="submit"
                  className="w-full rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
                >
                  {t(signedIn ? 'memberships:teaser.subscribe' : 'memberships:teaser.signInToSubscribe')}
                  <span className="sr-only"> {plan.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('memberships:teaser.noPlans')}</p>
      )}
    </section>
  )
}

/** Back from Checkout: asks again every few seconds for a while, until Stripe's webhook has opened the page. */
function useConfirmationWait(pending: boolean) {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    if (!pending) return
    let tries = 0
    const timer = setInterval(() => {
      tries += 1
      if (tries > 20) clearInterval(timer)
      else void revalidate()
    }, 3000)
    return () => clearInterval(timer)
  }, [pending, revalidate])
}
