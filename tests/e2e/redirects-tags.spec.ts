import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { APIRequestContext } from '@playwright/test'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/** The e2e server's own database (records the tests start from). */
function database() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  db.pragma('busy_timeout = 5000')
  return db
}

function insertPosts(posts: Array<{ slug: string; title: string; tags: string; minutesAgo: number }>) {
  const db = database()
  try {
    const insert = db.prepare(
      `insert into post (slug, title, excerpt, content, contentHtml, tags, status, publishedAt)
       values (?, ?, 'Un resumen.', '{"type":"doc","content":[]}', '<p>Texto</p>', ?, 'published', ?) returning id`,
    )
    return posts.map(
      (post) =>
        (
          insert.get(
            post.slug,
            post.title,
            post.tags,
            new Date(Date.now() - post.minutesAgo * 60_000).toISOString(),
          ) as {
            id: number
          }
        ).id,
    )
  } finally {
    db.close()
  }
}

/** A hit of the HTML cache runs before Express: it has no request id. */
async function cachedPage(request: APIRequestContext, url: string) {
  await expect
    .poll(async () => {
      const response = await request.get(url)
      return response.status() === 200 && response.headers()['x-request-id'] === undefined
    })
    .toBe(true)
}

test("a post's slug changed in the admin: the old link answers 301 to the new one, never the cached page", async ({
  page,
  browser,
  request,
}) => {
  const tag = randomBytes(4).toString('hex')
  const [id] = insertPosts([
    { slug: `antes-${tag}`, title: `Redirección ${tag}`, tags: `redireccion ${tag}`, minutesAgo: 1 },
  ])
  await cachedPage(request, `/post/antes-${tag}`)
  // A reader's tab opened before the change: its link still names the old address.
  const reader = await (await browser.newContext()).newPage()
  await reader.goto(`/blog/etiqueta/redireccion-${tag}`)
  await hydrated(reader)

  await signIn(page, createAccount('admin'))
  await page.goto(`/admin/posts/edit/${id}`)
  await hydrated(page)
  await expect(page.locator('.ProseMirror')).toBeVisible()
  await page.getByLabel('Dirección (slug)').fill(`despues-${tag}`)
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\?saved=1$/)

  const moved = await request.get(`/post/antes-${tag}`, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe(`/post/despues-${tag}`)
  const withQuery = await request.get(`/post/antes-${tag}?lng=en&utm_source=boletin`, { maxRedirects: 0 })
  expect(withQuery.headers().location).toBe(`/post/despues-${tag}?lng=en&utm_source=boletin`)
  const followed = await request.get(`/post/antes-${tag}`)
  expect(followed.url()).toMatch(new RegExp(`/post/despues-${tag}$`))
  expect(await followed.text()).toContain(`Redirección ${tag}`)
  // Followed in the open page (React Router asks for the page's data): it lands on the new address.
  await reader.getByRole('link', { name: `Redirección ${tag}` }).click()
  await expect(reader).toHaveURL(new RegExp(`/post/despues-${tag}$`))
  await expect(reader.getByRole('heading', { level: 1, name: `Redirección ${tag}` })).toBeVisible()
  await reader.context().close()

  // Renamed back: the old address is live again and the other one leads to it.
  await page.getByLabel('Dirección (slug)').fill(`antes-${tag}`)
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect
    .poll(async () => (await request.get(`/post/antes-${tag}`, { maxRedirects: 0 })).status())
    .toBe(200)
  expect((await request.get(`/post/despues-${tag}`, { maxRedirects: 0 })).headers().location).toBe(
    `/post/antes-${tag}`,
  )
  await page.goto('/admin/redirects')
  await expect(page.getByText(`/post/despues-${tag} → /post/antes-${tag}`)).toBeVisible()
})

