import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { ProgrammeBadge } from '#app/components/public/cards.tsx'
import { BackIcon, ClockIcon } from '#app/components/public/icons.tsx'
import { Picture, PICTURE_SIZES, type PictureImage } from '#app/components/media/picture.tsx'
import { RichTextBody } from '#app/components/public/rich-text-body.tsx'
import { formatDate } from '#app/i18n/format.ts'
import type { HtmlOnce } from '#app/components/public/html-once.tsx'
import type { PublicPost } from '#server/content/posts.server.ts'
import { tagPath } from './tag-path.ts'

/** A post as its public page shows it (also the admin preview, before it is published). */
export function PostArticle({
  post,
  lang = 'es',
}: {
  post: Omit<PublicPost, 'contentHtml' | 'cover'> & {
    cover: PictureImage | null
    contentHtml: string | HtmlOnce
  }
  /** The text's language: Spanish, or a translation's (docs/decisions/048). */
  lang?: string
}) {
  const { t, i18n } = useTranslation()
  return (
    <article>
      <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700 hover:text-emerald-900 dark:text-emerald-400"
        >
          <BackIcon />
          {t('public:post.back')}
        </Link>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-500 dark:text-slate-400">
          <ProgrammeBadge programme={post.programme} />
          <time dateTime={post.publishedAt}>
            {t('public:post.publishedOn', { date: formatDate(post.publishedAt, i18n.language) })}
          </time>
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon className="size-4" />
            {t('public:post.readingTime', { count: post.readingMinutes })}
          </span>
        </div>
        <h1
          lang={lang}
          dir="auto"
          className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white"
        >
          {post.title}
        </h1>
        <p lang={lang} dir="auto" className="mt-5 text-xl leading-relaxed text-slate-600 dark:text-slate-300">
          {post.excerpt}
        </p>
      </header>
      {post.cover ? (
        <div className="mx-auto mt-10 max-w-5xl px-4 sm:px-6">
          <Picture
            image={post.cover}
            sizes={PICTURE_SIZES.cover}
            priority
            className="aspect-[1200/630] w-full rounded-3xl bg-slate-100 object-cover shadow-lg dark:bg-slate-800"
          />
        </div>
      ) : null}
      <RichTextBody html={post.contentHtml} lang={lang} className="mx-auto max-w-3xl px-4 py-10 sm:px-6" />
      {post.tags.length ? (
        <footer className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 className="sr-only">{t('public:post.tags')}</h2>
          <ul className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link to={tagPath(tag)} className="tag-chip">
                  {`#${tag}`}
                </Link>
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
    </article>
  )
}
