import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { sessionOf } from './session-fixtures.ts'

/**
 * Issue 34: a saved session at the pitch. Each block in turn with its countdown, pause, +1 minute
 * and skip; the clock keeps going across a reload (a locked phone); the screen reader hears each
 * new block; another account's session is a 404.
 */

test('the session timer counts each block down, rings on, keeps going across a reload, and is the owner’s alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await page.clock.install()
  const owner = createAccount('user')
  await signIn(page, owner)
  const id = sessionOf(owner.email)
  await page.goto(`/account/sessions/${id}`)
  await page.getByRole('link', { name: 'Empezar sesión' }).click()
  await expect(page).toHaveURL(`/account/sessions/${id}/timer`)
  await hydrated(page)

  const clock = page.getByRole('timer', { name: 'Tiempo restante del bloque' })
  await expect(page.locator('#timer-block')).toHaveText('Rondo de activación')
  await expect(page.getByText('Bloque 1 de 2')).toBeVisible()
  await expect(page.getByText('Después: Partido final (3 min)')).toBeVisible()
  await expect(page.locator('main svg[role=img]').first()).toBeVisible() // the drill's diagram
  await expect(clock).toHaveText('2:00')

  await page.getByRole('button', { name: 'Empezar' }).click()
  await page.clock.runFor(30_000)
  await expect(clock).toHaveText('1:30')
  await page.getByRole('button', { name: 'Pausa' }).click()
  await page.clock.runFor(60_000)
  await expect(clock).toHaveText('1:30')
  await page.getByRole('button', { name: '+1 minuto' }).click()
  await expect(clock).toHaveText('2:30')
  await page.getByRole('button', { name: 'Seguir' }).click()

  // The block runs out: the next one starts, and a screen reader is told.
  await page.clock.runFor(150_000)
  await expect(page.locator('#timer-block')).toHaveText('Partido final')
  await expect(page.getByText('Empieza Partido final: 3 minutos')).toBeAttached()
  await expect(page.getByText('Último bloque')).toBeVisible()
  await page.clock.runFor(60_000)
  await expect(clock).toHaveText('2:00')

  // A reload (or a phone locked for a while) finds the clock where time has taken it.
  await page.reload()
  await hydrated(page)
  await page.clock.runFor(1_000)
  await expect(page.locator('#timer-block')).toHaveText('Partido final')
  await expect(clock).toHaveText(/^1:5\d$/)
  await page.getByRole('button', { name: 'Siguiente bloque' }).click()
  await expect(page.getByText('Sesión terminada. ¡Buen trabajo!').first()).toBeVisible()
  await page.getByRole('button', { name: 'Volver a empezar' }).click()
  await expect(clock).toHaveText('2:00')

  // High contrast, kept for the next visit.
  await page.getByLabel('Alto contraste').check()
  await page.reload()
  await expect(page.getByLabel('Alto contraste')).toBeChecked()
  await expect(page.locator('main')).toHaveClass(/bg-black/)

  // Someone else's session: the same 404 as a missing one.
  const other = await browser.newContext()
  const stranger = await other.newPage()
  await signIn(stranger, createAccount('user'))
  const answer = await stranger.goto(`/account/sessions/${id}/timer`)
  expect(answer?.status()).toBe(404)
  await other.close()
})
