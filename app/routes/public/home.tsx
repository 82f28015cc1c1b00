import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/home'
import { ConceptCard, PostCard } from '#app/components/public/cards.tsx'
import { ArrowIcon } from '#app/components/public/icons.tsx'
import { programmeLabel, programmePath } from '#app/components/public/labels.ts'
import { alternatesOf, seoMeta } from '#app/components/public/seo.ts'
import { everyLanguagePath } from '#app/i18n/content-languages.ts'
import { htmlLang, languageOfPrefix, languagePrefix } from '#app/i18n/languages.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { listFeaturedConcepts } from '#server/content/concepts.server.ts'
import { listPublishedPosts } from '#server/content/posts.server.ts'
import { programmeContent, programmeList } from '#server/content/programmes.server.ts'
import { conceptCardsIn, postCardsIn } from '#server/content/translations/card-versions.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { canonicalUrl, coachJsonLd } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

/**
 * The home page, at `/` and in every other interface language at its prefix (`/en`, `/ar`;
 * docs/decisions/048): the interface speaks the prefix's language, and the latest posts and
 * featured concepts show their published versions in it. Any other single segment is a 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [prefix, ...rest] = new URL(request.url).pathname.split('/').filter(Boolean)
  const language = prefix === undefined ? 'es' : languageOfPrefix(prefix)
  if (!language || rest.length) throw data(null, { status: 404 })
  const t = getFixedT(request)
  const [posts, concepts] = await Promise.all([
    listPublishedPosts(db, { perPage: 3 }).then((rows) => postCardsIn(db, rows, language)),
    listFeaturedConcepts(db, { limit: 6 }).then((rows) => conceptCardsIn(db, rows, language)),
  ])
  return {
    seo: {
      title: t('public:home.title'),
      description: t('public:home.metaDescription'),
      canonical: canonicalUrl(request),
      ...(language === 'es' ? {} : { lang: htmlLang(language) }),
      jsonLd: [coachJsonLd(request)],
    },
    programmes: programmeList.map((key) => {
      const { programme, ages, tagline } = programmeContent(key, t)
      return { programme, ages, tagline }
    }),
    posts,
    concepts,
    /** Where the programme cards lead: the programme pages in the same language. */
    prefix: language === 'es' ? '' : `/${languagePrefix(language)}`,
    languageVersions: everyLanguagePath(''),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(
    data && { ...data.seo, alternates: alternatesOf(data.languageVersions, data.seo.canonical) },
    matches,
  )

const programmeArt = {
  infantil: 'from-amber-400 to-orange-500',
  juvenil: 'from-sky-500 to-blue-700',
  elite: 'from-violet-600 to-slate-900',
} as const

const pillars = [
  { title: 'public:home.pillars.play.title', text: 'public:home.pillars.play.text', n: '01' },
  { title: 'public:home.pillars.decide.title', text: 'public:home.pillars.decide.text', n: '02' },
  { title: 'public:home.pillars.compete.title', text: 'public:home.pillars.compete.text', n: '03' },
] as const

function SectionHeading({
  title,
  lead,
  link,
}: {
  title: string
  lead?: string
  link?: { to: string; label: string }
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {title}
        </h2>
        {lead ? <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{lead}</p> : null}
      </div>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1.5 font-semibold text-emerald-700 hover:text-emerald-900 dark:text-emerald-400"
        >
          {link.label}
          <ArrowIcon />
        </Link>
      ) : null}
    </div>
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { programmes: cards, posts, concepts, prefix } = loaderData
  return (
    <main>
      <section className="relative overflow-hidden bg-slate-950 text-white">
        <svg
          aria-hidden="true"
          className="absolute inset-0 size-full opacity-20"
          viewBox="0 0 1050 680"
          preserveAspectRatio="xMidYMid slice"
        >
          <g fill="none" stroke="#34d399" strokeWidth="3">
            <rect x="20" y="20" width="1010" height="640" />
            <path d="M525 20v640" />
            <circle cx="525" cy="340" r="92" />
            <path d="M20 178h165v324H20M1030 178H865v324h165M20 248h55v184H20M1030 248h-55v184h55" />
          </g>
        </svg>
        <div
          className="absolute inset-0 bg-gradient-to-br from-emerald-900/80 via-slate-950/70 to-slate-950"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:py-32">
          <p className="text-sm font-semibold tracking-widest text-emerald-300 uppercase">
            {t('public:home.eyebrow')}
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('public:home.heroTitle')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-300 sm:text-xl">{t('public:home.heroLead')}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <a
              href="#programas"
              className="rounded-full bg-emerald-500 px-6 py-3 font-semibold text-slate-950 shadow-lg shadow-emerald-900/40 hover:bg-emerald-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-300"
            >
              {t('public:home.ctaProgrammes')}
            </a>
            <Link
              to="/contacto"
              className="rounded-full border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('public:home.ctaContact')}
            </Link>
          </div>
        </div>
      </section>

      <section className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
          {pillars.map((pillar) => (
            <li key={pillar.n} className="flex gap-4">
              <span className="text-3xl font-black text-emerald-600 dark:text-emerald-400" aria-hidden="true">
                {pillar.n}
              </span>
              <div>
                <h2 className="font-bold text-slate-900 dark:text-white">{t(pillar.title)}</h2>
                <p className="mt-1 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                  {t(pillar.text)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="programas" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading title={t('public:home.programmesTitle')} lead={t('public:home.programmesLead')} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.programme}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-slate-900 text-white shadow-lg">
                <div className={`h-2 bg-gradient-to-r ${programmeArt[card.programme]}`} aria-hidden="true" />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm font-medium text-slate-400">{card.ages}</p>
                  <h3 className="mt-1 text-2xl font-extrabold">
                    <Link
                      to={`${prefix}${programmePath[card.programme]}`}
                      className="after:absolute after:inset-0 focus-ring-light"
                    >
                      {t(programmeLabel[card.programme])}
                    </Link>
                  </h3>
                  <p className="mt-3 flex-1 text-slate-300">{card.tagline}</p>
                  <p className="mt-6 inline-flex items-center gap-1.5 font-semibold text-emerald-400 group-hover:text-emerald-300">
                    {t('public:home.discover')}
                    <ArrowIcon className="size-4 transition group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      {posts.length ? (
        <section className="bg-slate-50 dark:bg-slate-900/50">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
            <SectionHeading
              title={t('public:home.latestTitle')}
              link={{ to: '/blog', label: t('public:home.allPosts') }}
            />
            <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      {concepts.length ? (
        <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <SectionHeading
            title={t('public:home.conceptsTitle')}
            link={{ to: '/conceptos', label: t('public:home.allConcepts') }}
          />
          <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {concepts.map((concept) => (
              <ConceptCard key={concept.id} concept={concept} />
            ))}
          </div>
        </section>
      ) : null}

      <section className="px-4 pb-20 sm:px-6">
        <div className="mx-auto max-w-7xl rounded-3xl bg-gradient-to-br from-emerald-600 to-emerald-800 px-6 py-12 text-white shadow-xl sm:px-12">
          <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
            <div>
              {/* one size down on a phone: a single long word ("Porozmawiajmy?") must fit in 320 px */}
              <h2 className="text-2xl font-extrabold sm:text-3xl">{t('public:home.ctaTitle')}</h2>
              <p className="mt-2 max-w-xl text-emerald-50">{t('public:home.ctaText')}</p>
            </div>
            <Link
              to="/contacto"
              className="shrink-0 rounded-full bg-white px-6 py-3 font-semibold text-emerald-800 shadow hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('public:home.ctaButton')}
            </Link>
          </div>
        </div>
      </section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
