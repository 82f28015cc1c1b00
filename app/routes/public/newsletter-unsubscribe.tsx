import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form } from 'react-router'
import type { Route } from './+types/newsletter-unsubscribe'
import { languageNames, toLanguage } from '#app/i18n/languages.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { findByUnsubscribeToken, unsubscribe } from '#server/newsletter/subscriptions.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

/** /newsletter/baja/:token: the link in every issue; no sign-in, only the token. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const subscription = await findByUnsubscribeToken(db, params.token)
  if (!subscription) throw data(null, { status: 404 })
  const language = toLanguage(subscription.locale)
  return {
    title: getFixedT(request)('public:newsletter.unsubscribeTitle'),
    email: subscription.email,
    list: language ? languageNames[language] : subscription.locale,
    subscribed: subscription.status !== 'unsubscribed',
  }
}

/**
 * The page's button, and the one-click POST a mail client sends from the List-Unsubscribe header
 * (RFC 8058: body "List-Unsubscribe=One-Click", no cookies, no page): both just unsubscribe.
 */
export async function action({ params }: Route.ActionArgs) {
  if (!(await unsubscribe(db, params.token))) throw data(null, { status: 404 })
  return { done: true }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? '' },
  { name: 'robots', content: 'noindex' },
]

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const done = actionData?.done || !loaderData.subscribed
  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 pt-10 pb-16">
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">{loaderData.title}</h1>
      {done ? (
        <p role="status">
          {t('public:newsletter.unsubscribed', { email: loaderData.email, list: loaderData.list })}
        </p>
      ) : (
        <>
          <p>{t('public:newsletter.unsubscribeLead', { email: loaderData.email, list: loaderData.list })}</p>
          <Form method="post">
            <button
              type="submit"
              className="min-h-12 rounded-xl bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800"
            >
              {t('public:newsletter.unsubscribeButton')}
            </button>
          </Form>
        </>
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
