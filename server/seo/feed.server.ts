import type { Site } from '#app/site.ts'
import { listPostsForIndex } from '../content/posts.server.ts'
import type { Db } from '../db/connection.server.ts'
import { siteSettings } from '../site.server.ts'
import { escapeXml } from './xml.server.ts'

const FEED_SIZE = 20

export const FEED_HEADERS = {
  'Content-Type': 'application/rss+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=600',
}

/**
 * RSS 2.0 of the newest public posts, with the sanitised HTML body as content (not for members-only
 * posts); with `tag`, of the posts with that tag, its archive page as the channel's link.
 */
export async function feedXml(
  db: Db,
  origin: string,
  { site = siteSettings(), tag }: { site?: Site; tag?: { name: string; path: string } } = {},
) {
  const posts = await listPostsForIndex(db, { limit: FEED_SIZE, tag: tag?.name })
  const home = `${origin}${tag?.path ?? '/'}`
  const self = `${origin}${tag ? `${tag.path}/feed.xml` : '/feed.xml'}`
  const rfc822 = (iso: string | null) => new Date(iso ?? Date.now()).toUTCString()
  const items = posts.map((post) => {
    const url = `${origin}/post/${encodeURIComponent(post.slug)}`
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
    '    <language>es</language>',
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].publishedAt)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
