import { data, Form } from 'react-router'
import type { Route } from './+types/shared-session'
import { PrintButton } from '#app/components/sessions/print-button.tsx'
import { SessionSheet } from '#app/components/sessions/session-sheet.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { brandOf, pageTitle } from '#app/site.ts'
import { db } from '#server/db/db.server.ts'
import { readsMembersContent } from '#server/memberships/content-access.server.ts'
import { findSharedSession } from '#server/sessions/sessions.server.ts'

export const handle: I18nHandle = { i18n: ['sessions', 'pitch'] }

/** A session shared read-only by its owner: anyone with the link, until the owner revokes it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await findSharedSession(db, params.token, await readsMembersContent(db, request))
  if (!session) throw data(null, { status: 404 })
  const { userId: _owner, shareToken: _token, ...shown } = session
  return { session: shown, token: params.token }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.session.title, brandOf(matches)) },
  { name: 'robots', content: 'noindex' },
]

export default function SharedSession({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('sessions:shared.intro')}</p>
        <div className="flex flex-wrap gap-3">
          <Form method="post" action="/account/sessions">
            <input type="hidden" name="intent" value="copy" />
            <input type="hidden" name="token" value={loaderData.token} />
            <button
              type="submit"
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              {t('sessions:shared.copy')}
            </button>
          </Form>
          <PrintButton />
        </div>
      </div>
      <SessionSheet session={loaderData.session} />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
