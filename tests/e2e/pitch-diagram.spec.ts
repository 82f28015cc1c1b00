import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/** Presses the drawing at a point given in metres of the view (the SVG's own coordinates). */
async function pressAt(page: Page, canvas: Locator, metres: { x: number; y: number }) {
  const point = await canvas.evaluate((svg, { x, y }) => {
    const matrix = (svg as SVGSVGElement).getScreenCTM()!
    const screen = new DOMPoint(x, y).matrixTransform(matrix)
    return { x: screen.x, y: screen.y }
  }, metres)
  return point
}

test('the coach draws a diagram with mouse and keyboard in a post; the page shows it as SVG with a text alternative', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/posts/create')
  await hydrated(page)
  const title = `Rondo dibujado ${Date.now()}`
  await page.getByLabel('Título', { exact: true }).fill(title)
  const body = page.getByRole('textbox', { name: 'Texto', exact: true })
  await body.click()
  await page.keyboard.type('/diagrama')
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Diagrama táctico' })
  const tools = dialog.getByRole('toolbar', { name: 'Herramientas de dibujo' })
  const canvas = dialog.getByRole('group', { name: 'Campo de dibujo' })
  await expect(canvas).toBeVisible()

  // Mouse: two home players and an away player placed where the pitch is pressed.
  await tools.getByRole('button', { name: 'Jugador local' }).click()
  for (const at of [
    { x: 30, y: 30 },
    { x: 40, y: 30 },
  ]) {
    const point = await pressAt(page, canvas, at)
    await page.mouse.click(point.x, point.y)
  }
  await tools.getByRole('button', { name: 'Jugador visitante' }).click()
  const rival = await pressAt(page, canvas, { x: 35, y: 36 })
  await page.mouse.click(rival.x, rival.y)
  await expect(canvas.getByRole('button', { name: /^Jugador \d+, Equipo (local|visitante)$/ })).toHaveCount(3)

  // Mouse: a pass drawn by dragging from one player to the other.
  await tools.getByRole('button', { name: 'Pase', exact: true }).click()
  const from = await pressAt(page, canvas, { x: 31, y: 30 })
  const to = await pressAt(page, canvas, { x: 39, y: 30 })
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move((from.x + to.x) / 2, from.y, { steps: 4 })
  await page.mouse.move(to.x, to.y, { steps: 4 })
  await page.mouse.up()
  await expect(canvas.getByRole('button', { name: 'Pase', exact: true })).toHaveCount(1)

  // Keyboard: a ball added in the middle with Enter, moved 5 m left with Shift+Left, then undone.
  await tools.getByRole('button', { name: 'Balón' }).focus()
  await page.keyboard.press('Enter')
  const ball = canvas.getByRole('button', { name: 'Balón' })
  await expect(ball).toBeFocused()
  await expect(dialog.getByRole('status')).toHaveText('Añadido: Balón')
  await page.keyboard.press('Shift+ArrowLeft')
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('status')).toHaveText(/^Balón: \d+ m, \d+ m$/)
  // The middle of a full pitch is (53, 34): now 5 m left and 1 m down. Undo takes back the last step.
  const circle = ball.locator('circle')
  await expect(circle).toHaveAttribute('cx', '48')
  await expect(circle).toHaveAttribute('cy', '35')
  await page.keyboard.press('Control+z')
  await expect(circle).toHaveAttribute('cy', '34')
  await expect(circle).toHaveAttribute('cx', '48')
  await page.keyboard.press('Control+Shift+z')
  await expect(circle).toHaveAttribute('cy', '35')

  // The properties of a player: a label with markup is refused, a plain one accepted.
  await canvas.getByRole('button', { name: 'Jugador 1, Equipo local' }).focus()
  const label = dialog.getByLabel('Etiqueta')
  await label.fill('<b>Pivote</b>')
  await expect(dialog.getByText('El texto no puede contener los signos < ni >.')).toBeVisible()
  await label.fill('Pivote')
  await expect(canvas.getByRole('button', { name: 'Jugador 1, Equipo local, Pivote' })).toBeVisible()
  await dialog.getByLabel('Título del diagrama').fill('Rondo 2 contra 1')
  await dialog.getByRole('button', { name: 'Aplicar' }).click()
  await expect(dialog).toBeHidden()

  // In the document: drawn, and editable again.
  const embedded = body.getByRole('img', { name: 'Rondo 2 contra 1' })
  await expect(embedded).toBeVisible()
  await expect(body.getByRole('button', { name: 'Editar diagrama' })).toBeVisible()

  const slug = await page.getByLabel('Dirección (slug)').inputValue()
  await page.getByLabel('Estado').selectOption('published')
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\?saved=1$/)

  // The public page: inline SVG with the title and a text alternative; no editor code loaded.
  const visitor = await context.newPage()
  const scripts: string[] = []
  visitor.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await visitor.goto(`/post/${slug}`)
  const figure = visitor.getByRole('img', { name: 'Rondo 2 contra 1' })
  await expect(figure).toBeVisible()
  const description = await figure.evaluate((svg) => svg.querySelector('desc')?.textContent)
  expect(description).toBe(
    'Campo completo. Equipo local, jugadores: 2 (dorsales 1, 2). Equipo visitante, jugadores: 1 (dorsales 1). Balones: 1. Pases: 1.',
  )
  await expect(figure.locator('text', { hasText: 'Pivote' })).toHaveCount(1)
  expect(scripts.filter((url) => /pitch-editor|tiptap|rich-text-editor/i.test(url))).toEqual([])
  expect(errors).toEqual([])
})

