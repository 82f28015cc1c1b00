import { expect, test } from '@playwright/test'

test.describe('language detection', () => {
  test('?lng=de renders German from the server and is remembered in cookie and storage', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/?lng=de')
    expect(await response?.text()).toMatch(/<html lang="de" dir="ltr"/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'i18next')?.value)
      .toBe('de')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de')

    // The next visit has no ?lng= and stays German.
    const next = await page.goto('/no-such-page')
    expect(next?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible()
  })

  test('a language stored only in the browser wins over Accept-Language and is copied into the cookie', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('i18nextLng', 'fr')
        sessionStorage.setItem('seeded', '1')
      }
    })
    await page.goto('/no-such-page')
    // Server said Spanish (browser locale es-ES); the browser's own choice takes over after hydration.
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'i18next')?.value)
      .toBe('fr')
    const again = await page.request.get('/no-such-page')
    expect(await again.text()).toContain('<html lang="fr"')
  })

  test('unknown and hostile language inputs fall back, never fail', async ({ request }) => {
    const cases: [string, Record<string, string>, string][] = [
      ['/?lng=xx', { 'Accept-Language': 'it' }, 'it'],
      ['/?lng=../../etc', { 'Accept-Language': 'pl' }, 'pl'],
      ['/?lng=', {}, 'en'],
      ['/?lng=EN-gb&lng=de', {}, 'en'],
      ['/', { Cookie: 'i18next=%E0%A4%A', 'Accept-Language': 'sv' }, 'sv'],
      ['/', { Cookie: 'i18next=../../../etc/passwd' }, 'en'],
      ['/', { 'Accept-Language': ';;;q=,,, x-;q=abc' }, 'en'],
      ['/', { 'Accept-Language': `de,${'a'.repeat(3000)}` }, 'en'],
      ['/', { Cookie: 'display=%%%; i18next=ja' }, 'ja'],
    ]
    for (const [path, headers, lang] of cases) {
      const response = await request.get(path, { headers })
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(200)
      expect(await response.text()).toContain(`<html lang="${lang}"`)
    }
    // Control characters make the whole address malformed: the bad-request page, not a crash.
    expect((await request.get('/?lng=%00')).status()).toBe(400)
  })

  test('translation files: JSON with ETag and caching; unknown files and traversal are 404', async ({
    request,
  }) => {
    const ok = await request.get('/locales/ae/common.json')
    expect(ok.status()).toBe(200)
    expect(ok.headers()['content-type']).toContain('application/json')
    expect(ok.headers()['etag']).toBeTruthy()
    expect(ok.headers()['cache-control']).toContain('max-age')
    expect((await ok.json()).errors['404'].title).toBe('الصفحة غير موجودة')
    const etag = ok.headers()['etag'] ?? ''
    expect(
      (await request.get('/locales/ae/common.json', { headers: { 'If-None-Match': etag } })).status(),
    ).toBe(304)

    for (const path of [
      '/locales/xx/none.json',
      '/locales/en/none.json',
      '/locales/../package.json',
      '/locales/%2e%2e/%2e%2e/package.json',
      '/locales/en/..%2F..%2F..%2Fpackage.json',
      '/locales/en%2F..%2F..%2F..%2Fserver.js',
    ]) {
      const response = await request.get(path)
      expect([400, 404], path).toContain(response.status())
      expect(await response.text(), path).not.toContain('"name": "metodologias-creativas"')
    }
  })

  test('the missing-key endpoint does not exist in production', async ({ request }) => {
    const response = await request.post('/locales/add/en/common', { data: { 'some.key': 'Some text' } })
    expect(response.status()).toBe(404)
  })
})

test.describe('Arabic browser', () => {
  test.use({ locale: 'ar' })

  test('pages are right-to-left with lang ar', async ({ page }) => {
    const response = await page.goto('/')
    expect(await response?.text()).toMatch(/<html lang="ar" dir="rtl" data-lng="ae"/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.screenshot({ path: test.info().outputPath('home-ar.png'), fullPage: false })

    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.screenshot({ path: test.info().outputPath('not-found-ar.png') })
  })
})
