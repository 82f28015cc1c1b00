import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { Route } from './+types/newsletter-archive'
import { seoMeta } from '#app/components/public/seo.ts'
import { formatDate } from '#app/i18n/format.ts'
import { htmlLang, toLanguage } from '#app/i18n/languages.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { archivePath, listArchive } from '#server/newsletter/issues.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

/** /newsletter/archivo: every issue sent, newest first (public, HTML-cacheable). */
export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const issues = await listArchive(db)
  return {
    seo: {
      title: t('public:newsletter.archiveTitle'),
      description: t('public:newsletter.archiveDescription'),
      canonical: canonicalUrl(request),
    },
    issues: issues.map((issue) => ({
      id: issue.id,
      subject: issue.subject,
      lang: htmlLang(toLanguage(issue.locale) ?? 'es'),
      at: issue.createdAt,
      path: archivePath(issue.id),
    })),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 pt-10 pb-16 sm:px-6">
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">{loaderData.seo.title}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{loaderData.seo.description}</p>
      </div>
      {loaderData.issues.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {loaderData.issues.map((issue) => (
            <li key={issue.id} className="flex flex-wrap items-baseline justify-between gap-2 py-4">
              <Link
                to={issue.path}
                lang={issue.lang}
                dir="auto"
                className="font-semibold text-emerald-800 underline dark:text-emerald-300"
              >
                {issue.subject}
              </Link>
              <time dateTime={issue.at} className="text-sm text-slate-600 dark:text-slate-400">
                {formatDate(issue.at, i18n.language)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('public:newsletter.archiveEmpty')}</p>
      )}
      <p>
        <Link to="/newsletter" className="font-semibold text-emerald-700 underline dark:text-emerald-400">
          {t('public:newsletter.subscribeLink')}
        </Link>
      </p>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