const animated = {
  version: 1,
  pitch: 'half',
  title: 'Desmarque de apoyo',
  objects: [
    { id: 'p1', type: 'player', team: 'home', number: 6, x: 10, y: 30 },
    { id: 'p2', type: 'player', team: 'home', number: 8, x: 20, y: 40 },
    { id: 'b1', type: 'ball', x: 11, y: 31 },
  ],
  frames: [
    { id: 'f1', positions: { p2: { x: 20, y: 30 } } },
    { id: 'f2', positions: { b1: { x: 19, y: 31 } } },
  ],
}

test('an animated diagram plays, steps and downloads a frame; with reduced motion its frames stand side by side', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await signIn(page, createAccount('admin'))
  const slug = `desmarque-${Date.now()}`
  const content = { type: 'doc', content: [{ type: 'pitchDiagram', attrs: { diagram: animated } }] }
  const saved = await page.request.post('/admin/posts/create', {
    headers: { Origin: baseURL! },
    form: { title: 'Desmarque de apoyo', slug, status: 'published', content: JSON.stringify(content) },
    maxRedirects: 0,
  })
  expect(saved.status()).toBe(302)

  const visitor = await browser.newPage({ locale: 'es-ES' })
  await visitor.goto(`/post/${slug}`)
  await hydrated(visitor)
  const controls = visitor.getByRole('group', { name: 'Controles de la animación' })
  await expect(controls).toBeVisible()
  await expect(controls).toContainText('Posición inicial (1 de 3)')
  await controls.getByRole('button', { name: 'Siguiente' }).click()
  await expect(controls).toContainText('Fotograma 1 (2 de 3)')
  const player = visitor.getByRole('img', { name: 'Desmarque de apoyo' })
  await expect(player).toHaveCount(1)
  await expect(player.locator('g[transform^="translate(20 30)"]')).toHaveCount(1)
  await controls.getByRole('button', { name: 'Reproducir' }).click()
  await expect(controls).toContainText('Fotograma 2 (3 de 3)', { timeout: 10_000 })
  await expect(controls.getByRole('button', { name: 'Reproducir' })).toBeVisible()
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    controls.getByRole('button', { name: 'Descargar PNG' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('desmarque-de-apoyo-2.png')
  const png = await download.createReadStream()
  const head = await new Promise<Buffer>((resolve) =>
    png.once('data', (chunk) => resolve(Buffer.from(chunk))),
  )
  expect(head.subarray(1, 4).toString()).toBe('PNG')
  await visitor.close()

  const still = await browser.newPage({ locale: 'es-ES', reducedMotion: 'reduce' })
  await still.goto(`/post/${slug}`)
  await hydrated(still)
  await expect(still.getByRole('img', { name: 'Desmarque de apoyo' })).toHaveCount(3)
  await expect(still.getByRole('button', { name: 'Descargar PNG' })).toHaveCount(3)
  await expect(still.getByRole('group', { name: 'Controles de la animación' })).toHaveCount(0)
  await still.close()
})

/** A published drill copied from a demo one, whose only diagram is `animated`; its slug. */
function animatedDrill() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  try {
    db.pragma('busy_timeout = 5000')
    const demo = db
      .prepare("select * from drill where status = 'published' and access = 'public' order by id limit 1")
      .get() as Record<string, unknown>
    const { id: _id, createdAt: _created, updatedAt: _updated, version: _version, ...columns } = demo
    const slug = `desmarque-animado-${Date.now()}`
    const row = { ...columns, slug, title: `Desmarque animado ${slug}`, diagrams: JSON.stringify([animated]) }
    const names = Object.keys(row)
    db.prepare(`insert into drill (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`).run(
      ...names.map((name) => row[name as keyof typeof row] as string | number | null),
    )
    return slug
  } finally {
    db.close()
  }
}

test('an animated diagram plays on a drill page too; without script its frames stand side by side', async ({
  page,
  browser,
}) => {
  const slug = animatedDrill()
  await page.goto(`/ejercicios/${slug}`)
  await hydrated(page)
  const controls = page.getByRole('group', { name: 'Controles de la animación' })
  await expect(controls).toContainText('Posición inicial (1 de 3)')
  await controls.getByRole('button', { name: 'Reproducir' }).click()
  await expect(controls).toContainText('Fotograma 2 (3 de 3)', { timeout: 10_000 })

  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const still = await noScript.newPage()
  await still.goto(`/ejercicios/${slug}`)
  await expect(still.getByRole('img', { name: 'Desmarque de apoyo' })).toHaveCount(3)
  await noScript.close()
})
