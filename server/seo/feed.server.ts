import type { Site } from '#app/site.ts'
import { translatedPath, type TranslationLanguage } from '#app/i18n/content-languages.ts'
import { htmlLang, languagePrefix } from '#app/i18n/languages.ts'
import { listPostsForIndex, publicPosts } from '../content/posts.server.ts'
import type { Db } from '../db/connection.server.ts'
import { siteSettings } from '../site.server.ts'
import { escapeXml } from './xml.server.ts'

const FEED_SIZE = 20

export const FEED_HEADERS = {
  'Content-Type': 'application/rss+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=600',
}

interface FeedPost {
  /** `/post/rondos`, `/en/post/rondos-for-starters`. */
  path: string
  title: string
  excerpt: string
  contentHtml: string
  publishedAt: string | null
  access: string
}

/** The newest public posts with a published version in `language`, as that version (docs/decisions/048). */
async function postsIn(db: Db, language: TranslationLanguage): Promise<FeedPost[]> {
  const rows = await publicPosts(db, {})
    .innerJoin('content_translation as version', (join) =>
      join
        .onRef('version.itemId', '=', 'post.id')
        .on('version.kind', '=', 'post')
        .on('version.language', '=', language)
        .on('version.status', '=', 'published'),
    )
    .select(['version.slug', 'version.fields', 'version.html', 'post.publishedAt', 'post.access'])
    .orderBy('post.publishedAt', 'desc')
    .orderBy('post.id', 'desc')
    .limit(FEED_SIZE)
    .execute()
  return rows.map((row) => {
    const fields = JSON.parse(row.fields) as { title: string; summary: string }
    return {
      path: translatedPath('post', language, encodeURIComponent(row.slug)),
      title: fields.title,
      excerpt: fields.summary,
      contentHtml: row.html,
      publishedAt: row.publishedAt,
      access: row.access,
    }
  })
}

/**
 * RSS 2.0 of the newest public posts, with the sanitised HTML body as content (not for members-only
 * posts); with `tag`, of the posts with that tag, its archive page as the channel's link; with
 * `language` (`/feed.xml?lang=en`), of the posts published in that language, as their versions.
 */
export async function feedXml(
  db: Db,
  origin: string,
  {
    site = siteSettings(),
    tag,
    language,
  }: { site?: Site; tag?: { name: string; path: string }; language?: TranslationLanguage } = {},
) {
  const posts: FeedPost[] = language
    ? await postsIn(db, language)
    : (await listPostsForIndex(db, { limit: FEED_SIZE, tag: tag?.name })).map((post) => ({
        ...post,
        path: `/post/${encodeURIComponent(post.slug)}`,
      }))
  const home = `${origin}${tag?.path ?? '/'}`
  const self = `${origin}${tag ? `${tag.path}/feed.xml` : language ? `/feed.xml?lang=${languagePrefix(language)}` : '/feed.xml'}`
  const rfc822 = (iso: string | null) => new Date(iso ?? Date.now()).toUTCString()
  const items = posts.map((post) => {
    const url = `${origin}${post.path}`
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      // A members-only post's body is for members: the feed carries its excerpt alone.
      ...(post.access === 'members'
        ? []
        : [`      <content:encoded>${escapeXml(post.contentHtml)}</content:encoded>`]),
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(tag ? `${site.brand} · #${tag.name}` : site.brand)}</title>`,
    `    <link>${escapeXml(home)}</link>`,
    `    <description>${escapeXml(site.description)}</description>`,
    `    <language>${language ? htmlLang(language) : 'es'}</language>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].publishedAt)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
