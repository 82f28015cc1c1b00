import { expect, test } from '@playwright/test'

test('the home page renders with the brand in its title', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/ \| Metodologías Creativas$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('an unknown path shows the not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
  await expect(page).toHaveTitle('Página no encontrada | Metodologías Creativas')
  await page.getByRole('link', { name: 'Volver al inicio' }).click()
  await expect(page).toHaveURL('/')
})

test('malformed URLs get the bad-request page, never a server error', async ({ request }) => {
  for (const path of ['/%E0%A4%A', '/a%00b', `/${'a'.repeat(10_000)}`]) {
    const response = await request.get(path, { headers: { 'Accept-Language': 'es' } })
    expect(response.status(), path.slice(0, 20)).toBe(400)
    expect(await response.text()).toContain('Solicitud no válida')
  }
})

test('the health checks: alive, and ready with the database', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({
    status: 'ok',
    database: 'ok',
    redis: 'not-configured',
    engine: 'sqlite',
  })
  expect(ready.headers()['cache-control']).toBe('no-store')
  expect(response.headers()['cache-control']).toBe('no-store')
})

test('hashed assets are cached for a year and compressed', async ({ page, request }) => {
  await page.goto('/')
  const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
  expect(css).toMatch(/^\/assets\/.+\.css$/)
  const response = await request.get(css ?? '', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(response.headers()['content-encoding']).toBe('gzip')
})
