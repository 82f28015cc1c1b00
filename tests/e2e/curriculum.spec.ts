import { randomBytes } from 'node:crypto'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue #17, the curriculum: the coach writes objectives by phase of play for an age band, links
 * them to concepts and drills, plans the season's weeks, and the programme page shows it all to
 * visitors, with or without JavaScript.
 */
test('the demo curriculum is on each programme page: bands, objectives by phase, links and the season plan', async ({
  page,
}) => {
  await page.goto('/infantil')
  const section = page.locator('#curriculo')
  await expect(section.getByRole('heading', { level: 2, name: 'Currículo por categorías' })).toBeVisible()
  const bands = section.getByRole('navigation', { name: 'Categorías' })
  await expect(bands.getByRole('link', { name: 'U10' })).toHaveAttribute('aria-current', 'page')
  await expect(section.getByRole('heading', { level: 4, name: 'Ataque organizado' })).toBeVisible()
  await expect(
    section.getByRole('listitem').getByText('Pasar y moverse para volver a recibir', { exact: true }),
  ).toBeVisible()
  const table = section.getByRole('table')
  await expect(table.getByRole('rowheader', { name: 'Semana 1' })).toBeVisible()
  await expect(table.getByRole('row', { name: /Semana 2 El pase y la línea de pase/ })).toBeVisible()

  // A drill linked from an objective opens its page.
  await section.getByRole('link', { name: 'Pase y sigue en triángulo' }).first().click()
  await expect(page).toHaveURL('/ejercicios/pase-y-sigue-en-triangulo')
  await expect(page.getByRole('heading', { level: 1, name: 'Pase y sigue en triángulo' })).toBeVisible()

  for (const [path, band, objective] of [
    ['/juvenil', 'U16', 'Progresar con el tercer hombre'],
    ['/elite', 'U19', 'Superioridades con el juego de posición'],
  ] as const) {
    await page.goto(path)
    await expect(page.locator('#curriculo').getByRole('link', { name: band })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(
      page.locator('#curriculo').getByRole('listitem').getByText(objective, { exact: true }),
    ).toBeVisible()
  }
})

test('the coach writes a band’s curriculum; the programme page shows it at once, also without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const suffix = randomBytes(3).toString('hex')
  const objective = `Fijar al central y atacar su espalda ${suffix}`
  const theme = `Semana de rupturas ${suffix}`
  const coach = createAccount('admin')
  await signIn(page, coach)

  await page.goto('/admin/curriculum')
  await expect(page.getByRole('heading', { level: 1, name: 'Currículo' })).toBeVisible()
  await page.getByLabel('Programa').selectOption({ label: 'Juvenil' })
  await page.getByLabel('Categoría').selectOption({ label: 'U15' })
  await page.getByRole('button', { name: 'Ver', exact: true }).click()
  await expect(page).toHaveURL(/programme=juvenil&age=15/)
  await expect(page.getByText('Esta categoría aún no tiene objetivos.')).toBeVisible()
  await hydrated(page)

  // An empty title is refused in the browser with the translated message, nothing sent.
  const add = page.locator('form#add-objective')
  await add.getByRole('button', { name: 'Añadir objetivo' }).click()
  await expect(add.getByText('Este campo es obligatorio.')).toBeVisible()

  await add.getByLabel('Fase del juego').selectOption({ label: 'Transición defensa-ataque' })
  await add.getByLabel('Objetivo', { exact: true }).fill(objective)
  await add.getByLabel('Descripción').fill('Un desmarque de apoyo y otro de ruptura, a la vez.')
  await add.getByRole('group', { name: 'Conceptos' }).getByLabel('Desmarque de ruptura').check()
  await add
    .getByRole('group', { name: 'Ejercicios' })
    .getByLabel('Desmarque de ruptura y pase al espacio')
    .check()
  await add.getByRole('button', { name: 'Añadir objetivo' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados.' })).toBeVisible()
  const item = page.getByRole('listitem').filter({ has: page.getByText('Editar el objetivo 1') })
  await expect(item).toContainText('Conceptos: 1 · Ejercicios: 1')
  await expect(add.getByLabel('Objetivo', { exact: true })).toHaveValue('') // the form is ready for the next

  // A week of the season plan that works on it; a second week 3 is refused by the server.
  const week = page.locator('form#add-week')
  await expect(week.getByLabel('Semana', { exact: true })).toHaveValue('1')
  await week.getByLabel('Semana', { exact: true }).fill('3')
  await week.getByLabel('Tema', { exact: true }).fill(theme)
  await week.getByLabel(objective).check()
  await week.getByRole('button', { name: 'Añadir semana' }).click()
  await expect(page.getByText(`Semana 3: ${theme}`)).toBeVisible()
  await week.getByLabel('Semana', { exact: true }).fill('3')
  await week.getByLabel('Tema', { exact: true }).fill('Repetida')
  await week.getByRole('button', { name: 'Añadir semana' }).click()
  await expect(week.getByText('Esa semana ya está en el plan: elige otro número.')).toBeVisible()
  await expect(week.getByLabel('Tema', { exact: true })).toHaveValue('Repetida') // nothing typed is lost

  // The programme page shows the new band at once (the page cache was emptied by the change).
  const visitor = await browser.newContext({ baseURL, locale: 'es-ES', javaScriptEnabled: false })
  const reader = await visitor.newPage()
  await reader.goto('/juvenil')
  await reader.locator('#curriculo').getByRole('link', { name: 'U15' }).click() // a plain link, no JavaScript
  await expect(reader).toHaveURL(/\/juvenil\?age=15#curriculo$/)
  const section = reader.locator('#curriculo')
  await expect(section.getByRole('heading', { level: 4, name: 'Transición defensa-ataque' })).toBeVisible()
  await expect(section.getByRole('listitem').getByText(objective, { exact: true })).toBeVisible()
  await expect(section.getByRole('link', { name: 'Desmarque de ruptura', exact: true })).toHaveAttribute(
    'href',
    '/concepts/desmarque-de-ruptura',
  )
  await expect(section.getByRole('row', { name: `Semana 3 ${theme} ${objective}` })).toBeVisible()

  // Edited and then removed, the objective leaves the page and the week. Its report area came from
  // its phase (a transition is tactical); the coach corrects it.
  await item.getByText('Editar el objetivo 1').click()
  const area = item.getByLabel('Área del informe')
  await expect(area).toHaveValue('tactical')
  await area.selectOption({ label: 'Psicosocial' })
  await item.getByLabel('Objetivo', { exact: true }).fill(`${objective} (revisado)`)
  await item.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText(`Semana 3: ${theme}`).locator('..')).toContainText(`${objective} (revisado)`)
  await page.reload()
  await item.getByText('Editar el objetivo 1').click()
  await expect(area).toHaveValue('psychosocial')
  await reader.reload()
  await expect(
    section.getByRole('listitem').getByText(`${objective} (revisado)`, { exact: true }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Eliminar el objetivo 1' }).click()
  await expect(page.getByText('Esta categoría aún no tiene objetivos.')).toBeVisible()
  await page.getByRole('button', { name: 'Eliminar la semana 3' }).click()
  await expect(page.getByText('El plan de temporada aún no tiene semanas.')).toBeVisible()
  await reader.goto('/juvenil?age=15')
  await expect(reader.locator('#curriculo').getByRole('link', { name: 'U15' })).toHaveCount(0)
  await expect(reader.locator('#curriculo').getByRole('link', { name: 'U16' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await visitor.close()
})

test('a plain user cannot change the curriculum', async ({ page }) => {
  const user = createAccount('user')
  await signIn(page, user)
  const response = await page.request.post('/admin/curriculum', {
    form: { intent: 'addObjective', programme: 'infantil', ageBand: '10', phase: 'attack', title: 'Intruso' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  })
  // Sent away as SPEC.md section 2 says for a user on an admin page; nothing is saved.
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('/')
  await page.goto('/infantil')
  await expect(page.locator('#curriculo').getByText('Intruso')).toHaveCount(0)
})
