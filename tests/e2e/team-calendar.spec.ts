import { randomBytes } from 'node:crypto'
import { createAccount, expect, signIn, signedInPage, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { teamWithConsentedChild } from './team-fixtures.ts'

/**
 * Issue 33, slice 3 (docs/decisions/049): the coach schedules a weekly training; a guardian answers
 * "maybe" with a reason on /account/players; the coach sees it, marks attendance at the pitch, and
 * the month's attendance shows in the table and the chart; the team's .ics feed carries the dates.
 */

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

test('a weekly training scheduled, answered by a guardian, attendance marked and counted', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const tag = randomBytes(3).toString('hex')
  const teamName = `Infantil ${tag}`
  const child = `Marta ${tag}`
  const guardian = createAccount('user')
  await signIn(page, createAccount('admin'))

  // A team with a child whose guardian consented (slice 2's flow has its own spec).
  const teamUrl = `/admin/teams/${teamWithConsentedChild(teamName, child, guardian.email)}`
  const parent = await signedInPage(browser, guardian)
  await page.goto(teamUrl)

  // The coach schedules a weekly training for three weeks; an end before the start is refused first.
  await page.getByRole('link', { name: 'Calendario y asistencia' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Calendario: ${teamName}` })).toBeVisible()
  await hydrated(page)
  const schedule = page.getByRole('region', { name: 'Programar una fecha' })
  await schedule.getByLabel('Lugar').fill('Campo 2')
  await schedule.getByLabel('Fecha', { exact: true }).fill(day(3))
  await schedule.getByLabel('Repetir cada semana hasta').fill(day(17))
  await schedule.getByLabel('Hora de inicio').fill('18:00')
  await schedule.getByLabel('Hora de fin').fill('17:00')
  await schedule.getByRole('button', { name: 'Programar' }).click()
  await expect(schedule.getByText('La hora de fin debe ser posterior a la de inicio.')).toBeVisible()
  await expect(schedule.getByLabel('Lugar')).toHaveValue('Campo 2')
  await schedule.getByLabel('Hora de fin').fill('19:30')
  await schedule.getByRole('button', { name: 'Programar' }).click()
  await expect(page.getByRole('status')).toHaveText('Programado.')
  const upcoming = page.getByRole('region', { name: 'Próximas fechas' }).getByRole('listitem')
  await expect(upcoming).toHaveCount(3)
  await expect(upcoming.first()).toContainText('Campo 2 · Se repite cada semana')

  // The last of the series is cancelled: it stays, marked.
  await upcoming
    .nth(2)
    .getByRole('button', { name: /^Cancelar esta fecha/ })
    .click()
  await expect(page.getByRole('status')).toHaveText('Cancelado.')
  await expect(upcoming.nth(2)).toContainText('Cancelado')

  // The guardian answers "maybe" with a reason for the first training.
  await parent.goto('/account/players')
  await hydrated(parent)
  const dates = parent.getByRole('region', { name: 'Entrenamientos y partidos' })
  const first = dates.getByRole('listitem').first()
  await expect(first.getByRole('group')).toContainText(`${child}: Entrenamiento de ${teamName}`)
  await expect(first).toContainText('Aún sin respuesta')
  await first.getByLabel('Quizá').check()
  await first.getByLabel('Motivo (opcional)').fill('Examen de inglés')
  await first.getByRole('button', { name: /^Guardar respuesta/ }).click()
  await expect(parent.getByRole('status')).toHaveText('Respuesta guardada.')
  await expect(first).toContainText('Respuesta actual: Quizá')
  await expect(first.getByLabel('Quizá')).toBeChecked()
  await expect(first.getByLabel('Motivo (opcional)')).toHaveValue('Examen de inglés')
  // The cancelled date takes no answer.
  await expect(dates.getByRole('listitem').nth(2)).toContainText('Cancelado')
  await expect(dates.getByRole('listitem').nth(2).getByRole('button')).toHaveCount(0)

  // The coach sees the answer and its reason, then marks the child late at the pitch.
  await page.reload()
  await expect(upcoming.first()).toContainText('Disponibles: 0 · Quizá: 1 · No disponibles: 0')
  await upcoming
    .first()
    .getByRole('link', { name: /^Respuestas y asistencia/ })
    .click()
  const card = page.getByRole('listitem').filter({ hasText: child })
  await expect(card).toContainText('Respuesta: Quizá · Examen de inglés')
  await hydrated(page)
  await card.getByRole('button', { name: `Tarde ${child}` }).click()
  await expect(page.getByRole('status')).toHaveText('Asistencia guardada.')
  await expect(card.getByRole('button', { name: `Tarde ${child}` })).toHaveAttribute('aria-pressed', 'true')
  await expect(card.getByRole('button', { name: `Presente ${child}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  )

  // The month's table and chart.
  await page.goto(`${teamUrl}/attendance`)
  const month = new Intl.DateTimeFormat('es', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day(3).slice(0, 7)}-01T00:00:00Z`),
  )
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: month })).toBeVisible()
  await expect(table.getByRole('row', { name: new RegExp(child) })).toContainText('1 de 1')
  await expect(page.getByRole('img', { name: /Asistencia del equipo por mes/ })).toHaveAccessibleName(
    new RegExp(`${month}, 100\\s%`),
  )

  // The team's calendar feed: made on the team page, read with its secret only.
  await page.goto(teamUrl)
  await page.getByRole('button', { name: 'Crear el enlace' }).click()
  await expect(page.getByRole('status')).toHaveText('Enlace del calendario renovado.')
  const feed = new URL(await page.getByLabel('Enlace del calendario').inputValue())
  const ics = await page.request.get(feed.pathname + feed.search)
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  const body = await ics.text()
  expect(body).toContain(`SUMMARY:Entrenamiento · ${teamName}`)
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(3)
  expect(body.match(/STATUS:CANCELLED/g)).toHaveLength(1)
  expect((await page.request.get(`${feed.pathname}?token=otro`)).status()).toBe(404)
  await parent.context().close()
})
