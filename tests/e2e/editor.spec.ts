import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { renderRichText } from '#server/content/rich-text.server.ts'
import { editorDoc, hostileDocs, hostileJson } from '#tests/rich-text-corpus.ts'

/**
 * Rich text as visitors get it: stored documents rendered by the one server renderer, the YouTube
 * card that loads nothing from YouTube until played, and public pages that never download the
 * editor. (Writing in the editor itself: editor-writing.spec.ts.)
 */

/** A published post written straight into the e2e server's database, its HTML from our renderer. */
function insertPost(title: string, contentHtml: string, content = '{"type":"doc","content":[]}') {
  const slug = `rich-text-${randomBytes(4).toString('hex')}`
  const now = new Date(Date.now() - 60_000).toISOString()
  const database = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  try {
    database.pragma('busy_timeout = 5000')
    database
      .prepare(
        `insert into post (slug, title, excerpt, content, contentHtml, tags, status, publishedAt, createdAt, updatedAt)
         values (?, ?, '', ?, ?, '', 'published', ?, ?, ?)`,
      )
      .run(slug, title, content, contentHtml, now, now, now)
  } finally {
    database.close()
  }
  return slug
}

/** Fails the test on any alert/confirm/prompt and records every request that leaves our origin. */
function watch(page: Page) {
  const dialogs: string[] = []
  const outside: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:'))
      outside.push(request.url())
  })
  return { dialogs, outside }
}

test('hostile documents render as inert text on a public post page', async ({ page }) => {
  // The megabyte-sized ones are left to the unit tests: they only make the page slow.
  const corpus = hostileDocs().filter((item) => hostileJson(item).length < 100_000)
  expect(corpus.length).toBeGreaterThanOrEqual(200)
  const html = corpus.map((item) => renderRichText(hostileJson(item))).join('')
  const slug = insertPost('Documentos hostiles', html)
  const seen = watch(page)
  await page.goto(`/post/${slug}`)
  await hydrated(page)
  const body = page
    .locator('div[lang="es"][dir="auto"]')
    .filter({ has: page.locator('blockquote') })
    .first()
  await expect(body.locator('p').first()).toBeVisible()
  // Hover over every link and click the text: no handler may fire. (The images point at files that
  // do not exist, so an onerror handler would have fired on load.)
  for (const link of await body.locator('a').all()) await link.hover()
  await body.locator('p').first().click()
  const found = await body.evaluate((root) => {
    const elements = [...root.querySelectorAll('*')]
    return {
      handlers: elements.flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on'))),
      scripts: root.querySelectorAll('script, iframe, object, embed, style, svg, form, input').length,
      badUrls: elements
        .flatMap((el) => [el.getAttribute('href'), el.getAttribute('src')])
        .filter((url): url is string => url !== null && /^\s*(javascript|data|vbscript):/i.test(url)),
    }
  })
  expect(found).toEqual({ handlers: [], scripts: 0, badUrls: [] })
  expect(seen.dialogs).toEqual([])
  expect(seen.outside).toEqual([])
})

test('a post shows images, tables and a YouTube card that loads the player only on click', async ({
  page,
}) => {
  const slug = insertPost('Sesión completa', renderRichText(editorDoc), JSON.stringify(editorDoc))
  const seen = watch(page)
  // The player is answered locally: the test needs no network, only the request.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  )
  await page.goto(`/post/${slug}`)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Rondos' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Rondo 4x2' })).toHaveAttribute('loading', 'lazy')
  await expect(page.getByText('Un pie')).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Ejercicio' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Rondo' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'rondo', exact: true })).toHaveAttribute(
    'href',
    '/concepts/rondo',
  )
  const card = page.getByRole('link', { name: 'YouTube dQw4w9WgXcQ' })
  await expect(card).toHaveAttribute('href', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42')
  expect(seen.outside).toEqual([])

  await card.click()
  const player = page.locator('iframe[title="YouTube dQw4w9WgXcQ"]')
  await expect(player).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42',
  )
  await expect
    .poll(() => seen.outside)
    .toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42'])
  await expect(page).toHaveURL(`/post/${slug}`)
})

