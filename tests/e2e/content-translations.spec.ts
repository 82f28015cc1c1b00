import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { renderRichText } from '#server/content/rich-text.server.ts'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { chooseLanguage } from './language-menu.ts'

/**
 * Issue 32 (docs/decisions/048-content-translations.md): the coach translates a post into English
 * and German and publishes both; the three addresses, their hreflang and canonical and the sitemap
 * read from outside; the language switch with and without a translation; a source edit marks the
 * translations out of date.
 */

/** A published Spanish post of this test's own, in the e2e server's database. */
function insertSourcePost(tag: string) {
  const doc = {
    type: 'doc',
    content: [
      {
        type: 'heading',
        attrs: { level: 2 },
        content: [{ type: 'text', text: `Atraer por un lado ${tag}` }],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'El balón viaja al lado débil.' }] },
    ],
  }
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  try {
    db.pragma('busy_timeout = 5000')
    const at = new Date(Date.now() - 60_000).toISOString()
    const slug = `lado-debil-${tag}`
    const row = db
      .prepare(
        "insert into post (slug, title, excerpt, content, contentHtml, tags, status, publishedAt, createdAt, updatedAt) values (?, ?, 'Cambiar de orientación.', ?, ?, '', 'published', ?, ?, ?) returning id",
      )
      .get(slug, `El lado débil ${tag}`, JSON.stringify(doc), renderRichText(doc), at, at, at) as {
      id: number
    }
    return { id: row.id, slug }
  } finally {
    db.close()
  }
}

/** Writes and publishes the translation of post `id` into `lang` in the translation editor. */
async function translate(page: Page, id: number, lang: string, words: { title: string; body: string }) {
  await page.goto(`/admin/posts/edit/${id}/translations/${lang}`)
  await hydrated(page)
  const body = page.getByRole('textbox', { name: 'Texto', exact: true })
  await expect(body).toBeVisible()
  // "Copy the structure": the source's heading comes over, only the words are left to write.
  await page.getByRole('button', { name: 'Copiar la estructura del original' }).click()
  await expect(body.locator('h2')).toHaveText(/^Atraer por un lado /)
  await page.getByLabel('Título', { exact: true }).fill(words.title)
  await page.getByLabel('Extracto').fill(`${words.title}.`)
  await body.locator('h2').click()
  await page.keyboard.press('End')
  await page.keyboard.press('Shift+Home')
  await page.keyboard.type(words.body)
  await page.getByLabel('Estado').selectOption('published')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Traducción guardada.' })).toBeVisible()
}

/** The head of a page as a visitor gets it: canonical and the hreflang alternates. */
async function head(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { 'Accept-Language': 'es' } })
  expect(response.status(), url).toBe(200)
  const html = await response.text()
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
      m[1],
      new URL(m[2] ?? '').pathname,
    ]),
  )
  return { html, canonical: canonical && new URL(canonical).pathname, alternates }
}

test('a post translated into English and German: addresses, hreflang, sitemap, switch, out of date', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000)
  const tag = randomBytes(4).toString('hex')
  const post = insertSourcePost(tag)
  await signIn(page, createAccount('admin'))

  // The editor's Traducciones area: nothing translated yet.
  await page.goto(`/admin/posts/edit/${post.id}`)
  const area = page.getByRole('region', { name: 'Traducciones' })
  await expect(area.getByRole('listitem').filter({ hasText: 'English' })).toContainText('Sin traducir')

  await translate(page, post.id, 'en', { title: `The weak side ${tag}`, body: 'Draw them to one side' })
  await translate(page, post.id, 'de', { title: `Die schwache Seite ${tag}`, body: 'Auf eine Seite locken' })
  const en = `/en/post/the-weak-side-${tag}`
  const de = `/de/post/die-schwache-seite-${tag}`

  // From outside: three addresses, each its own canonical, all naming each other and x-default.
  const visitor = await playwright.request.newContext({ baseURL: page.url() })
  const expected = { es: `/post/${post.slug}`, en, de, 'x-default': `/post/${post.slug}` }
  for (const url of [`/post/${post.slug}`, en, de]) {
    const { canonical, alternates } = await head(visitor, url)
    expect(canonical, url).toBe(url)
    expect(alternates, url).toEqual(expected)
  }
  const english = (await head(visitor, en)).html
  expect(english).toMatch(/<html lang="en"/)
  expect(english).toMatch(new RegExp(`<h1 lang="en"[^>]*>The weak side ${tag}</h1>`))
  expect(english).toContain('Draw them to one side</h2>')
  const sitemap = await (await visitor.get('/sitemap.xml')).text()
  const entry = new RegExp(`<url><loc>[^<]*${de}</loc>.*?</url>`).exec(sitemap)?.[0] ?? ''
  for (const [hreflang, target] of Object.entries(expected))
    expect(entry, hreflang).toMatch(new RegExp(`hreflang="${hreflang}" href="[^"]*${target}"`))
  await visitor.dispose()

  // A visitor switches language on the Spanish page: German has a version, French has none.
  const context = await browser.newContext()
  const reader = await context.newPage()
  await reader.goto(`/post/${post.slug}`)
  await hydrated(reader)
  await chooseLanguage(reader, 'Deutsch')
  await expect(reader).toHaveURL(de)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`Die schwache Seite ${tag}`)
  await expect(reader.locator('html')).toHaveAttribute('lang', 'de')
  await hydrated(reader)
  await chooseLanguage(reader, 'Français')
  await expect(reader).toHaveURL(`/post/${post.slug}`)
  await expect(reader.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(reader.getByRole('note')).toHaveText(
    'Cette page n’existe pas encore en français ; elle est affichée en espagnol.',
  )
  await expect(reader.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'es')
  await context.close()

  // The coach edits the Spanish words: both translations are out of date, with what changed.
  await page.goto(`/admin/posts/edit/${post.id}`)
  await hydrated(page)
  await page.getByLabel('Título', { exact: true }).fill(`El lado débil del rival ${tag}`)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(/saved=1/)
  for (const language of ['English', 'Deutsch'])
    await expect(area.getByRole('listitem').filter({ hasText: language })).toContainText('Desactualizada')
  await area.getByRole('link', { name: /English/ }).click()
  const changes = page.getByRole('region', { name: /Cambios en el original/ })
  await expect(changes).toContainText(`El lado débil ${tag}`)
  await expect(changes).toContainText(`El lado débil del rival ${tag}`)
})
