import { expect, test, type Page } from '@playwright/test'

const PUBLISHED = 'periodizacion-tactica-en-la-semana-competitiva'
const DRAFT = 'conduccion-y-regate-ensenar-a-atreverse'
const SCHEDULED = 'el-cambio-de-orientacion-ensenar-a-ver-el-lado-debil'

const jsonLd = async (page: Page) =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    ),
  )

test('the home page shows the programmes, latest posts and featured concepts', async ({ page }) => {
  await page.goto('/')
  for (const name of ['Infantil', 'Juvenil', 'Elite'])
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Últimas publicaciones' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Conceptos destacados' })).toBeVisible()
  await page.getByRole('link', { name: 'Ver todas las publicaciones' }).click()
  await expect(page).toHaveURL('/blog')
})

test('a programme page has its sections and its own posts', async ({ page }) => {
  await page.goto('/juvenil')
  for (const name of [
    '¿Para quién es?',
    'Objetivos',
    'Metodología',
    'Sesiones',
    'Publicaciones del programa',
  ])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  const badges = page.locator('article').getByText('Juvenil', { exact: true })
  expect(await badges.count()).toBeGreaterThan(0)
})

test('a post: cover, date, reading time, body, neighbours and SEO tags', async ({ page }) => {
  const response = await page.goto(`/post/${PUBLISHED}`)
  expect(response?.status()).toBe(200)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Periodización táctica en la semana competitiva' }),
  ).toBeVisible()
  await expect(page.getByText(/minutos? de lectura/)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Principios que guían la semana' })).toBeVisible()
  const cover = page.locator('article img').first()
  await expect(cover).toHaveAttribute('width', '1200')
  await expect(cover).toHaveAttribute('height', '630')
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: /Publicación anterior/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Publicaciones relacionadas' })).toBeVisible()
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http.*\/media\/.+-social-[0-9a-f]+\.jpg$/,
  )
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  expect(await jsonLd(page)).toContainEqual(
    expect.objectContaining({
      '@type': 'Article',
      headline: 'Periodización táctica en la semana competitiva',
    }),
  )
})

test('a numeric id redirects permanently to the slug; unknown, draft and scheduled posts are 404', async ({
  page,
  request,
}) => {
  // The seed inserts posts oldest first: the newest published one has id 15, the draft 14, the scheduled 16.
  const redirect = await request.get('/post/15', { maxRedirects: 0 })
  expect(redirect.status()).toBe(301)
  expect(redirect.headers()['location']).toBe(`/post/${PUBLISHED}`)
  for (const id of ['14', '16', '999'])
    expect((await request.get(`/post/${id}`, { maxRedirects: 0 })).status(), id).toBe(404)
  for (const slug of ['no-existe', DRAFT, SCHEDULED, "x'%20or%20'1'='1"]) {
    const response = await page.goto(`/post/${slug}`)
    expect(response?.status(), slug).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
  }
})

test('the blog is paged and filtered; bad page numbers never fail', async ({ page }) => {
  // At least the demo's two pages; other specs publish posts of their own in parallel.
  await page.goto('/blog')
  await expect(page.getByText(/^Página 1 de (?:[2-9]|[1-9]\d+)$/)).toBeVisible()
  await page.getByRole('link', { name: 'Siguiente' }).click()
  await expect(page).toHaveURL('/blog?page=2')
  await expect(page.getByText(/^Página 2 de (?:[2-9]|[1-9]\d+)$/)).toBeVisible()
  for (const bad of ['abc', '-1', '0', '999', '1e9', '%27']) {
    const response = await page.goto(`/blog?page=${bad}`)
    expect(response?.status(), bad).toBe(200)
  }
  await page.goto('/blog?page=999')
  await expect(page.getByText(/^Página (\d+) de \1$/)).toBeVisible() // the last page
  await page.goto('/blog')
  await page.getByRole('navigation', { name: 'Programa' }).getByRole('link', { name: 'Elite' }).click()
  await expect(page).toHaveURL('/blog?programme=elite')
  const cards = page.locator('main article')
  expect(await cards.count()).toBeGreaterThan(0)
  await expect(cards.getByText('Juvenil', { exact: true })).toHaveCount(0)
  await expect(page.getByText(DRAFT)).toHaveCount(0)
})

