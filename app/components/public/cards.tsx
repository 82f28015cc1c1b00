import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { translatedPath } from '#app/i18n/content-languages.ts'
import { formatDate } from '#app/i18n/format.ts'
import { htmlLang, type Language } from '#app/i18n/languages.ts'
import { Picture, pictureOf, PICTURE_SIZES, type PictureImage } from '#app/components/media/picture.tsx'
import { MembersBadge } from '#app/components/memberships/members-badge.tsx'
import { ArrowIcon } from './icons.tsx'
import { categoryLabel, programmeLabel, type ProgrammeKey } from './labels.ts'

const badgeColours: Record<ProgrammeKey, string> = {
  infantil: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  juvenil: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  elite: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
}

export function ProgrammeBadge({ programme }: { programme: ProgrammeKey | null }) {
  const { t } = useTranslation()
  if (!programme) return null
  return <span className={`badge ${badgeColours[programme]}`}>{t(programmeLabel[programme])}</span>
}

export function CategoryBadge({ category }: { category: string }) {
  const { t } = useTranslation()
  const key = categoryLabel[category]
  return (
    <span className="badge bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
      {key ? t(key) : category}
    </span>
  )
}

export interface PostCardData {
  slug: string
  title: string
  excerpt: string
  programme: ProgrammeKey | null
  publishedAt: string
  cover: PictureImage | null
  access?: 'public' | 'members'
  /** The words' language: a published translation's on another language's page; Spanish otherwise. */
  language?: Language
}

/** A card's fields for the loader data: a post row carries more (tags, dates, share image) than it shows. */
export const postCardData = <P extends PostCardData & { id: number }>(post: P) => ({
  id: post.id,
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  programme: post.programme,
  publishedAt: post.publishedAt,
  cover: post.cover && pictureOf(post.cover),
  access: post.access,
})

export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const { i18n } = useTranslation()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group card">
      {post.cover ? <Picture image={post.cover} sizes={PICTURE_SIZES.card} className="card-cover" /> : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="card-meta">
          <ProgrammeBadge programme={post.programme} />
          <MembersBadge access={post.access} />
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, i18n.language)}</time>
        </div>
        <Heading lang={htmlLang(post.language ?? 'es')} dir="auto" className="card-title">
          <Link
            to={translatedPath('post', post.language ?? 'es', post.slug)}
            className="card-link focus-ring"
          >
            {post.title}
          </Link>
        </Heading>
        <p lang={htmlLang(post.language ?? 'es')} dir="auto" className="card-excerpt">
          {post.excerpt}
        </p>
      </div>
    </article>
  )
}

export interface ConceptCardData {
  slug: string
  term: string
  summary: string
  category: string
  programme: ProgrammeKey | null
  kind?: 'concepto' | 'definicion'
  /** As a post card's. */
  language?: Language
}

export function ConceptCard({
  concept,
  headingLevel = 3,
}: {
  concept: ConceptCardData
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-emerald-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-emerald-800">
      <div className="flex flex-wrap gap-2">
        <CategoryBadge category={concept.category} />
        <ProgrammeBadge programme={concept.programme} />
        {concept.kind === 'definicion' ? (
          <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {t('public:concept.kindDefinicion')}
          </span>
        ) : null}
      </div>
      <Heading
        lang={htmlLang(concept.language ?? 'es')}
        dir="auto"
        className="text-lg font-bold text-slate-900 dark:text-white"
      >
        <Link
          to={translatedPath('concept', concept.language ?? 'es', concept.slug)}
          className="card-link focus-ring"
        >
          {concept.term}
        </Link>
      </Heading>
      <p lang={htmlLang(concept.language ?? 'es')} dir="auto" className="card-excerpt">
        {concept.summary}
      </p>
      <ArrowIcon className="mt-auto size-4 text-emerald-700 transition group-hover:translate-x-1 rtl:group-hover:-translate-x-1 dark:text-emerald-400" />
    </article>
  )
}
