import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

const unique = () => randomBytes(3).toString('hex')

/** The first diagram of the drill editor: its drawing tools, its pitch and its hidden JSON. */
function firstDiagram(page: Page) {
  const section = page.getByRole('region', { name: 'Diagrama 1' })
  return {
    section,
    tools: section.getByRole('toolbar', { name: 'Herramientas de dibujo' }),
    canvas: section.getByRole('group', { name: 'Campo de dibujo' }),
    json: page.locator('input[type="hidden"][name="diagrams[0]"]'),
  }
}

/** A new drill's required text fields; the numbers keep the editor's defaults. */
async function fillNewDrill(page: Page, title: string) {
  await page.goto('/admin/drills/create')
  await hydrated(page)
  await page.getByLabel('Título', { exact: true }).fill(title)
  await page.getByLabel('Objetivo').fill('Conservar el balón con apoyos a ambos lados.')
  await page.getByLabel('Consignas').fill('Perfil abierto\nPase al pie lejano')
}

test('the coach draws a drill diagram with the keyboard and publishes; a visitor filters on a phone and opens it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await signIn(page, createAccount('admin'))
  const title = `Rondo de teclado ${unique()}`
  await fillNewDrill(page, title)
  await page.getByLabel('Intensidad').selectOption('high')
  await page.getByRole('checkbox', { name: 'Conos' }).check()
  await page.getByRole('checkbox', { name: 'Tercer hombre' }).check()

  // Keyboard only: a home player added in the middle with Enter and moved 5 m right, then a ball.
  const { section, tools, canvas } = firstDiagram(page)
  await tools.getByRole('button', { name: 'Jugador local' }).focus()
  await page.keyboard.press('Enter')
  await expect(canvas.getByRole('button', { name: /^Jugador 1, Equipo local/ })).toBeFocused()
  await page.keyboard.press('Shift+ArrowRight')
  await expect(section.getByRole('status')).toHaveText(/^Jugador 1.*: \d+ m, \d+ m$/)
  await tools.getByRole('button', { name: 'Balón' }).focus()
  await page.keyboard.press('Enter')
  await expect(canvas.getByRole('button', { name: 'Balón' })).toBeFocused()
  await section.getByLabel('Título del diagrama').fill('Rondo con balón')

  await page.getByLabel('Estado').selectOption('published')
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/drills\/edit\/\d+\?saved=1$/)
  await expect(page.getByRole('status').filter({ hasText: 'Ejercicio guardado.' })).toBeVisible()
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title)

  // A visitor on a phone, signed out: filters through the GET form and opens the drill.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const visitor = await phone.newPage()
  await visitor.goto('/ejercicios')
  await expect(visitor.getByRole('heading', { level: 1, name: 'Biblioteca de ejercicios' })).toBeVisible()
  await visitor.getByLabel('Buscar en título, objetivo y consignas').fill(title)
  await visitor.getByLabel('Intensidad').selectOption('high')
  await visitor.getByLabel('Material').selectOption('cones')
  await visitor.getByLabel('Jugadores disponibles').fill('8')
  await visitor.getByRole('button', { name: 'Ver ejercicios' }).click()
  await expect(visitor).toHaveURL(/intensity=high/)
  await expect(visitor.getByRole('status').filter({ hasText: 'Ejercicios encontrados: 1' })).toBeVisible()
  // Nothing on the page is wider than the phone.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await visitor.getByRole('link', { name: title }).click()

  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const drawing = visitor.getByRole('img', { name: 'Rondo con balón' })
  await expect(drawing).toBeVisible()
  await expect(drawing.locator('desc')).toContainText(/1/)
  await expect(visitor.getByRole('listitem').filter({ hasText: 'Pase al pie lejano' })).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Tercer hombre' })).toHaveAttribute(
    'href',
    '/concepts/tercer-hombre',
  )
  // The same filters with another intensity leave it out.
  await visitor.goto(`/ejercicios?${new URLSearchParams({ q: title, intensity: 'low' })}`)
  await expect(visitor.getByText('Ningún ejercicio coincide con estos filtros.')).toBeVisible()
  await phone.close()
})