test('the concept search of the link dialog answers admins only', async ({ page, request }) => {
  const url = '/admin/api/concept-search?q=rondo'
  const visitor = await request.get(url, { maxRedirects: 0 })
  expect(visitor.status()).toBe(401)
  expect(visitor.headers()['content-type']).toContain('application/json')

  const user = createAccount('user')
  await signIn(page, user)
  // The browser's own fetch names its language; the `i18next` cookie comes only after hydration.
  const asUser = await page.request.get(url, { maxRedirects: 0, headers: { 'Accept-Language': 'es-ES' } })
  expect(asUser.status()).toBe(403)
  expect(((await asUser.json()) as { error: string }).error).toBe('Solo un administrador puede usar esto.')

  await page.context().clearCookies()
  await signIn(page, createAccount('admin'))
  const asAdmin = await page.request.get(url)
  expect(asAdmin.status()).toBe(200)
  const { concepts } = (await asAdmin.json()) as { concepts: Array<{ term: string; href: string }> }
  expect(concepts.length).toBeGreaterThan(0)
  for (const concept of concepts) {
    expect(concept.term.toLowerCase()).toContain('rondo')
    expect(concept.href).toMatch(/^\/concepts\/[a-z0-9-]+$/)
  }
})

/** Strings that only the editor's libraries put in a bundle (class names and their package names). */
const EDITOR_MARKERS = ['ProseMirror-', 'prosemirror', '@tiptap', 'tiptap']
const assetsDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
const hasEditorCode = (file: string) => {
  const code = fs.readFileSync(path.join(assetsDir, file), 'utf8')
  return EDITOR_MARKERS.some((marker) => code.includes(marker))
}

test('public pages download none of the editor: built route manifest and real page loads', async ({
  page,
}) => {
  const manifestFile = fs.readdirSync(path.join(assetsDir, 'assets')).find((f) => /^manifest-.*\.js$/.test(f))
  expect(manifestFile).toBeDefined()
  const source = fs.readFileSync(path.join(assetsDir, 'assets', manifestFile ?? ''), 'utf8')
  const manifest = JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;$/, '')) as {
    entry: { module: string; imports: string[] }
    routes: Record<string, { module: string; imports?: string[]; css?: string[] }>
  }
  const publicRoutes = Object.entries(manifest.routes).filter(
    ([id]) => id === 'root' || id === 'layouts/public-layout' || id.startsWith('routes/public/'),
  )
  expect(publicRoutes.length).toBeGreaterThan(8)
  const publicFiles = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (const [, route] of publicRoutes)
    for (const file of [route.module, ...(route.imports ?? [])]) publicFiles.add(file)
  expect([...publicFiles].filter(hasEditorCode)).toEqual([])

  // Once a screen renders the editor, its code is in the build: the markers must find it there.
  const editorInUse = fs
    .readdirSync('app/routes', { recursive: true, encoding: 'utf8' })
    .some(
      (file) =>
        file.endsWith('.tsx') &&
        fs.readFileSync(path.join('app/routes', file), 'utf8').includes('LazyRichTextEditor'),
    )
  const editorChunks = fs
    .readdirSync(path.join(assetsDir, 'assets'))
    .filter((file) => file.endsWith('.js') && hasEditorCode(`assets/${file}`))
  if (editorInUse) expect(editorChunks.length).toBeGreaterThan(0)

  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''))
  })
  for (const url of [
    '/',
    '/blog',
    '/conceptos',
    '/contacto',
    '/post/periodizacion-tactica-en-la-semana-competitiva',
  ]) {
    await page.goto(url)
    await hydrated(page)
  }
  expect(scripts.length).toBeGreaterThan(3)
  expect(scripts.filter((code) => EDITOR_MARKERS.some((marker) => code.includes(marker)))).toEqual([])
})
