import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form } from 'react-router'
import type { Route } from './+types/newsletter-confirm'
import { NewsletterArchiveLink } from '#app/components/public/newsletter-signup.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { confirmSubscription, findConfirmation } from '#server/newsletter/subscriptions.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

/**
 * /newsletter/confirmar/:token: the link of the confirmation mail. Confirming takes a button (a
 * POST): mail scanners that open every link do not subscribe anybody.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const state = await findConfirmation(db, params.token)
  if (!state) throw data(null, { status: 404 })
  return { title: getFixedT(request)('public:newsletter.confirmTitle'), confirmed: state === 'confirmed' }
}

/** After it, the page loads again and says "subscribed" (a used link says the same). */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  if (!(await confirmSubscription(db, params.token)) && !(await findConfirmation(db, params.token)))
    throw data(null, { status: 404 })
  return null
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? '' },
  { name: 'robots', content: 'noindex' },
]

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 pt-10 pb-16">
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">{loaderData.title}</h1>
      {loaderData.confirmed ? (
        <p role="status">{t('public:newsletter.confirmed')}</p>
      ) : (
        <>
          <p>{t('public:newsletter.confirmLead')}</p>
          <Form method="post">
            <button
              type="submit"
              className="min-h-12 rounded-xl bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800"
            >
              {t('public:newsletter.confirmButton')}
            </button>
          </Form>
        </>
      )}
      <NewsletterArchiveLink />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
