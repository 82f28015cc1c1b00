import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { APIResponse, Locator } from '@playwright/test'
import { createAccount, dataDir, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 30, cookie-free counting: a reader's visits to a post, most of them answered from the HTML
 * cache, reach the coach's dashboard at /admin (written every few seconds); robots, Do Not Track and
 * Global Privacy Control are left out; the period links switch the charts.
 */

/** Opens a chart's table of numbers unless it is open (it stays open when the period changes). */
async function openTable(chart: Locator) {
  const details = chart.locator('details')
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click()
  await expect(details).toHaveAttribute('open', '')
}

/** A hit runs before Express, so it has no request id (html-cache.spec.ts). */
const isHit = (response: APIResponse) => response.headers()['x-request-id'] === undefined

function createPost(tag: string) {
  const database = new Database(path.join(dataDir(), 'app.db'))
  try {
    database.pragma('busy_timeout = 5000')
    const now = new Date(Date.now() - 60_000).toISOString()
    database
      .prepare(
        `insert into post (slug, title, excerpt, content, contentHtml, tags, status, publishedAt, createdAt, updatedAt)
         values (?, ?, 'Contar sin cookies.', ?, '<p>Contar sin cookies.</p>', '', 'published', ?, ?, ?)`,
      )
      .run(`visitas-${tag}`, `Visitas ${tag}`, JSON.stringify({ type: 'doc', content: [] }), now, now, now)
  } finally {
    database.close()
  }
  return { path: `/post/visitas-${tag}`, title: `Visitas ${tag}` }
}

test('visits to a cached post reach the dashboard; opted-out and robot visits do not; the period switches', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const tag = randomBytes(4).toString('hex')
  const post = createPost(tag)
  // A desktop browser's own user agent (the headless one announces itself, and is not counted).
  const reader = await browser.newContext({
    locale: 'es-ES',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  })
  try {
    // The first visit comes from a search engine, with a campaign; the page is rendered.
    const first = await reader.newPage()
    await first.goto(`${post.path}?utm_campaign=otono-${tag}`, {
      referer: `https://buscador-${tag}.example/`,
    })
    await expect(first.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    // Then the same reader reads it again until 15 answers came from the cache (other specs' writes
    // empty it now and then: those answers are renders, counted all the same).
    let views = 1
    let hits = 0
    while (hits < 15) {
      const again = await reader.request.get(post.path)
      expect(again.status()).toBe(200)
      views++
      if (isHit(again)) hits++
    }
    // Asked not to be counted, or robots: not counted.
    const optedOut: Record<string, string>[] = [
      { DNT: '1' },
      { 'Sec-GPC': '1' },
      { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    ]
    for (const headers of optedOut)
      expect((await reader.request.get(post.path, { headers })).status()).toBe(200)

    const coach = createAccount('admin')
    await signIn(page, coach)
    await page.goto('/admin?period=7')
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible()
    const posts = page.getByTestId('chart-posts')
    // Counts are written every few seconds: the coach reloads until they are there.
    await expect(async () => {
      await page.reload()
      await hydrated(page)
      // Until they are, the chart says nothing was counted and has no table.
      await expect(posts.locator('details')).toBeAttached({ timeout: 1000 })
      await openTable(posts)
      const row = posts.getByRole('row', { name: new RegExp(post.title) })
      await expect(row.getByRole('cell')).toHaveText([String(views), '1'], { timeout: 1000 })
    }).toPass()
    // The drawing is there too, and the other charts name where the reader came from.
    await expect(page.locator('main .recharts-surface').first()).toBeVisible()
    const referrers = page.getByTestId('chart-referrers')
    await expect(referrers.getByText('Ver los números en una tabla')).toBeVisible()
    await openTable(referrers)
    await expect(referrers.getByRole('row', { name: `buscador-${tag}.example 1 1` })).toBeVisible()
    const campaigns = page.getByTestId('chart-utmCampaigns')
    await openTable(campaigns)
    await expect(campaigns.getByRole('row', { name: `otono-${tag} 1 1` })).toBeVisible()
    // What waits for the coach links to its queue.
    await expect(page.getByRole('link', { name: /Mensajes sin leer/ })).toHaveAttribute(
      'href',
      '/admin/messages',
    )

    // Another period: a link, marked as the current one.
    await page.getByRole('link', { name: 'Últimos 365 días' }).click()
    await expect(page).toHaveURL(/\?period=365$/)
    await expect(page.getByRole('link', { name: 'Últimos 365 días' })).toHaveAttribute('aria-current', 'page')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Visitas y actividad: Últimos 365 días' }),
    ).toBeVisible()
    await openTable(posts)
    await expect(posts.getByRole('row', { name: new RegExp(post.title) }).getByRole('cell')).toHaveText([
      String(views),
      '1',
    ])
  } finally {
    await reader.close()
  }
})
