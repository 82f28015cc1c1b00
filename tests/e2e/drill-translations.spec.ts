import { randomBytes } from 'node:crypto'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { copyDemoDrill } from './drill-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { chooseLanguage } from './language-menu.ts'

/**
 * Issue 32 (docs/decisions/048-content-translations.md): the coach translates a drill into German,
 * the words of its diagram included; its address, hreflang, the language switch and the notice; a
 * Spanish change marks it out of date; the demo's English drill.
 */

/** The alternates a page's head names, language → path. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
      m[1],
      new URL(m[2] ?? '').pathname,
    ]),
  )

test('a drill translated into German with its diagram label: address, hreflang, switch, out of date', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000)
  const tag = randomBytes(4).toString('hex')
  // A copy of the demo's one-v-one drill: its diagram has a text, "quiebro".
  const slug = `uno-contra-uno-${tag}`
  const id = copyDemoDrill({ slug, title: `Uno contra uno ${tag}` }, 'Uno contra uno hacia portería')
  await signIn(page, createAccount('admin'))

  // The drill editor's Traducciones area leads to the German translation editor.
  await page.goto(`/admin/drills/edit/${id}`)
  const area = page.getByRole('region', { name: 'Traducciones' })
  await expect(area.getByRole('listitem').filter({ hasText: 'Deutsch' })).toContainText('Sin traducir')
  await expect(area.getByRole('link', { name: /Deutsch/ })).toHaveAttribute(
    'href',
    `/admin/drills/edit/${id}/translations/de`,
  )
  await page.goto(`/admin/drills/edit/${id}/translations/de`)
  await hydrated(page)
  // The Spanish beside each field of the diagram: its title and its text.
  const source = page.getByRole('region', { name: 'Original en español' })
  await expect(source.getByRole('img', { name: 'Duelo uno contra uno' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toHaveAccessibleDescription(
    'quiebro',
  )
  await page.getByLabel('Título', { exact: true }).fill(`Eins gegen eins ${tag}`)
  await page
    .getByLabel('Objetivo')
    .fill('Den Verteidiger mit Tempowechsel oder Finte ausspielen und abschließen.')
  await page
    .getByLabel('Consignas')
    .fill('Den vorderen Fuß des Verteidigers angreifen\nTempowechsel nach der Finte')
  await page.getByLabel('Título del diagrama').fill('Eins-gegen-eins-Duell')
  await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('Finte')
  await page.getByLabel('Estado').selectOption('published')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Traducción guardada.' })).toBeVisible()
  const de = `/de/ejercicios/eins-gegen-eins-${tag}`
  const es = `/ejercicios/${slug}`

  // From outside: each address its own canonical, both naming each other and x-default.
  const visitor = await playwright.request.newContext({ baseURL: page.url() })
  for (const url of [es, de]) {
    const response = await visitor.get(url, { headers: { 'Accept-Language': 'es' } })
    expect(response.status(), url).toBe(200)
    const html = await response.text()
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], url).toMatch(new RegExp(`${url}$`))
    expect(alternatesOf(html), url).toEqual({ es, de, 'x-default': es })
    if (url === de) {
      expect(html).toMatch(/<html lang="de"/)
      expect(html).toMatch(new RegExp(`<h1 lang="de"[^>]*>Eins gegen eins ${tag}</h1>`))
      expect(html).toContain('Tempowechsel nach der Finte')
      // The diagram: its German title and text, drawn where the Spanish one stands.
      expect(html).toContain('<title id=')
      expect(html).toMatch(/<title id="[^"]+">Eins-gegen-eins-Duell<\/title>/)
      expect(html).toMatch(/<text[^>]*>Finte<\/text>/)
      expect(html).not.toMatch(/<text[^>]*>quiebro<\/text>/)
    } else expect(html).toMatch(/<text[^>]*>quiebro<\/text>/)
  }
  const sitemap = await (await visitor.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(new RegExp(`<url><loc>[^<]*${de}</loc>.*hreflang="x-default" href="[^"]*${es}"`))
  await visitor.dispose()

  // A reader on the Spanish page switches to German: the German version. Then to English, which
  // it does not have: the Spanish page, in Spanish, with a notice in English.
  const context = await browser.newContext()
  const reader = await context.newPage()
  await reader.goto(es)
  await hydrated(reader)
  await chooseLanguage(reader, 'Deutsch')
  await expect(reader).toHaveURL(de)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`Eins gegen eins ${tag}`)
  await expect(reader.locator('html')).toHaveAttribute('lang', 'de')
  await hydrated(reader)
  await chooseLanguage(reader, 'English')
  await expect(reader).toHaveURL(es)
  await expect(reader.getByRole('note')).toHaveText(
    'This page is not available in English yet; it is shown in Spanish.',
  )
  await expect(reader.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'es')
  await context.close()

  // The coach changes a Spanish coaching point: the German version is out of date, with what changed.
  await page.goto(`/admin/drills/edit/${id}`)
  await hydrated(page)
  await page.getByLabel('Consignas').fill(`Atacar el pie adelantado del defensor\nCambio de ritmo ${tag}`)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(/saved=1/)
  await expect(area.getByRole('listitem').filter({ hasText: 'Deutsch' })).toContainText('Desactualizada')
  await page.goto('/admin/drills?translate=de')
  await expect(page.getByRole('link', { name: `Uno contra uno ${tag}` })).toBeVisible()
  await page.goto(`/admin/drills/edit/${id}/translations/de`)
  const changes = page.getByRole('region', { name: /Cambios en el original/ })
  await expect(changes).toContainText(`Cambio de ritmo ${tag}`)
})

test("the demo's English drill: its words and its diagram's text over the Spanish drawing", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const response = await visitor.get('/en/ejercicios/one-v-one-towards-goal')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toMatch(/<html lang="en"/)
  expect(html).toMatch(/<h1 lang="en"[^>]*>One v one towards goal<\/h1>/)
  expect(html).toContain('Attack the defender&#x27;s front foot')
  expect(html).toMatch(/<text[^>]*>feint<\/text>/)
  expect(alternatesOf(html)).toMatchObject({ en: '/en/ejercicios/one-v-one-towards-goal' })
  await visitor.dispose()
})
