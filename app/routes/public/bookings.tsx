import { Link } from 'react-router'
import type { Route } from './+types/bookings'
import { KindFacts } from '#app/components/bookings/kind-facts.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { kindView } from '#server/bookings/booking-pages.server.ts'
import { listActiveKinds } from '#server/bookings/kinds.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'bookings'] }

/** "Reservas": the kinds of one-to-one session the coach offers, each leading to its free slots. */
export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const language = getLocale(request)
  return {
    seo: {
      title: t('bookings:public.title'),
      description: t('bookings:public.intro'),
      canonical: canonicalUrl(request),
    },
    kinds: (await listActiveKinds(db)).map((kind) => kindView(kind, language)),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('bookings')
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold">{t('public.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('public.intro')}</p>
      </header>
      {loaderData.kinds.length ? (
        <ul className="grid gap-6 sm:grid-cols-2">
          {loaderData.kinds.map((kind) => (
            <li
              key={kind.slug}
              className="space-y-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
            >
              <h2 className="text-xl font-semibold">{kind.name}</h2>
              {kind.description ? (
                <p className="text-slate-600 dark:text-slate-300">{kind.description}</p>
              ) : null}
              <KindFacts kind={kind} />
              <Link
                to={`/reservas/${kind.slug}`}
                className="inline-block rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800"
              >
                {t('public.seeSlots', { name: kind.name })}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('public.none')}</p>
      )}
    </main>
  )
}
