import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/memberships'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { planPriceKey } from '#app/components/memberships/members-teaser.tsx'
import { buttonClass, controlClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { PLAN_LIMITS, planAdminSchema, planIntervals } from '#app/schemas/memberships.ts'
import { currencyDigits, priceHintKey } from '#app/schemas/price.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { env } from '#server/env.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { createPlan, listPlans, setPlanStatus } from '#server/memberships/plans.server.ts'
import { formatPrice } from '#server/payments/price.server.ts'
import { paymentsEnabled } from '#server/payments/stripe-client.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'memberships', 'courses'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const language = getLocale(request)
  const plans = (await listPlans(db)).map((plan) => ({
    id: plan.id,
    name: plan.name,
    interval: plan.interval,
    price: formatPrice(plan.priceCents, plan.currency, language),
    includes: plan.includes,
    status: plan.status,
  }))
  return {
    title: t('memberships:admin.title'),
    plans,
    currency: env().STRIPE_CURRENCY,
    paymentsOn: paymentsEnabled(),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin')
  assertSameOrigin(request)
  if (!paymentsEnabled()) throw data(null, { status: 404 })
  const submission = parseWithZod(await request.formData(), {
    schema: planAdminSchema(env().STRIPE_CURRENCY),
  })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const input = submission.value
  const actor = { admin, ip: context.clientIp }
  if (input.intent === 'create') {
    await createPlan(
      db,
      {
        name: input.name,
        interval: input.interval,
        priceCents: input.price,
        includes: input.includes,
      },
      actor,
    )
    return { result: submission.reply({ resetForm: true }) }
  }
  const changed = await setPlanStatus(
    db,
    input.planId,
    input.intent === 'archive' ? 'archived' : 'active',
    actor,
  )
  if (!changed) throw data(null, { status: 404 })
  return { result: submission.reply() }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.title, brandOf(matches)) },
]

export default function AdminMemberships({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const schema = planAdminSchema(loaderData.currency)
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    defaultValue: { interval: 'month' },
  })
  const section = 'space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800'
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-6 py-8">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <section aria-labelledby="plans" className={section}>
        <h2 id="plans" className="text-lg font-semibold">
          {t('memberships:admin.plans')}
        </h2>
        {loaderData.plans.length ? (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {loaderData.plans.map((plan) => (
              <li key={plan.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold" lang="es" dir="auto">
                    {plan.name}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t(planPriceKey(plan.interval), { price: plan.price })} ·{' '}
                    {t(`memberships:admin.status.${plan.status}`)}
                  </p>
                </div>
                {loaderData.paymentsOn ? (
                  <Form method="post">
                    <input type="hidden" name="planId" value={plan.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={plan.status === 'active' ? 'archive' : 'restore'}
                      className={secondaryButtonClass}
                    >
                      {t(
                        plan.status === 'active' ? 'memberships:admin.archive' : 'memberships:admin.restore',
                      )}
                      <span className="sr-only"> {plan.name}</span>
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{t('memberships:admin.empty')}</p>
        )}
      </section>

      <section aria-labelledby="new-plan" className={section}>
        <h2 id="new-plan" className="text-lg font-semibold">
          {t('memberships:admin.newPlan')}
        </h2>
        {loaderData.paymentsOn ? (
          <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-3">
            <input type="hidden" name="intent" value="create" />
            <AdminField field={fields.name} label={t('memberships:admin.name')}>
              <input
                {...getInputProps(fields.name, { type: 'text' })}
                maxLength={PLAN_LIMITS.name}
                lang="es"
                className={controlClass}
              />
            </AdminField>
            <AdminField field={fields.interval} label={t('memberships:admin.interval')}>
              <select {...getSelectProps(fields.interval)} className={controlClass}>
                {planIntervals.map((interval) => (
                  <option key={interval} value={interval}>
                    {t(`memberships:admin.intervals.${interval}`)}
                  </option>
                ))}
              </select>
            </AdminField>
            <AdminField
              field={fields.price}
              label={t('memberships:admin.price')}
              hint={t(priceHintKey('memberships:admin.priceHint', loaderData.currency))}
            >
              <input
                {...getInputProps(fields.price, { type: 'text' })}
                inputMode={currencyDigits(loaderData.currency) ? 'decimal' : 'numeric'}
                className={controlClass}
              />
            </AdminField>
            <div className="sm:col-span-3">
              <AdminField
                field={fields.includes}
                label={t('memberships:admin.includes')}
                hint={t('memberships:admin.includesHint')}
              >
                <textarea
                  {...getTextareaProps(fields.includes)}
                  rows={4}
                  maxLength={PLAN_LIMITS.includes}
                  lang="es"
                  className={controlClass}
                />
              </AdminField>
            </div>
            <div>
              <button type="submit" className={buttonClass}>
                {t('memberships:admin.create')}
              </button>
            </div>
          </Form>
        ) : (
          <p className="text-sm">{t('memberships:admin.paymentsOff')}</p>
        )}
      </section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
