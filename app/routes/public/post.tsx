import { useTranslation } from '#app/i18n/react.tsx'
import { htmlLang } from '#app/i18n/languages.ts'
import { data, Link, redirect, useParams } from 'react-router'
import type { Route } from './+types/post'
import { PostCard, postCardData } from '#app/components/public/cards.tsx'
import { pictureOf } from '#app/components/media/picture.tsx'
import { ArrowIcon, BackIcon } from '#app/components/public/icons.tsx'
import { PostArticle } from '#app/components/public/post-article.tsx'
import { LanguageNotice } from '#app/components/public/rich-text-body.tsx'
import { NewsletterSignup, type NewsletterFormHandle } from '#app/components/public/newsletter-signup.tsx'
import { articleJsonLd, breadcrumbJsonLd } from '#app/components/public/json-ld.ts'
import { alternatesOf, seoMeta } from '#app/components/public/seo.ts'
import { siteOf } from '#app/site.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { findPublicPost } from '#server/content/posts.server.ts'
import { postSurroundings } from '#server/content/post-surroundings.server.ts'
import { htmlOnce } from '#server/content/html-once.server.ts'
import { postBodyHtml } from '#server/content/site-glossary.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { membersGate } from '#server/memberships/content-access.server.ts'
import { MembersTeaser } from '#app/components/memberships/members-teaser.tsx'
import { absoluteUrl, canonicalUrl } from '#server/seo/seo.server.ts'
import { CommentSection } from '#app/components/comments/comment-section.tsx'
import { postThread } from '#server/comments/page-thread.server.ts'
import { pageLanguages, requestedTranslation } from '#server/content/translations/page.server.ts'

export const handle: I18nHandle<Route.ComponentProps['loaderData']> & NewsletterFormHandle = {
  i18n: ['public'],
  newsletterForm: true,
  // The plans' texts only when the members' teaser shows; the comments' only where comments are on.
  i18nWhen: (data) => [
    ...(data.teaser ? ['memberships' as const] : []),
    ...(data.thread ? ['comments' as const] : []),
  ],
}

/**
 * `/post/{slug}` (Spanish, the source) and `/{lang}/post/{slug}` (a published translation, route
 * id `post-translated`, docs/decisions/048-content-translations.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const translation = await requestedTranslation(db, 'post', params)
  const source = await findPublicPost(db, translation ? String(translation.itemId) : params.id)
  if (!source) throw data(null, { status: 404 })
  // /post/12 → /post/the-slug, permanently, keeping the query (e.g. ?lng=).
  if (!translation && source.slug !== params.id)
    throw redirect(`/post/${source.slug}${new URL(request.url).search}`, 301)
  const post = translation
    ? {
        ...source,
        title: translation.title,
        excerpt: translation.summary,
        seoTitle: translation.seoTitle,
        seoDescription: translation.seoDescription,
        updatedAt: translation.updatedAt,
      }
    : source
  const t = getFixedT(request)
  const [{ adjacent, related }, teaser, body, languages] = await Promise.all([
    postSurroundings(db, source),
    // A members-only body never leaves the server for a non-member: not in the HTML, the .data
    // answer or the page cache (which keeps only anonymous pages, so only this teaser).
    membersGate(db, request, post.access),
    // The glossary links Spanish terms: a translation's body is shown as saved.
    translation ? translation.html : postBodyHtml(db, source),
    pageLanguages(db, request, 'post', source, translation?.language ?? 'es'),
  ])
  // Comments only under a body this reader gets (none under a members-only teaser), and under
  // the Spanish page only: the conversation is in one place.
  const thread = await postThread(db, request, {
    postId: post.id,
    readable: !teaser,
    enabled: post.commentsEnabled && !translation,
  })
  const canonical = canonicalUrl(request)
  // Link previews use the JPEG copy of the cover (social networks do not render SVG).
  const share = post.cover?.social ?? post.cover
  const image = share
    ? {
        url: absoluteUrl(request, share.src),
        width: share.width,
        height: share.height,
        alt: post.cover?.alt || post.title,
      }
    : undefined
  return {
    seo: {
      title: post.seoTitle || post.title,
      description: post.seoDescription || post.excerpt,
      canonical,
      type: 'article' as const,
      image,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      ...(translation ? { lang: htmlLang(translation.language) } : {}),
    },
    ...languages,
    /** The names of the breadcrumb's first two steps; `meta` builds the JSON-LD. */
    crumbs: [t('public:nav.home'), t('public:blog.title')] as const,
    post: {
      ...post,
      cover: post.cover && pictureOf(post.cover),
      contentHtml: htmlOnce(context, 'post-body', teaser ? '' : body),
    },
    teaser,
    thread,
    adjacent,
    related: related.map(postCardData),
  }
}

