import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { renderRichText } from '#server/content/rich-text.server.ts'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { insertEvent } from './event-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { chooseLanguage } from './language-menu.ts'

/**
 * Issue 32 (docs/decisions/048-content-translations.md): the coach translates an event into
 * English; its address, hreflang and language switch; registration still works from the English
 * page; a Spanish change marks the translation out of date.
 */

/** The event's Spanish description, in the e2e server's database. */
function describeEvent(id: number, text: string) {
  const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] }
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare('update event set description = ?, descriptionHtml = ? where id = ?').run(
      JSON.stringify(doc),
      renderRichText(doc),
      id,
    )
  } finally {
    db.close()
  }
}

test('an event translated into English: address, hreflang, switch, registration from it, out of date', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000)
  const tag = randomBytes(4).toString('hex')
  const event = insertEvent({ capacity: 5, title: 'Campus de porteros' })
  describeEvent(event.id, 'Tres mañanas de paradas y blocajes.')
  await signIn(page, createAccount('admin'))

  // The event editor's Traducciones area, then the translation editor: title, place, description.
  await page.goto(`/admin/events/edit/${event.id}`)
  const area = page.getByRole('region', { name: 'Traducciones' })
  await expect(area.getByRole('listitem').filter({ hasText: 'English' })).toContainText('Sin traducir')
  await expect(area.getByRole('link', { name: /English/ })).toHaveAttribute(
    'href',
    `/admin/events/edit/${event.id}/translations/en`,
  )
  await page.goto(`/admin/events/edit/${event.id}/translations/en`)
  await hydrated(page)
  await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toBeVisible()
  await page.getByLabel('Título', { exact: true }).fill(`Goalkeeping camp ${tag}`)
  await page.getByLabel('Lugar').fill('Moscardó sports centre')
  const body = page.getByRole('textbox', { name: 'Texto', exact: true })
  await body.click()
  await page.keyboard.type('Three mornings of saves and catches.')
  await page.getByLabel('Estado').selectOption('published')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Traducción guardada.' })).toBeVisible()
  const en = `/en/eventos/goalkeeping-camp-${tag}`
  const es = `/eventos/${event.slug}`

  // From outside: each address its own canonical, both naming each other and x-default.
  const visitor = await playwright.request.newContext({ baseURL: page.url() })
  for (const url of [es, en]) {
    const response = await visitor.get(url, { headers: { 'Accept-Language': 'es' } })
    expect(response.status(), url).toBe(200)
    const html = await response.text()
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], url).toMatch(new RegExp(`${url}$`))
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
        m[1],
        new URL(m[2] ?? '').pathname,
      ]),
    )
    expect(alternates, url).toEqual({ es, en, 'x-default': es })
    if (url === en) {
      expect(html).toMatch(/<html lang="en"/)
      expect(html).toMatch(new RegExp(`<h1 lang="en"[^>]*>Goalkeeping camp ${tag}</h1>`))
      expect(html).toContain('Three mornings of saves and catches.')
      expect(html).toContain('Moscardó sports centre')
    }
  }
  const sitemap = await (await visitor.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(new RegExp(`<url><loc>[^<]*${en}</loc>.*hreflang="x-default" href="[^"]*${es}"`))
  // The calendar files in English name it in English and lead to its English page; in Spanish, not.
  const feed = await (await visitor.get('/eventos.ics?lang=en')).text()
  expect(feed).toContain(`SUMMARY:Goalkeeping camp ${tag}`)
  expect(feed.replace(/\r\n /g, '')).toContain(`${en}\r\n`)
  expect(await (await visitor.get('/eventos.ics')).text()).not.toContain(`Goalkeeping camp ${tag}`)
  const single = await (await visitor.get(`/eventos/${event.slug}/evento.ics?lang=en`)).text()
  expect(single).toContain(`SUMMARY:Goalkeeping camp ${tag}`)
  await visitor.dispose()

  // A signed-in parent on the Spanish page switches to English, and registers from there.
  const context = await browser.newContext()
  const reader = await context.newPage()
  await signIn(reader, createAccount('user'))
  await reader.goto(es)
  await hydrated(reader)
  await chooseLanguage(reader, 'English')
  await expect(reader).toHaveURL(en)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`Goalkeeping camp ${tag}`)
  await expect(reader.locator('html')).toHaveAttribute('lang', 'en')
  await hydrated(reader)
  await reader.getByRole('link', { name: 'Register' }).click()
  await expect(reader).toHaveURL(`/eventos/${event.slug}/inscripcion`)
  await hydrated(reader)
  await reader.getByRole('radio', { name: /^(Myself|Yo) / }).check()
  await reader.getByRole('button', { name: /^(Register|Inscribirse)$/ }).click()
  await expect(reader).toHaveURL('/account/events?done=confirmed')
  await context.close()

  // The coach changes the Spanish place: the English version is out of date, with what changed.
  await page.goto(`/admin/events/edit/${event.id}`)
  await hydrated(page)
  await page.getByLabel('Lugar', { exact: true }).fill('Campo municipal de Vallecas')
  // (The fixture's two hours may cross midnight on the site's clock: a daytime slot saves at any hour.)
  await page.getByLabel('Día 1: inicio').fill('10:00')
  await page.getByLabel('Día 1: fin').fill('12:00')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(/saved=1/)
  await expect(area.getByRole('listitem').filter({ hasText: 'English' })).toContainText('Desactualizada')
  await page.goto('/admin/events?translate=en')
  await expect(page.getByRole('link', { name: event.title })).toBeVisible()
  await page.goto(`/admin/events/edit/${event.id}/translations/en`)
  const changes = page.getByRole('region', { name: /Cambios en el original/ })
  await expect(changes).toContainText('Campo municipal de Vallecas')
})
