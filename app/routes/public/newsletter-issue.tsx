import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/newsletter-issue'
import { seoMeta } from '#app/components/public/seo.ts'
import { formatDate } from '#app/i18n/format.ts'
import { htmlLang, toLanguage } from '#app/i18n/languages.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { db } from '#server/db/db.server.ts'
import { findArchivedIssue } from '#server/newsletter/issues.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

/** /newsletter/archivo/:id: one sent issue as its subscribers got it (without their unsubscribe link). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = Number(params.id)
  const issue = Number.isSafeInteger(id) && id > 0 ? await findArchivedIssue(db, id) : undefined
  if (!issue) throw data(null, { status: 404 })
  return {
    seo: { title: issue.subject, description: issue.subject, canonical: canonicalUrl(request) },
    issue: {
      lang: htmlLang(toLanguage(issue.locale) ?? 'es'),
      at: issue.createdAt,
      // The newsletter renderer's own output (escaped text, checked links), as in the mail.
      html: issue.bodyHtml,
    },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { issue } = loaderData
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 pt-10 pb-16 sm:px-6">
      <Link
        to="/newsletter/archivo"
        className="text-sm font-semibold text-emerald-700 underline dark:text-emerald-400"
      >
        {t('public:newsletter.backToArchive')}
      </Link>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <time dateTime={issue.at}>{formatDate(issue.at, i18n.language)}</time>
      </p>
      <article
        lang={issue.lang}
        dir="auto"
        className="rich-text"
        dangerouslySetInnerHTML={{ __html: issue.html }}
      />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
