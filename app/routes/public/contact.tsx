import type { Route } from './+types/contact'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  return { title: t('public:contact.title') }
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
