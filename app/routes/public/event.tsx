import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link, useParams } from 'react-router'
import type { Route } from './+types/event'
import { closedPhaseLabel, eventKindLabel } from '#app/components/events/event-labels.ts'
import { EventBadges } from '#app/components/events/event-card.tsx'
import { BackIcon } from '#app/components/public/icons.tsx'
import { breadcrumbJsonLd } from '#app/components/public/json-ld.ts'
import { LanguageNotice, RichTextBody } from '#app/components/public/rich-text-body.tsx'
import { alternatesOf, seoMeta } from '#app/components/public/seo.ts'
import { htmlLang } from '#app/i18n/languages.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { htmlOnce } from '#server/content/html-once.server.ts'
import { db } from '#server/db/db.server.ts'
import { env } from '#server/env.server.ts'
import { findPublicEvent, registrationState } from '#server/events/event-catalogue.server.ts'
import { formatDays, formatPrice, formatSiteDateTime } from '#server/events/event-format.server.ts'
import { mapLink } from '#server/events/event-ics.server.ts'
import { eventJsonLd } from '#server/events/event-json-ld.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { absoluteUrl, canonicalUrl } from '#server/seo/seo.server.ts'
import { pageLanguages, requestedTranslation } from '#server/content/translations/page.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'events'] }

/**
 * `/eventos/{slug}` (Spanish, the source) and `/{lang}/eventos/{slug}` (a published translation of
 * its title, place and description, route id `event-translated`, docs/decisions/048): dates, price,
 * places and registration are the Spanish event's, and the links to register and to the calendar
 * file keep its Spanish slug.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const translation = await requestedTranslation(db, 'event', { lang: params.lang, id: params.slug })
  const source = await findPublicEvent(db, translation ? translation.source.slug : params.slug)
  if (!source) throw data(null, { status: 404 })
  const event = translation
    ? { ...source, title: translation.title, place: translation.summary, descriptionHtml: translation.html }
    : source
  const languages = await pageLanguages(db, request, 'event', source, translation?.language ?? 'es')
  const t = getFixedT(request)
  const language = getLocale(request)
  const canonical = canonicalUrl(request)
  const currency = env().STRIPE_CURRENCY
  const description = t('events:page.metaDescription', {
    kind: t(eventKindLabel[event.kind]),
    date: formatSiteDateTime(event.startsAt, language),
    place: event.place,
  })
  const { placesLeft, phase } = registrationState(event)
  return {
    ...languages,
    seo: {
      title: translation?.seoTitle || event.title,
      description: translation?.seoDescription || description,
      canonical,
      ...(translation ? { lang: htmlLang(translation.language) } : {}),
      jsonLd: [
        breadcrumbJsonLd([
          { name: t('public:nav.home'), url: absoluteUrl(request, '/') },
          { name: t('events:list.title'), url: absoluteUrl(request, '/eventos') },
          { name: event.title, url: canonical },
        ]),
        eventJsonLd(event, { url: canonical, origin: publicOrigin(request), currency, description }),
      ],
    },
    event: {
      slug: event.slug,
      kind: event.kind,
      title: event.title,
      programme: event.programme,
      cancelled: event.cancelledAt !== null,
      ageMin: event.ageMin,
      ageMax: event.ageMax,
      place: event.place,
      address: event.address,
      mapUrl: mapLink(event.place, event.address),
      cover: event.cover,
      descriptionHtml: htmlOnce(context, 'event-description', event.descriptionHtml),
      days: formatDays(event.days, language),
      capacity: event.capacity,
      price: formatPrice(event.priceCents, currency, language),
      opens: event.opensAt ? formatSiteDateTime(event.opensAt, language) : null,
      closes: formatSiteDateTime(event.closesAt, language),
    },
    placesLeft,
    phase,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(
    data && { ...data.seo, alternates: alternatesOf(data.languageVersions, data.seo.canonical) },
    matches,
  )

const buttonClass =
  'inline-flex min-h-12 items-center justify-center rounded-xl bg-emerald-700 px-6 py-3 text-base font-semibold text-white hover:bg-emerald-800'

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { event, placesLeft, phase, notice } = loaderData
  // The address's language prefix is the content's language (docs/decisions/048).
  const contentLang = useParams().lang ?? 'es'
  const fact = (term: string, value: React.ReactNode) => (
    <div>
      <dt className="text-sm font-semibold text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="text-slate-900 dark:text-white">{value}</dd>
    </div>
  )
  return (
    <main>
      <LanguageNotice notice={notice} />
      <article className="mx-auto max-w-4xl space-y-8 px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
        <Link
          to="/eventos"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700 hover:text-emerald-900 dark:text-emerald-400"
        >
          <BackIcon />
          {t('events:page.back')}
        </Link>
        <header className="space-y-4">
          <EventBadges kind={event.kind} programme={event.programme} cancelled={event.cancelled} />
          <h1
            lang={contentLang}
            dir="auto"
            className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
          >
            {event.title}
          </h1>
        </header>
        {event.cover ? (
          <img
            src={event.cover.src}
            width={event.cover.width ?? undefined}
            height={event.cover.height ?? undefined}
            alt={event.cover.alt}
            className="h-auto w-full rounded-2xl"
          />
        ) : null}
        <section aria-labelledby="event-when" className="space-y-2">
          <h2 id="event-when" className="text-xl font-bold text-slate-900 dark:text-white">
            {t('events:page.when')}
          </h2>
          <ul className="space-y-1">
            {event.days.map((day) => (
              <li key={day.start}>
                <time dateTime={day.start}>{day.date}</time> · {day.hours}
              </li>
            ))}
          </ul>
          <a
            href={`/eventos/${event.slug}/evento.ics${contentLang === 'es' ? '' : `?lang=${contentLang}`}`}
            className="inline-block font-semibold text-emerald-800 underline dark:text-emerald-300"
          >
            {t('events:page.addToCalendar')}
          </a>
        </section>
        <dl className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2 dark:border-slate-800">
          {fact(
            t('events:fields.place'),
            <>
              <span lang={contentLang} dir="auto">
                {[event.place, event.address].filter(Boolean).join(', ')}
              </span>{' '}
              <a
                href={event.mapUrl}
                rel="noopener noreferrer"
                className="font-semibold text-emerald-800 underline dark:text-emerald-300"
              >
                {t('events:page.map')}
              </a>
            </>,
          )}
          {fact(t('events:page.ages'), t('events:page.ageRange', { min: event.ageMin, max: event.ageMax }))}
          {fact(t('events:fields.price'), event.price ?? t('events:page.free'))}
          {fact(
            t('events:fields.places'),
            event.cancelled
              ? t('events:page.cancelled')
              : placesLeft > 0
                ? t('events:page.placesLeftOf', { n: placesLeft, capacity: event.capacity })
                : t('events:page.full'),
          )}
          {event.opens ? fact(t('events:fields.opensDate'), event.opens) : null}
          {fact(t('events:page.deadline'), event.closes)}
        </dl>
        <div>
          {phase === 'open' ? (
            <Link to={`/eventos/${event.slug}/inscripcion`} className={buttonClass}>
              {placesLeft > 0 ? t('events:page.register') : t('events:page.joinWaitingList')}
            </Link>
          ) : (
            <p className="font-semibold text-slate-700 dark:text-slate-300">{t(closedPhaseLabel[phase])}</p>
          )}
        </div>
        <RichTextBody html={event.descriptionHtml} lang={contentLang} />
      </article>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
