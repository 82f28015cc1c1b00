import { Link } from 'react-router'
import type { Route } from './+types/session-print'
import { linkClass } from '#app/components/admin/styles.ts'
import { PrintButton } from '#app/components/sessions/print-button.tsx'
import { SessionSheet } from '#app/components/sessions/session-sheet.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { titleMeta } from '#app/site.ts'
import { ownSessionOf } from '#server/sessions/session-route.server.ts'

export const handle: I18nHandle = { i18n: ['sessions', 'pitch', 'drills'] }

/** The owner's session as an A4 sheet with its diagrams (shared or not). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { session } = await ownSessionOf(request, params)
  return { title: session.title, session }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function SessionPrint({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-4xl space-y-6 bg-white px-4 py-8 text-slate-900 sm:px-6 dark:bg-slate-950 dark:text-slate-100">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/account/sessions/${loaderData.session.id}`} className={`text-sm ${linkClass}`}>
          {t('sessions:backToEditor')}
        </Link>
        <PrintButton />
      </div>
      <SessionSheet session={loaderData.session} />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
