import { expect, test } from './auth-fixtures.ts'
import { violations } from './axe.ts'
import { hydrated } from './hydrated.ts'

/** The site search (docs/decisions/044-site-search.md) over the demo content every e2e server seeds. */

test('a visitor searches from the top bar: suggestions while typing, chosen with the keyboard', async ({
  page,
}) => {
  await page.goto('/blog')
  await hydrated(page)
  const bar = page.getByRole('banner')
  const field = bar.getByRole('combobox', { name: 'Buscar en el sitio' })
  await field.fill('periodizac')
  const list = bar.getByRole('listbox', { name: 'Sugerencias' })
  await expect(list.getByRole('option', { name: 'Periodización táctica', exact: true })).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await field.press('ArrowDown')
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/)
  await expect(list.getByRole('option', { selected: true })).toHaveText('Periodización táctica')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/concepts\/periodizacion-tactica$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periodización táctica')

  // Escape closes the list and leaves the text; Enter then searches.
  await field.fill('rondos')
  await expect(list).toBeVisible()
  await field.press('Escape')
  await expect(list).toBeHidden()
  await expect(field).toHaveValue('rondos')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/buscar\?q=rondos$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «rondos»')
  // "rondos" finds "Rondo" (stemming), with the word marked in the title.
  const first = page.getByRole('main').getByRole('listitem').first()
  await expect(first.locator('mark').first()).toHaveText(/^rondos?$/i)
})

test('without JavaScript: the form searches, filters by type and programme, and pages through', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('banner').getByRole('combobox', { name: 'Buscar en el sitio' }).fill('PRESION')
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/\/buscar\?q=PRESION$/)
  const results = page.getByRole('main').getByRole('listitem')
  // Accent and case ignored: "Presión tras pérdida" is found by "PRESION".
  await expect(results.getByRole('link', { name: 'Presión tras pérdida', exact: true })).toBeVisible()
  const status = page.getByRole('status').filter({ hasText: 'Resultados' })
  const total = Number((await status.textContent())?.match(/\d+/)?.[0])
  expect(total).toBeGreaterThan(10)

  // More than a page: the next page holds other results.
  const firstPage = await results.getByRole('link').allTextContents()
  await page.getByRole('link', { name: /siguiente/i }).click()
  await expect(page).toHaveURL(/page=2/)
  const secondPage = await results.getByRole('link').allTextContents()
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])

  // Filters: drills only, then of one programme.
  await page.getByLabel('Tipo').selectOption('drill')
  await page.getByRole('main').getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/type=drill/)
  await expect(results.first()).toContainText('Ejercicio')
  for (const kind of await results.locator('p:first-child').allTextContents()) expect(kind).toBe('Ejercicio')
  await page.getByLabel('Programa').selectOption('elite')
  await page.getByRole('main').getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/programme=elite/)
  await expect(page.getByRole('link', { name: 'Quitar filtros' })).toBeVisible()
  await context.close()
})

test('the draft post and the post not yet due are not found; nothing found says so', async ({ page }) => {
  // The demo's only draft and its scheduled post (published in a week), by their titles' words.
  for (const title of [
    'Conducción y regate: enseñar a atreverse',
    'El cambio de orientación: enseñar a ver el lado débil',
  ]) {
    await page.goto(`/buscar?${new URLSearchParams({ q: title, type: 'post' })}`)
    await expect(page.getByRole('main').getByRole('link', { name: title })).toHaveCount(0)
  }
  await page.goto('/buscar?q=zzzxqw')
  await expect(page.getByRole('main')).toContainText('Nada coincide con «zzzxqw»')
  await expect(page.getByRole('status').filter({ hasText: 'Resultados' })).toHaveText('Resultados: 0')
})

test('the results page in Arabic, right to left, both widths: no axe violations', async ({ browser }) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ar' })
    await context.addCookies([{ name: 'i18next', value: 'ae', url: test.info().project.use.baseURL ?? '' }])
    const page = await context.newPage()
    await page.goto('/buscar?q=rondo&type=concept')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائج البحث عن «rondo»')
    // Titles stay Spanish and read left to right inside the right-to-left page.
    await expect(page.getByRole('main').getByRole('link', { name: 'Rondo', exact: true })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `no sideways scroll at ${width}px`).toBeLessThanOrEqual(0)
    expect(await violations(page)).toEqual([])
    await context.close()
  }
})

test('in English: the demo posts translated are found in English at their English address, the rest in Spanish', async ({
  page,
}) => {
  await page.goto(`/buscar?${new URLSearchParams({ q: 'opponent', lng: 'en' })}`)
  const results = page.getByRole('main').getByRole('listitem')
  const scouting = results.filter({ hasText: 'Scouting the opponent' })
  await expect(scouting.getByRole('link')).toHaveAttribute('href', '/en/post/scouting-the-opponent')
  await expect(scouting.getByRole('heading')).toHaveAttribute('lang', 'en')
  await expect(scouting).not.toContainText('in Spanish')

  // A post with no English version is found by its Spanish words, marked and tagged as Spanish.
  await page.goto(`/buscar?${new URLSearchParams({ q: 'nutrición', type: 'post', lng: 'en' })}`)
  const spanish = results.filter({ hasText: 'Nutrición y descanso del joven futbolista' })
  await expect(spanish).toContainText('in Spanish')
  await expect(spanish.getByRole('heading')).toHaveAttribute('lang', 'es')
  await expect(spanish.getByRole('link')).toHaveAttribute('href', /^\/post\//)

  // The top bar's suggestions on an English page speak English.
  await page.goto('/en/infantil')
  await hydrated(page)
  const field = page.getByRole('banner').getByRole('combobox').first()
  await field.fill('scouting the')
  const option = page.getByRole('banner').getByRole('option').filter({ hasText: 'Scouting the opponent' })
  await expect(option).toHaveAttribute('lang', 'en')
  await field.press('ArrowDown')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/en\/post\/scouting-the-opponent$/)
})
