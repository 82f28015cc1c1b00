import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue #17, the session planner: the coach saves a drill into a new session, builds it in phases
 * with minutes (totals from the server), prints it to PDF and shares a read-only link that a
 * signed-out visitor opens until the coach revokes it. Another user never sees it.
 */
test('the coach builds a session from a drill, prints it and shares it; a visitor opens the link until revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const coach = createAccount('admin')
  await signIn(page, coach)
  await page.goto('/ejercicios/rondo-4-contra-1-en-cuadrado')
  await page.getByRole('link', { name: 'Añadir a mis sesiones' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Nueva sesión con «Rondo 4 contra 1 en cuadrado»' }),
  ).toBeVisible()
  await hydrated(page)
  const title = `Alevines martes ${randomBytes(3).toString('hex')}`
  await page.getByLabel('Título').fill(title)
  await page.getByLabel('Categoría').selectOption({ label: 'U11' })
  await page.getByLabel('Jugadores').fill('14')
  await page.getByRole('button', { name: 'Crear la sesión' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Rondo 4 contra 1 en cuadrado' })).toBeVisible()
  await hydrated(page)

  // A free warm-up block, then the drill's minutes changed; the totals come from the server.
  const free = page.locator('form').filter({ has: page.getByRole('button', { name: 'Añadir el bloque' }) })
  await free.getByLabel('Título del bloque').fill('Movilidad y rueda de pases')
  await free.getByLabel('Minutos').fill('10')
  await free.getByRole('button', { name: 'Añadir el bloque' }).click()
  await expect(page.getByText('Movilidad y rueda de pases')).toBeVisible()
  await page.getByRole('button', { name: 'Subir el bloque 2' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: '1. Movilidad y rueda de pases' })).toBeVisible()
  const drillBlock = page.getByRole('listitem').filter({ hasText: '2. Rondo 4 contra 1 en cuadrado' })
  await drillBlock.getByLabel('Minutos').fill('20')
  await drillBlock.getByRole('button', { name: 'Guardar el bloque 2' }).click()
  const facts = page.locator('dl').first()
  await expect(facts).toContainText('Total30 min')
  await expect(facts).toContainText('Calentamiento10 min')
  await expect(facts).toContainText('Parte principal20 min')

  // Bad input: 500 minutes is refused with a translated message and nothing changes.
  await drillBlock.getByLabel('Minutos').evaluate((input) => input.removeAttribute('max'))
  await drillBlock.getByLabel('Minutos').fill('500')
  await drillBlock.getByRole('button', { name: 'Guardar el bloque 2' }).click()
  await expect(page.getByText('Los minutos van de 1 a 180.')).toBeVisible()
  await expect(facts).toContainText('Total30 min')

  // Print view: A4, no site chrome, the drill's diagram as SVG; Chromium prints it to PDF.
  await page.getByRole('link', { name: 'Vista para imprimir' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('article svg[role=img]').first()).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Administración' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden()
  const pdf = await page.pdf({ format: 'A4', printBackground: true })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdf.length).toBeGreaterThan(10_000)
  await page.emulateMedia({ media: 'screen' })
  await page.goBack()
  await hydrated(page)

  // Share: a read-only link for a visitor; another signed-in user cannot open the session itself.
  await page.getByRole('button', { name: 'Compartir con un enlace' }).click()
  const link = page.getByLabel('Enlace para compartir')
  await expect(link).toHaveValue(/\/sesiones\/compartida\/[\w-]{24}$/)
  const shareUrl = new URL(await link.inputValue())
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(shareUrl.pathname)
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(visitorPage.getByText('Movilidad y rueda de pases')).toBeVisible()
  await expect(visitorPage.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex')

  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await signIn(other, createAccount('user'))
  const sessionPath = new URL(page.url()).pathname
  expect((await other.request.get(sessionPath)).status()).toBe(404)

  await page.getByRole('button', { name: 'Dejar de compartir' }).click()
  await expect(page.getByText('La sesión no está compartida.')).toBeVisible()
  expect((await visitorPage.request.get(shareUrl.pathname)).status()).toBe(404)
  await Promise.all([visitor.close(), otherContext.close()])
})

test('a visitor opens an example session from the drill library; signed in, copies it to their sessions', async ({
  page,
}) => {
  await page.goto('/ejercicios')
  await page.getByRole('link', { name: 'Alevines: rondos y pase, martes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alevines: rondos y pase, martes' })).toBeVisible()
  await expect(page.locator('dl').first()).toContainText('Total75 min')
  const shared = page.url()
  await signIn(
    page,
    createAccount('user'),
    `/signin?redirectTo=${encodeURIComponent(new URL(shared).pathname)}`,
  )
  await hydrated(page)
  await page.getByRole('button', { name: 'Copiar a mis sesiones' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Alevines: rondos y pase, martes (copia)' }),
  ).toBeVisible()
  await expect(page.getByText('La sesión no está compartida.')).toBeVisible()
})

/** A new user's own copy of the example session "Alevines: rondos y pase, martes", open in its editor. */
async function copyExampleSession(page: Page) {
  await signIn(page, createAccount('user'), '/signin?redirectTo=/ejercicios')
  await page.getByRole('link', { name: 'Alevines: rondos y pase, martes' }).click()
  await hydrated(page)
  await page.getByRole('button', { name: 'Copiar a mis sesiones' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Alevines: rondos y pase, martes (copia)' }),
  ).toBeVisible()
}

/** Pages of a PDF as Chromium writes it: one `/Type /Page` object per page. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0

/**
 * Issue 31, the coach's bugs: the printed sheet put one block per A4 page and left out each
 * drill's coaching points and equipment. A 75-minute session of six blocks (four drills, each with
 * its diagram) now prints on a few pages, with the points and the material under each drill.
 */
test('the printed session fits several blocks on each A4 page, with coaching points and equipment', async ({
  page,
}) => {
  await copyExampleSession(page)
  await page.getByRole('link', { name: 'Vista para imprimir' }).click()
  await page.emulateMedia({ media: 'print' })
  const blocks = page.locator('article ol > li')
  await expect(blocks).toHaveCount(6)
  const triangle = blocks.filter({ hasText: 'Pase y sigue en triángulo' })
  await expect(triangle.getByRole('heading', { name: 'Consignas' })).toBeVisible()
  await expect(triangle.getByText('Pasar fuerte y raso')).toBeVisible()
  await expect(triangle.getByRole('heading', { name: 'Material' })).toBeVisible()
  await expect(triangle.getByText('Conos', { exact: true })).toBeVisible()
  const pdf = await page.pdf({ format: 'A4', printBackground: true })
  expect(pageCount(pdf)).toBeGreaterThan(0)
  expect(pageCount(pdf)).toBeLessThanOrEqual(3)
})

/**
 * Issue 31: the session editor was cramped on a laptop, each block's notes squeezed into a narrow
 * field beside empty margins. At 1280 and 1366 px, sidebar open, the editor takes the room there is.
 */
test('on a laptop the session editor uses the width beside the sidebar; block notes get room', async ({
  page,
}) => {
  await copyExampleSession(page)
  for (const width of [1280, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    const sizes = await page.evaluate(() => ({
      main: document.querySelector('main')?.getBoundingClientRect().width ?? 0,
      beside: document.querySelector('main')?.parentElement?.getBoundingClientRect().width ?? 0,
      notes: document.querySelector('ol input[name="notes"]')?.getBoundingClientRect().width ?? 0,
    }))
    expect(sizes.main, `${width} px`).toBeGreaterThanOrEqual(sizes.beside - 1)
    expect(sizes.notes, `${width} px`).toBeGreaterThanOrEqual(400)
  }
})