test('a redirect created from the 404 log, refused while it would hide a page, then deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const lost = `/perdida-${randomBytes(4).toString('hex')}`
  const missing = await request.get(`${lost}?token=secreto`, {
    headers: { Referer: 'https://buscador.example/resultados?q=privado' },
  })
  expect(missing.status()).toBe(404)
  await request.get('/wp-login.php')

  await signIn(page, createAccount('admin'))
  const log = page.getByRole('region', { name: 'Direcciones no encontradas (404)' })
  // The log is written every few seconds.
  await expect(async () => {
    await page.goto('/admin/redirects')
    await expect(log.getByRole('cell', { name: lost, exact: true })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(log.getByText('https://buscador.example/resultados', { exact: true })).toBeVisible()
  await expect(log.getByText('privado')).toHaveCount(0)
  await expect(log.getByText('/wp-login.php')).toHaveCount(0)

  await log.getByRole('link', { name: `Crear una redirección ${lost}` }).click()
  await hydrated(page)
  await expect(page.getByLabel('Desde')).toHaveValue(lost)
  await page.getByLabel('Hacia').fill('ningún sitio')
  await page.getByRole('button', { name: 'Añadir redirección' }).click()
  await expect(
    page.getByText('Escribe una ruta de este sitio (empieza por /) o una dirección completa https://.'),
  ).toBeVisible()

  // Only the server knows which addresses are pages: its refusal is shown under the field.
  await page.getByLabel('Desde').fill('/contacto')
  await page.getByLabel('Hacia').fill('/blog')
  await page.getByRole('button', { name: 'Añadir redirección' }).click()
  await expect(
    page.getByText('Esa dirección muestra una página del sitio: la redirección la ocultaría.'),
  ).toBeVisible()
  await expect(page.getByLabel('Hacia')).toHaveValue('/blog')

  await page.getByLabel('Desde').fill(lost)
  await page.getByRole('button', { name: 'Añadir redirección' }).click()
  await expect(page.getByText('Redirección añadida.')).toBeVisible()
  await expect(log.getByRole('cell', { name: lost, exact: true })).toHaveCount(0)
  const redirected = await request.get(`${lost}?page=2`, { maxRedirects: 0 })
  expect(redirected.status()).toBe(301)
  expect(redirected.headers().location).toBe('/blog?page=2')

  await page.getByRole('button', { name: `Eliminar ${lost}` }).click()
  await expect(page.getByText('Redirección eliminada.')).toBeVisible()
  expect((await request.get(lost, { maxRedirects: 0 })).status()).toBe(404)
})

test('a tag archive: paged with prev/next and a canonical, linked from posts, with its own feed', async ({
  page,
  request,
}) => {
  const tag = `prueba ${randomBytes(3).toString('hex')}`
  const slug = tag.replace(' ', '-')
  insertPosts([
    ...Array.from({ length: 10 }, (_, i) => ({
      slug: `etiquetada-${slug}-${i}`,
      title: `Etiquetada ${i} ${slug}`,
      tags: `${tag},táctica`,
      minutesAgo: 10 - i,
    })),
    { slug: `sin-etiqueta-${slug}`, title: `Sin etiqueta ${slug}`, tags: 'táctica', minutesAgo: 0 },
  ])
  const archive = `/blog/etiqueta/${slug}`
  await cachedPage(request, archive)

  await page.goto(`/post/etiquetada-${slug}-3`)
  await page.getByRole('link', { name: `#${tag}` }).click()
  await expect(page).toHaveURL(archive)
  await expect(page.getByRole('heading', { level: 1, name: `Etiqueta: ${tag}` })).toBeVisible()
  const cards = page.locator('main article')
  await expect(cards).toHaveCount(9)
  await expect(cards.first()).toContainText(`Etiquetada 9 ${slug}`)
  await expect(page.getByText(`Sin etiqueta ${slug}`)).toHaveCount(0)
  const origin = new URL(page.url()).origin
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${archive}`)
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', `${origin}${archive}?page=2`)
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0)

  await page.goto(`${archive}?page=2`)
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(`Etiquetada 0 ${slug}`)
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', `${origin}${archive}`)
  await expect(page.locator('link[rel="next"]')).toHaveCount(0)

  // The old filtered addresses move to the archive and its feed for good.
  const old = await request.get(`/blog?tag=${encodeURIComponent(tag)}`, { maxRedirects: 0 })
  expect([old.status(), old.headers().location]).toEqual([301, archive])
  const oldFeed = await request.get(`/feed.xml?tag=${encodeURIComponent(tag)}`, { maxRedirects: 0 })
  expect([oldFeed.status(), oldFeed.headers().location]).toEqual([301, `${archive}/feed.xml`])
  expect((await request.get('/blog/etiqueta/no-existe-nunca')).status()).toBe(404)

  const feed = await request.get(`${archive}/feed.xml`)
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  const xml = await feed.text()
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      channel: doc.querySelector('channel > link')?.textContent,
      titles: [...doc.querySelectorAll('item > title')].map((node) => node.textContent),
    }
  }, xml)
  expect(parsed.error).toBeNull()
  expect(parsed.channel).toBe(`${origin}${archive}`)
  expect(parsed.titles).toEqual(Array.from({ length: 10 }, (_, i) => `Etiquetada ${9 - i} ${slug}`))
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${archive}</loc>`)
})