// The JSON-LD is built here, in the server render and in the browser alike, from the page's data.
export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteOf(matches)
  if (!data || !site) return seoMeta(data?.seo, matches)
  const { seo, post, crumbs } = data
  const [home, blog] = crumbs
  const jsonLd = [
    articleJsonLd(post, seo, site),
    breadcrumbJsonLd([
      { name: home, url: new URL('/', seo.canonical).href },
      { name: blog, url: new URL('/blog', seo.canonical).href },
      { name: post.title, url: seo.canonical },
    ]),
  ]
  const page = seoMeta(
    { ...seo, jsonLd, alternates: alternatesOf(data.languageVersions, seo.canonical) },
    matches,
  )
  // A translated post names its language's feed (docs/decisions/048).
  return seo.lang
    ? [
        ...page,
        {
          tagName: 'link',
          rel: 'alternate',
          type: 'application/rss+xml',
          href: `/feed.xml?lang=${seo.lang}`,
        },
      ]
    : page
}

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { post, adjacent, related, teaser, thread, notice } = loaderData
  // The address's language prefix is the content's language (docs/decisions/048).
  const contentLang = useParams().lang ?? 'es'
  return (
    <main>
      <LanguageNotice notice={notice} />
      <PostArticle post={post} lang={contentLang} />
      {teaser ? (
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <MembersTeaser {...teaser} />
        </div>
      ) : null}
      <aside className="mx-auto mt-12 max-w-3xl px-4 sm:px-6">
        <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <NewsletterSignup idPrefix="post-newsletter" />
        </div>
      </aside>
      {thread ? (
        <div className="mx-auto mt-12 max-w-3xl px-4 sm:px-6">
          <CommentSection thread={thread} here={`/post/${post.slug}`} />
        </div>
      ) : null}

      {adjacent.previous || adjacent.next ? (
        <nav
          aria-label={t('public:pagination.label')}
          className="mx-auto mt-12 grid max-w-3xl gap-4 px-4 sm:grid-cols-2 sm:px-6"
        >
          {adjacent.previous ? (
            <Link
              to={`/post/${adjacent.previous.slug}`}
              rel="prev"
              className="group rounded-2xl border border-slate-200 p-5 hover:border-emerald-400 dark:border-slate-800"
            >
              <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                <BackIcon />
                {t('public:post.previous')}
              </span>
              <span
                lang="es"
                dir="auto"
                className="mt-2 block font-semibold text-slate-900 group-hover:text-emerald-700 dark:text-white"
              >
                {adjacent.previous.title}
              </span>
            </Link>
          ) : (
            <span />
          )}
          {adjacent.next ? (
            <Link
              to={`/post/${adjacent.next.slug}`}
              rel="next"
              className="group rounded-2xl border border-slate-200 p-5 text-end hover:border-emerald-400 dark:border-slate-800"
            >
              <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {t('public:post.next')}
                <ArrowIcon />
              </span>
              <span
                lang="es"
                dir="auto"
                className="mt-2 block font-semibold text-slate-900 group-hover:text-emerald-700 dark:text-white"
              >
                {adjacent.next.title}
              </span>
            </Link>
          ) : null}
        </nav>
      ) : null}

      {related.length ? (
        <section className="mt-16 bg-slate-50 dark:bg-slate-900/50">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
            <h2 className="text-2xl font-extrabold text-slate-900 dark:text-white">
              {t('public:post.related')}
            </h2>
            <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <PostCard key={item.id} post={item} />
              ))}
            </div>
          </div>
        </section>
      ) : (
        <div className="h-16" />
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