/** Every field of the drill editor with valid values: what the editor itself would post. */
const validDrillForm = (title: string) => ({
  title,
  objective: 'Conservar el balón.',
  programme: 'infantil',
  ageMin: '10',
  ageMax: '12',
  playersMin: '4',
  playersMax: '8',
  spaceLength: '20',
  spaceWidth: '20',
  durationMinutes: '10',
  intensity: 'low',
  status: 'published',
  'diagrams[0]': JSON.stringify({ version: 1, pitch: 'half', objects: [] }),
})

test('a user is sent away from the drill admin and a valid drill posted by them is not saved', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, createAccount('user'))
  for (const path of ['/admin/drills', '/admin/drills/create']) {
    await page.goto(path)
    await expect(page, path).toHaveURL('/')
  }
  const post = (to: Page, title: string) =>
    to.request.post('/admin/drills/create', {
      form: validDrillForm(title),
      headers: { Origin: baseURL ?? '' },
      maxRedirects: 0,
    })
  const refused = await post(page, `Intruso ${unique()}`)
  expect(refused.status()).toBe(302)
  expect(refused.headers().location).toBe('/')

  // The same form from the coach is a drill: the user's post was refused, not malformed.
  const coach = await browser.newPage()
  await signIn(coach, createAccount('admin'))
  const accepted = await post(coach, `Rondo del entrenador ${unique()}`)
  expect(accepted.status()).toBe(302)
  expect(accepted.headers().location).toMatch(/^\/admin\/drills\/edit\/\d+/)
  await coach.goto('/admin/drills?q=Intruso')
  await expect(coach.getByRole('link', { name: /Intruso/ })).toHaveCount(0)
  await coach.goto('/admin/drills?q=Rondo%20del%20entrenador')
  await expect(coach.getByRole('link', { name: /Rondo del entrenador/ }).first()).toBeVisible()
  await coach.close()
})

test('bad diagrams are refused with a clear message and the drill being written is kept', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await signIn(page, createAccount('admin'))
  const title = `Rondo rechazado ${unique()}`
  await fillNewDrill(page, title)
  const { section, tools, canvas, json } = firstDiagram(page)
  await tools.getByRole('button', { name: 'Jugador local' }).focus()
  await page.keyboard.press('Enter')

  // A label with markup is refused in the editor itself.
  await section.getByLabel('Etiqueta').fill('<b>Pivote</b>')
  await expect(section.getByText('El texto no puede contener los signos < ni >.')).toBeVisible()
  await section.getByLabel('Etiqueta').fill('Pivote')
  await expect(canvas.getByRole('button', { name: 'Jugador 1, Equipo local, Pivote' })).toBeVisible()

  // Diagram JSON over 1 MB (as a tampered form would send it) is refused before anything is saved.
  const valid = await json.inputValue()
  await json.evaluate((input: HTMLInputElement) => {
    const diagram = JSON.parse(input.value) as Record<string, unknown>
    input.value = JSON.stringify({ ...diagram, description: 'x'.repeat(1_100_000) })
  })
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page.getByText('El diagrama ocupa más de 1 MB.')).toBeVisible()
  await expect(page).toHaveURL('/admin/drills/create')
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title)
  await expect(page.getByLabel('Consignas')).toHaveValue('Perfil abierto\nPase al pie lejano')
  await expect(canvas.getByRole('button', { name: 'Jugador 1, Equipo local, Pivote' })).toBeVisible()

  // The server refuses the same on its own (no browser checks): markup in a label, oversized JSON.
  const form = validDrillForm(title)
  const marked = JSON.stringify({
    ...(JSON.parse(valid) as Record<string, unknown>),
    objects: [{ id: 'p1', type: 'player', team: 'home', x: 10, y: 10, label: '<script>alert(1)</script>' }],
  })
  for (const [diagram, message] of [
    [marked, 'El texto no puede contener los signos &lt; ni &gt;.'],
    [
      JSON.stringify({ version: 1, pitch: 'half', objects: [], description: 'x'.repeat(1_100_000) }),
      'El diagrama ocupa más de 1 MB.',
    ],
  ] as const) {
    const response = await page.request.post('/admin/drills/create', {
      form: { ...form, 'diagrams[0]': diagram },
      headers: { Origin: baseURL ?? '' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain(message)
  }
  await page.goto(`/admin/drills?q=${encodeURIComponent(title)}`)
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
})
