import { data, redirect } from 'react-router'
import type { Route } from './+types/newsletter'
import { NewsletterScreen } from '#app/components/admin/newsletter/newsletter-screen.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { getLocale, getFixedT } from '#server/i18n/i18n.server.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { applyIssueForm } from '#server/newsletter/admin-action.server.ts'
import { listIssueProgress, listSendablePosts } from '#server/newsletter/issues.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'newsletter'] }

/** /admin/newsletter: send a post or a message to one language's list; the sends' progress. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const [posts, issues] = await Promise.all([listSendablePosts(db), listIssueProgress(db)])
  return { title: t('newsletter:admin.title'), language: getLocale(request), posts, issues }
}

export async function action({ request, context }: Route.ActionArgs) {
  const coach = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const outcome = await applyIssueForm(db, await request.formData(), {
    coach,
    origin: publicOrigin(request),
    ip: context.clientIp,
  })
  if (outcome.kind === 'started') return redirect(`/admin/newsletter?started=${outcome.id}`)
  if (outcome.kind === 'invalid')
    return data({ result: outcome.result, preview: null, tested: false }, { status: 400 })
  return { result: outcome.result, preview: outcome.preview, tested: outcome.tested }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterScreen {...loaderData} actionData={actionData} />
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
