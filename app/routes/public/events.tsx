import { useTranslation } from '#app/i18n/react.tsx'
import { Form } from 'react-router'
import type { Route } from './+types/events'
import { EventCard } from '#app/components/events/event-card.tsx'
import { eventKindLabel } from '#app/components/events/event-labels.ts'
import { programmeLabel } from '#app/components/public/labels.ts'
import {
  FILTER_CONTROL,
  FilterSelect,
  PageHeader,
  ResultsBar,
  SearchButton,
} from '#app/components/public/page-parts.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { htmlLang, toLanguage } from '#app/i18n/languages.ts'
import { eventKinds } from '#app/schemas/event-values.ts'
import { programmes } from '#app/schemas/programmes.ts'
import { db } from '#server/db/db.server.ts'
import { eventCardOf } from '#server/events/event-cards.server.ts'
import { listPublicEvents, readEventFilter } from '#server/events/event-catalogue.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'events'] }

/** /eventos: upcoming events first, then past ones; filters by kind, programme and month (a GET form). */
export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const language = getLocale(request)
  const url = new URL(request.url)
  const filter = readEventFilter(url)
  const { upcoming, past } = await listPublicEvents(db, filter)
  const filtered = Boolean(filter.kind || filter.programme || filter.month)
  return {
    seo: {
      title: t('events:list.title'),
      description: t('events:list.metaDescription'),
      canonical: canonicalUrl(request),
      noindex: filtered,
    },
    filter: { kind: filter.kind ?? '', programme: filter.programme ?? '', month: filter.month ?? '' },
    filtered,
    upcoming: upcoming.map((event) => eventCardOf(event, language)),
    past: past.map((event) => eventCardOf(event, language)),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function Events({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  // The feed in the reader's language: translated events by their translated names (docs/decisions/048).
  const reading = htmlLang(toLanguage(i18n.language) ?? 'es')
  const { filter, filtered, upcoming, past } = loaderData
  const choice = (
    name: 'kind' | 'programme',
    label: string,
    options: Array<{ value: string; label: string }>,
  ) => (
    <FilterSelect
      id={`events-${name}`}
      name={name}
      label={label}
      anyLabel={t('events:list.any')}
      value={filter[name]}
      options={options}
    />
  )
  return (
    <main>
      <PageHeader title={t('events:list.title')} lead={t('events:list.lead')}>
        <Form method="get" action="/eventos" className="mt-8 space-y-4">
          <div className="grid gap-4 sm:grid-cols-3">
            {choice(
              'kind',
              t('events:fields.kind'),
              eventKinds.map((value) => ({ value, label: t(eventKindLabel[value]) })),
            )}
            {choice(
              'programme',
              t('events:list.programme'),
              programmes.map((value) => ({ value, label: t(programmeLabel[value]) })),
            )}
            <div>
              <label htmlFor="events-month" className="mb-1 block text-sm font-semibold">
                {t('events:list.month')}
              </label>
              <input
                id="events-month"
                type="month"
                name="month"
                defaultValue={filter.month}
                className={FILTER_CONTROL}
              />
            </div>
          </div>
          <SearchButton label={t('events:list.apply')} />
        </Form>
        <p className="mt-4 text-sm">
          <a
            href={reading === 'es' ? '/eventos.ics' : `/eventos.ics?lang=${reading}`}
            className="font-semibold text-emerald-800 underline dark:text-emerald-300"
          >
            {t('events:list.subscribe')}
          </a>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
        <ResultsBar
          text={t('events:list.results', { total: upcoming.length })}
          clear={filtered ? { to: '/eventos', label: t('events:list.clear') } : undefined}
        />
        <section aria-labelledby="events-upcoming" className="space-y-4">
          <h2 id="events-upcoming" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t('events:list.upcoming')}
          </h2>
          {upcoming.length ? (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {upcoming.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
              {t('events:list.empty')}
            </p>
          )}
        </section>
        {past.length ? (
          <section aria-labelledby="events-past" className="space-y-4">
            <h2 id="events-past" className="text-2xl font-bold text-slate-900 dark:text-white">
              {t('events:list.past')}
            </h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {past.map((event) => (
                <EventCard key={event.id} event={event} past />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
