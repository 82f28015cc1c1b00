import { data, Form } from 'react-router'
import type { Route } from './+types/shared-session'
import { PrintButton } from '#app/components/sessions/print-button.tsx'
import { MembersTeaser } from '#app/components/memberships/members-teaser.tsx'
import { SessionSheet } from '#app/components/sessions/session-sheet.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { brandOf, pageTitle } from '#app/site.ts'
import { db } from '#server/db/db.server.ts'
import { membersGate, readsMembersContent } from '#server/memberships/content-access.server.ts'
import { findSharedSession, findSharedSessionHead } from '#server/sessions/sessions.server.ts'

export const handle: I18nHandle<Route.ComponentProps['loaderData']> = {
  i18n: ['sessions', 'pitch', 'drills'],
  // The plans' texts only when the members' teaser shows.
  i18nWhen: (data) => (data.teaser ? ['memberships'] : []),
}

/**
 * A session shared read-only by its owner: anyone with the link, until the owner revokes it. A
 * members-only one (the coach's examples) shows a non-member its title and the plans: its notes and
 * blocks are read only for a reader who may read them, so they are in no answer or cached page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const head = await findSharedSessionHead(db, params.token)
  if (!head) throw data(null, { status: 404 })
  const teaser = await membersGate(db, request, head.access)
  if (teaser) return { title: head.title, session: null, teaser, token: params.token }
  const session = await findSharedSession(db, params.token, await readsMembersContent(db, request))
  if (!session) throw data(null, { status: 404 })
  const { userId: _owner, shareToken: _token, forPitch: _pitch, ...shown } = session
  return { title: session.title, session: shown, teaser: null, token: params.token }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.title, brandOf(matches)) },
  { name: 'robots', content: 'noindex' },
]

export default function SharedSession({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { session, teaser } = loaderData
  if (!session)
    return (
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
        <h1 lang="es" dir="auto" className="text-3xl font-extrabold tracking-tight">
          {loaderData.title}
        </h1>
        {teaser ? <MembersTeaser {...teaser} /> : null}
      </main>
    )
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
      <SessionSheet session={session} />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
