import type { Route } from './+types/settings'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['account'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin', 'user')
  const t = getFixedT(request)
  return { title: t('account:settings.title') }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.title, brandOf(matches)) },
]

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="text-3xl font-bold">{loaderData.title}</h1>
    </main>
  )
}
