import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, redirect } from 'react-router'
import type { Route } from './+types/newsletter'
import {
  NewsletterArchiveLink,
  NewsletterSignup,
  type NewsletterFormHandle,
} from '#app/components/public/newsletter-signup.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { SubscribeSchema } from '#app/schemas/newsletter.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { subscribeFromForm } from '#server/newsletter/subscribe-form.server.ts'
import { retryAfterHeaders } from '#server/rate-limit/retry-after.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle & NewsletterFormHandle = { i18n: ['public'], newsletterForm: true }

/** /newsletter: what the newsletter is, the form, and the "check your inbox" answer. */
export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  return {
    seo: {
      title: t('public:newsletter.title'),
      description: t('public:newsletter.metaDescription'),
      canonical: canonicalUrl(request),
    },
    sent: new URL(request.url).searchParams.get('sent') === '1',
  }
}

/** Every subscribe form posts here: the same answer whether the address was on the list or not. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: SubscribeSchema })
  if (submission.status !== 'success') {
    const email = formData.get('email')
    return data(
      { errors: submission.error ?? {}, email: typeof email === 'string' ? email.slice(0, 254) : '' },
      { status: 400 },
    )
  }
  const outcome = await subscribeFromForm(db, {
    email: submission.value.email,
    locale: getLocale(request),
    ip: context.clientIp,
    origin: publicOrigin(request),
  })
  if (outcome.kind === 'rateLimited')
    return data(
      { errors: { email: ['public:newsletter.errors.rateLimited'] }, email: submission.value.email },
      { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    )
  return redirect('/newsletter?sent=1')
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const errors = actionData?.errors as { email?: string[]; consent?: string[] } | undefined
  return (
    <main className="mx-auto max-w-2xl space-y-8 px-4 pt-10 pb-16 sm:px-6">
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">{loaderData.seo.title}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t('public:newsletter.lead')}</p>
      </div>
      {loaderData.sent ? (
        <div
          role="status"
          className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
        >
          <h2 className="text-xl font-bold">{t('public:newsletter.sentTitle')}</h2>
          <p className="mt-2">{t('public:newsletter.sentText')}</p>
        </div>
      ) : (
        <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <NewsletterSignup idPrefix="page-newsletter" errors={errors} email={actionData?.email} />
        </div>
      )}
      <NewsletterArchiveLink />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
