import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/redirects'
import { RedirectsScreen } from '#app/components/admin/redirects/redirects-screen.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { RedirectFormSchema } from '#app/schemas/redirects.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { searchQuery } from '#server/content/search.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { applyRedirectForm } from '#server/redirects/admin-action.server.ts'
import { listNotFound } from '#server/redirects/not-found-log.server.ts'
import { listRedirects } from '#server/redirects/store.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'public'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const params = new URL(request.url).searchParams
  const query = searchQuery(params.get('q'))
  const [list, notFound] = await Promise.all([
    listRedirects(db, { page: pageParam(request.url), query }),
    listNotFound(db),
  ])
  return {
    title: t('admin:redirects.title'),
    query: query ?? '',
    // "Crear una redirección" in the 404 log links here with the path to fill in.
    prefill: (params.get('from') ?? '').slice(0, 300),
    ...list,
    notFound,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const submission = parseWithZod(await request.formData(), { schema: RedirectFormSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), done: null }, { status: 400 })
  const outcome = await applyRedirectForm(db, submission.value, { admin, ip: context.clientIp })
  if (outcome.kind === 'gone') throw data(null, { status: 404 })
  if (outcome.kind === 'refused')
    return data(
      { result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }), done: null },
      { status: 400 },
    )
  return { result: submission.reply({ resetForm: true }), done: outcome.intent }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminRedirects({ loaderData, actionData }: Route.ComponentProps) {
  return <RedirectsScreen {...loaderData} actionData={actionData} />
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