test('concepts: search as plain text, filters, detail with related concepts, id redirect', async ({
  page,
  request,
}) => {
  await page.goto('/conceptos')
  await page.getByRole('searchbox', { name: 'Buscar conceptos' }).fill('presion')
  await page.getByRole('main').getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/q=presion/)
  await expect(page.getByRole('heading', { level: 2, name: 'Presión tras pérdida' })).toBeVisible()
  for (const q of ["'; drop table concept; --", '%', '_', '<script>alert(1)</script>']) {
    const response = await page.goto(`/conceptos?q=${encodeURIComponent(q)}`)
    expect(response?.status(), q).toBe(200)
    await expect(page.getByRole('searchbox', { name: 'Buscar conceptos' })).toHaveValue(q)
  }
  await page.goto('/concepts?category=tecnica')
  await expect(page.getByRole('combobox', { name: 'Categoría' })).toHaveValue('tecnica')
  await expect(page.locator('main article').getByText('Táctica', { exact: true })).toHaveCount(0)
  for (const bad of ['abc', '999']) expect((await page.goto(`/conceptos?page=${bad}`))?.status()).toBe(200)

  await page.goto('/concepts/presion-tras-perdida')
  await expect(page.getByRole('heading', { level: 1, name: 'Presión tras pérdida' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Más conceptos' })).toBeVisible()
  expect(await jsonLd(page)).toContainEqual(
    expect.objectContaining({ '@type': 'DefinedTerm', name: 'Presión tras pérdida' }),
  )
  const redirect = await request.get('/concepts/1', { maxRedirects: 0 })
  expect(redirect.status()).toBe(301)
  expect(redirect.headers()['location']).toBe('/concepts/presion-tras-perdida')
  expect((await page.goto('/concepts/no-existe'))?.status()).toBe(404)
})

test('the glossary is alphabetical with letter anchors and search', async ({ page }) => {
  await page.goto('/conceptos_basicos')
  const index = page.getByRole('navigation', { name: 'Índice alfabético' })
  await index.getByRole('link', { name: 'B', exact: true }).click()
  await expect(page).toHaveURL(/#letra-b$/)
  await expect(page.getByRole('heading', { level: 2, name: 'B', exact: true })).toBeInViewport()
  const terms = await page.locator('main dt').allTextContents()
  expect(terms.length).toBeGreaterThanOrEqual(10)
  expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })))
  await page.getByRole('searchbox', { name: 'Buscar en el glosario' }).fill('zzz<b>')
  await page.getByRole('main').getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByText('Ninguna definición coincide con «zzz<b>».')).toBeVisible()
})

test('sitemap.xml and feed.xml are valid XML listing the published posts only', async ({ page, request }) => {
  await page.goto('/')
  for (const path of ['/sitemap.xml', '/feed.xml']) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/xml/)
    const text = await response.text()
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      const error = doc.querySelector('parsererror')
      const urls = [...doc.querySelectorAll('loc, item > link')].map((node) => node.textContent ?? '')
      return { error: error?.textContent ?? null, root: doc.documentElement.nodeName, urls }
    }, text)
    expect(parsed.error, path).toBeNull()
    // The demo's posts; the admin and editor specs publish their own in parallel (slugs ending in a
    // timestamp or a random hex id, and their translations in `-en`).
    const posts = parsed.urls.filter(
      (url) => url.includes('/post/') && !/-(\d{13}|[0-9a-f]{8})(-en)?$/.test(url),
    )
    if (path === '/sitemap.xml') {
      const translated = posts.filter((url) => new URL(url).pathname.startsWith('/en/post/'))
      // Spanish at /post/…; other specs publish versions in other languages in parallel.
      expect(posts.filter((url) => new URL(url).pathname.startsWith('/post/')).length, path).toBe(14)
      expect(translated, path).toHaveLength(5) // the demo's English versions
      expect(posts.some((url) => url.endsWith(`/post/${PUBLISHED}`))).toBe(true)
    } else
      expect(
        parsed.urls.some((url) => url.includes('/post/')),
        path,
      ).toBe(true) // the newest only
    expect(posts.some((url) => url.includes(DRAFT) || url.includes(SCHEDULED))).toBe(false)
    expect(parsed.root).toBe(path === '/sitemap.xml' ? 'urlset' : 'rss')
  }
  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toContain('Sitemap: http')
})

test('cover images are served with their type and a restrictive policy', async ({ request, page }) => {
  await page.goto(`/post/${PUBLISHED}`)
  const src = await page.locator('article img').first().getAttribute('src')
  const response = await request.get(src ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/svg+xml')
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'")
  const social = await page.locator('meta[property="og:image"]').getAttribute('content')
  const jpeg = await request.get(social ?? '')
  expect(jpeg.status()).toBe(200)
  expect(jpeg.headers()['content-type']).toBe('image/jpeg')
  expect((await request.get('/media/no-such-file.svg')).status()).toBe(404)
  expect([400, 404]).toContain((await request.get('/media/..%2F..%2Fapp.db')).status())
})
