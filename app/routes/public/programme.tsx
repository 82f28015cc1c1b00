import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/programme'
import { CurriculumSection } from '#app/components/curriculum/curriculum-section.tsx'
import { ConceptCard, PostCard } from '#app/components/public/cards.tsx'
import { ArrowIcon, CheckCircleIcon } from '#app/components/public/icons.tsx'
import { programmeLabel } from '#app/components/public/labels.ts'
import { alternatesOf, seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { everyLanguagePath } from '#app/i18n/content-languages.ts'
import { htmlLang, languageOfPrefix, type Language } from '#app/i18n/languages.ts'
import { BandQuerySchema } from '#app/schemas/curriculum.ts'
import { listProgrammeConcepts } from '#server/content/concepts.server.ts'
import { listPublishedPosts } from '#server/content/posts.server.ts'
import { conceptCardsIn, postCardsIn } from '#server/content/translations/card-versions.server.ts'
import { bandsWithCurriculum, readCurriculum } from '#server/curriculum/curriculum.server.ts'
import { curriculumInLanguage } from '#server/curriculum/curriculum-translations.server.ts'
import { isProgramme, programmeContent, SERVICE_TYPE_KEY } from '#server/content/programmes.server.ts'
import { db } from '#server/db/db.server.ts'
import type { Programme } from '#server/db/schema.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { breadcrumbJsonLd } from '#app/components/public/json-ld.ts'
import { absoluteUrl, canonicalUrl, coachJsonLd } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'curriculum'] }

/** The curriculum of the band in the URL (`?age=10`), else of the programme's youngest band. */
async function programmeCurriculum(programme: Programme, url: URL, language: Language) {
  const bands = await bandsWithCurriculum(db, programme)
  const asked = BandQuerySchema.parse({ age: url.searchParams.get('age') ?? undefined }).age
  const band = asked !== undefined && bands.includes(asked) ? asked : bands[0]
  if (band === undefined) return null
  const spanish = await readCurriculum(db, { programme, ageBand: band }, { published: true })
  return {
    bands,
    band,
    curriculum: language === 'es' ? spanish : await curriculumInLanguage(db, spanish, language),
  }
}

/**
 * The query naming the band shown, when it is not the one the bare address shows (`?age=12`): the
 * canonical and every language's address keep it, so each band is its own page to search engines.
 */
const bandQuery = (curriculum: { bands: number[]; band: number } | null) =>
  curriculum && curriculum.band !== curriculum.bands[0] ? `?age=${curriculum.band}` : ''

/**
 * One module serves /infantil, /juvenil and /elite and their versions in the other 15 languages
 * (/en/infantil, docs/decisions/048): the programme is the path's last segment; a prefix that is
 * not one of those languages (`/es/infantil` included) is a 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const segments = url.pathname.split('/').filter(Boolean)
  const segment = segments.at(-1)
  const language = segments.length === 1 ? 'es' : languageOfPrefix(segments[0])
  if (!isProgramme(segment) || !language) throw data(null, { status: 404 })
  const t = getFixedT(request)
  const content = programmeContent(segment, t)
  const [posts, concepts, curriculum] = await Promise.all([
    listPublishedPosts(db, { programme: segment, perPage: 3 }).then((rows) =>
      postCardsIn(db, rows, language),
    ),
    listProgrammeConcepts(db, segment, 6).then((rows) => conceptCardsIn(db, rows, language)),
    programmeCurriculum(segment, url, language),
  ])
  const name = t(programmeLabel[segment])
  const query = bandQuery(curriculum)
  const canonical = `${canonicalUrl(request)}${query}`
  return {
    seo: {
      title: name,
      description: content.summary,
      canonical,
      ...(language === 'es' ? {} : { lang: htmlLang(language) }),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: `${name} — ${content.ages}`,
          description: content.summary,
          serviceType: t(SERVICE_TYPE_KEY),
          url: canonical,
          provider: { '@id': coachJsonLd(request)['@id'] },
        },
        breadcrumbJsonLd([
          { name: t('public:nav.home'), url: absoluteUrl(request, '/') },
          { name, url: canonical },
        ]),
      ],
    },
    content,
    posts,
    concepts,
    curriculum,
    /** Spanish words among the curriculum are marked on the other languages' versions. */
    translated: language !== 'es',
    languageVersions: everyLanguagePath(`/${segment}`, query),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(
    data && { ...data.seo, alternates: alternatesOf(data.languageVersions, data.seo.canonical) },
    matches,
  )

