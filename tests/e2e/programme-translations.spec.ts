import { randomBytes } from 'node:crypto'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { chooseLanguage } from './language-menu.ts'

/**
 * Issue 32 (docs/decisions/048-content-translations.md): the programme pages in every language,
 * their curriculum as far as the coach has translated it, and the coach's curriculum translation
 * screen with its out-of-date state.
 */

test('programme pages in every language: the demo English curriculum, Spanish marked, hreflang, switch, 404s', async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const html = await (await visitor.get('/en/infantil?age=10')).text()
  expect(html).toMatch(/<html lang="en"/)
  expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toMatch(/\/en\/infantil$/)
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
      m[1],
      new URL(m[2] ?? '').pathname,
    ]),
  )
  expect(Object.keys(alternates)).toHaveLength(17)
  expect(alternates).toMatchObject({
    es: '/infantil',
    en: '/en/infantil',
    ar: '/ar/infantil',
    'x-default': '/infantil',
  })
  for (const missing of ['/es/infantil', '/xx/juvenil', '/EN/elite'])
    expect((await visitor.get(missing)).status(), missing).toBe(404)

  // English: the demo's translated objectives, in English, nothing marked Spanish.
  await page.goto('/en/infantil?age=10')
  const curriculum = page.locator('#curriculo')
  // The first of its places: its phase's list (the season plan's table names it too).
  const objective = curriculum.getByText('Pass and move to receive again', { exact: true }).first()
  await expect(objective).toHaveAttribute('lang', 'en')
  // (Objectives other specs add to this band in parallel are Spanish, and marked so.)
  await expect(
    curriculum.locator('p').filter({ hasText: 'Pass and move to receive again' }).first(),
  ).not.toContainText('in Spanish')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kids')

  // German: no translation yet, so every objective says it is Spanish (and is read as Spanish).
  await page.goto('/de/infantil?age=10')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const spanish = curriculum.getByText('Pasar y moverse para volver a recibir', { exact: true }).first()
  await expect(spanish).toHaveAttribute('lang', 'es')
  await expect(curriculum.getByText('auf Spanisch', { exact: true }).first()).toBeVisible()
  await expect(curriculum.getByText('Noch nicht Übersetztes wird auf Spanisch angezeigt.')).toBeVisible()

  // The switch on the Spanish page goes to the chosen language's version.
  await page.goto('/juvenil')
  await hydrated(page)
  await chooseLanguage(page, 'English')
  await expect(page).toHaveURL(/\/en\/juvenil$/)
  await expect(page.locator('#curriculo').getByText('Progress through the third man').first()).toBeVisible()
})

test('the coach translates an objective into German; a Spanish change marks it out of date', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const tag = randomBytes(4).toString('hex')
  await signIn(page, createAccount('admin'))
  // An objective of its own, in a band the demo leaves empty, so other tests never see it change.
  await page.goto('/admin/curriculum?programme=elite&age=17')
  await hydrated(page)
  const add = page.locator('form#add-objective')
  await add.getByLabel('Objetivo').fill(`Defender el área ${tag}`)
  await add.getByLabel('Descripción').fill('Proteger el punto de penalti.')
  await add.getByRole('button', { name: 'Añadir objetivo' }).click()
  const card = (title: string) =>
    page.locator('main li').filter({ has: page.locator(`xpath=./p/span[text()="${title}"]`) })
  await expect(card(`Defender el área ${tag}`)).toBeVisible()

  await page.getByRole('navigation', { name: 'Traducciones' }).getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/admin\/curriculum\/translations\/de\?programme=elite&age=17$/)
  await hydrated(page)
  const item = page.locator('main ol > li').filter({ hasText: `Defender el área ${tag}` })
  await expect(item).toContainText('Sin traducir')
  const form = item.getByRole('form')
  // Sent without a title: a translated error, nothing saved.
  await form.getByRole('button', { name: 'Guardar' }).click()
  await expect(form.getByText('Este campo es obligatorio.')).toBeVisible()
  await form.getByLabel('Objetivo').fill(`Den Strafraum verteidigen ${tag}`)
  await form.getByLabel('Descripción').fill('Den Elfmeterpunkt schützen.')
  await form.getByLabel('Estado').selectOption('published')
  await form.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Traducción guardada.' })).toBeVisible()
  await expect(item).toContainText('Publicada')

  await page.goto('/de/elite?age=17')
  const translated = page.locator('#curriculo').getByText(`Den Strafraum verteidigen ${tag}`)
  await expect(translated).toHaveAttribute('lang', 'de')
  // With band 17 on the page, the demo's band 19 is no longer the bare address's: its canonical
  // and every language's address name it.
  await page.goto('/de/elite?age=19')
  const head = (selector: string) => page.locator(`head ${selector}`)
  await expect(head('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/elite\?age=19$/)
  await expect(head('link[hreflang="es"]')).toHaveAttribute('href', /\/elite\?age=19$/)
  await expect(head('link[hreflang="x-default"]')).toHaveAttribute('href', /\/elite\?age=19$/)

  // The Spanish title changes: the translation is out of date and says what changed.
  await page.goto('/admin/curriculum?programme=elite&age=17')
  await hydrated(page)
  const objective = card(`Defender el área ${tag}`)
  await objective.locator('summary').click()
  await objective.getByLabel('Objetivo').fill(`Defender el área pequeña ${tag}`)
  await objective.getByRole('button', { name: 'Guardar' }).click()
  await expect(card(`Defender el área pequeña ${tag}`)).toBeVisible()
  await page.goto('/admin/curriculum/translations/de?programme=elite&age=17')
  const outdated = page.locator('main ol > li').filter({ hasText: `Defender el área pequeña ${tag}` })
  await expect(outdated).toContainText('Desactualizada')
  await expect(outdated.locator('del')).toHaveText(`Defender el área ${tag}`)
  await expect(outdated.locator('ins')).toHaveText(`Defender el área pequeña ${tag}`)
  // Still published: the German page keeps showing it until the coach saves again.
  await page.goto('/de/elite?age=17')
  await expect(page.locator('#curriculo').getByText(`Den Strafraum verteidigen ${tag}`)).toBeVisible()
})

test('the home page in English: its own address, hreflang, English cards where translated, the sitemap', async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL })
  for (const missing of ['/es', '/xx', '/EN'])
    expect((await visitor.get(missing)).status(), missing).toBe(404)
  const sitemap = await (await visitor.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/<loc>[^<]+\/en<\/loc>/)
  expect(sitemap).toMatch(/<loc>[^<]+\/ar<\/loc>/)

  await page.goto('/en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en$/)
  await expect(page.locator('head link[hreflang="x-default"]')).toHaveAttribute('href', /\/$/)
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(17)
  // The programme cards lead to the English programme pages.
  await expect(page.getByRole('main').getByRole('link', { name: 'Kids', exact: true })).toHaveAttribute(
    'href',
    '/en/infantil',
  )
  // The demo's concepts all have English versions: the featured ones are English cards.
  const concepts = page.locator('main article h3 a[href^="/en/concepts/"]')
  expect(await concepts.count()).toBeGreaterThan(0)
  await expect(concepts.first().locator('xpath=..')).toHaveAttribute('lang', 'en')
  // A card with no English version stays Spanish and says so to screen readers.
  for (const link of await page.locator('main article h3 a[href^="/post/"]').all())
    await expect(link.locator('xpath=..')).toHaveAttribute('lang', 'es')
})
