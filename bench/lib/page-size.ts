import path from 'node:path'
import { openConnection } from '#server/db/connection.server.ts'
import { startAndWait } from './processes.ts'

export interface PageSize {
  path: string
  /** Uncompressed HTML bytes, as an anonymous Spanish visitor gets them. */
  bytes: number
  /** A sentence of the article's body, and how many times the page's HTML contains it. */
  sentence: string
  sentenceCount: number
}

/** Occurrences of `needle` in `haystack` (not overlapping). */
const occurrences = (haystack: string, needle: string) => (needle ? haystack.split(needle).length - 1 : 0)

/**
 * A run of words that the article's own HTML holds once, from its second half (the first may be
 * repeated by the page's summary and meta description): text between tags, ASCII letters, digits,
 * spaces, commas and full stops only, so that neither HTML nor the hydration data's JSON escapes it
 * differently. The longest such run, cut to 80 characters.
 */
export function bodySentence(articleHtml: string) {
  const runs = articleHtml
    .slice(Math.floor(articleHtml.length / 2))
    .replace(/<[^>]*>/g, '\n')
    .match(/[A-Za-z0-9][A-Za-z0-9 ,.]{20,}/g)
  const unique = (runs ?? [])
    .map((run) => run.slice(0, 80).trim())
    .filter((run) => occurrences(articleHtml, run) === 1)
  return unique.reduce((best, run) => (run.length > best.length ? run : best), '')
}

/** A page's size and how often it carries a sentence of its article's body. */
export async function measurePage(origin: string, pathname: string, articleHtml: string): Promise<PageSize> {
  const response = await fetch(`${origin}${pathname}`, {
    headers: { 'Accept-Encoding': 'identity', 'Accept-Language': 'es-ES,es;q=0.9' },
  })
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`)
  const html = Buffer.from(await response.arrayBuffer())
  const sentence = bodySentence(articleHtml)
  return {
    path: pathname,
    bytes: html.length,
    sentence,
    sentenceCount: occurrences(html.toString('utf8'), sentence),
  }
}

/**
 * The demo's published posts, measured on a server of their own seeded with the demo (as a fresh
 * install is): returns the longest page. The server is stopped before the other runs start.
 */
export async function longestDemoPost(
  command: string,
  args: string[],
  { env, port, workDir }: { env: NodeJS.ProcessEnv; port: number; workDir: string },
): Promise<PageSize> {
  const databaseUrl = `file:${path.join(workDir, 'demo.db')}`
  const origin = `http://127.0.0.1:${port}`
  const server = await startAndWait(command, args, {
    url: `${origin}/healthz`,
    env: {
      ...env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'auto',
      OUTBOX_DIR: path.join(workDir, 'demo-outbox'),
      UPLOADS_DIR: path.join(workDir, 'demo-uploads'),
    },
  })
  const connection = openConnection(databaseUrl)
  try {
    const posts = await connection.db
      .selectFrom('post')
      .select(['slug', 'contentHtml'])
      .where('status', '=', 'published')
      .where('publishedAt', '<=', new Date().toISOString())
      .execute()
    if (!posts.length) throw new Error('The demo server has no published post')
    const sizes: PageSize[] = []
    for (const post of posts) sizes.push(await measurePage(origin, `/post/${post.slug}`, post.contentHtml))
    return sizes.reduce((longest, page) => (page.bytes > longest.bytes ? page : longest))
  } finally {
    await connection.close()
    await server.stop()
  }
}