const heroColours = {
  infantil: 'from-amber-500 via-orange-500 to-rose-500',
  juvenil: 'from-sky-600 via-blue-700 to-indigo-800',
  elite: 'from-violet-700 via-slate-900 to-slate-950',
} as const

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

export default function ProgrammePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { content, posts, concepts, curriculum } = loaderData
  const name = t(programmeLabel[content.programme])
  return (
    <main>
      <header className={`bg-gradient-to-br ${heroColours[content.programme]} text-white`}>
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">{content.ages}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl">{name}</h1>
          <p className="mt-5 max-w-2xl text-xl text-white/90">{content.tagline}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <Section title={t('public:programme.whoFor')}>
            {content.whoFor.map((paragraph) => (
              <p
                key={paragraph}
                className="mb-4 leading-relaxed text-slate-700 last:mb-0 dark:text-slate-300"
              >
                {paragraph}
              </p>
            ))}
          </Section>
          <Section title={t('public:programme.objectives')}>
            <ul className="space-y-3">
              {content.objectives.map((objective) => (
                <li key={objective} className="flex gap-3 text-slate-700 dark:text-slate-300">
                  <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
                  <span>{objective}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t('public:programme.methodology')}>
            {content.methodology.map((paragraph) => (
              <p
                key={paragraph}
                className="mb-4 leading-relaxed text-slate-700 last:mb-0 dark:text-slate-300"
              >
                {paragraph}
              </p>
            ))}
          </Section>
        </div>
        <aside className="space-y-6">
          <Section title={t('public:programme.sessions')}>
            <dl className="divide-y divide-slate-200 dark:divide-slate-800">
              {content.sessions.map((session) => (
                <div key={session.label} className="py-3 first:pt-0 last:pb-0">
                  <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                    {session.label}
                  </dt>
                  <dd className="mt-1 font-medium text-slate-900 dark:text-white">{session.value}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <div className="rounded-2xl bg-slate-950 p-6 text-white sm:p-8">
            <h2 className="text-xl font-bold">{t('public:programme.ctaTitle')}</h2>
            <p className="mt-2 text-slate-300">{t('public:programme.ctaText')}</p>
            <Link
              to="/contacto"
              className="mt-5 inline-flex items-center gap-2 rounded-full bg-emerald-500 px-5 py-2.5 font-semibold text-slate-950 hover:bg-emerald-400"
            >
              {t('public:programme.ctaButton')}
              <ArrowIcon />
            </Link>
          </div>
        </aside>
      </div>

      {curriculum ? <CurriculumSection {...curriculum} marksSpanish={loaderData.translated} /> : null}

      <section className="bg-slate-50 dark:bg-slate-900/50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 className="text-2xl font-extrabold text-slate-900 dark:text-white">
            {t('public:programme.postsTitle')}
          </h2>
          {posts.length ? (
            <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          ) : (
            <p className="mt-4 text-slate-600 dark:text-slate-400">{t('public:programme.noPosts')}</p>
          )}
          <Link
            to={`/blog?programme=${content.programme}`}
            className="mt-8 inline-flex items-center gap-1.5 font-semibold text-emerald-700 hover:text-emerald-900 dark:text-emerald-400"
          >
            {t('public:home.allPosts')}
            <ArrowIcon />
          </Link>
        </div>
      </section>

      {concepts.length ? (
        <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 className="text-2xl font-extrabold text-slate-900 dark:text-white">
            {t('public:programme.conceptsTitle')}
          </h2>
          <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {concepts.map((concept) => (
              <ConceptCard key={concept.id} concept={concept} />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
