import { createAccount, expect, readMail, signIn, test } from './auth-fixtures.ts'
import { insertEvent } from './event-fixtures.ts'
import { hydrated } from './hydrated.ts'

/** Issue 29, the missing screens: a guardian's players, and the coach cancelling a whole event. */

test('a guardian corrects a player, then removes them, which cancels their registration after asking', async ({
  page,
}) => {
  const guardian = createAccount('user')
  const event = insertEvent({ capacity: 5 })
  await signIn(page, guardian)
  await page.goto(`/eventos/${event.slug}/inscripcion`)
  await hydrated(page)
  await page.getByRole('radio', { name: 'Un jugador nuevo (un menor a mi cargo)' }).check()
  await page.getByLabel('Nombre completo del jugador').fill('Nico Perz')
  await page.getByLabel('Año de nacimiento del jugador').fill('2015')
  await page.getByRole('checkbox', { name: /Soy el padre, la madre o el tutor legal/ }).check()
  await page.getByRole('button', { name: 'Inscribirse' }).click()
  await expect(page).toHaveURL('/account/events?done=confirmed')

  await page.getByRole('link', { name: 'Gestionar mis jugadores' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mis jugadores' })).toBeVisible()
  await page.getByRole('link', { name: 'Editar a Nico Perz' }).click()
  await hydrated(page)
  const name = page.getByLabel('Nombre completo del jugador')
  await name.fill('')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Este campo es obligatorio.')).toBeVisible()
  await name.fill('Nico Pérez')
  await page.getByLabel('Año de nacimiento del jugador').fill('2014')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Jugador actualizado.')).toBeVisible()
  await expect(page.getByText('Nico Pérez (nacido en 2014)')).toBeVisible()

  await page.getByRole('link', { name: 'Eliminar a Nico Pérez' }).click()
  const ask = page.getByRole('region', { name: '¿Eliminar a Nico Pérez?' })
  await expect(ask.getByText(event.title)).toBeVisible()
  await ask.getByRole('button', { name: 'Sí, eliminar a Nico Pérez' }).click()
  await expect(page.getByText('Jugador eliminado y sus datos borrados.')).toBeVisible()
  await expect(page.getByText('Nico Pérez (nacido en 2014)')).toHaveCount(0)
  await page.goto('/account/events')
  await expect(page.getByText('Nico Pérez')).toHaveCount(0)
  await page.goto(`/eventos/${event.slug}`)
  await expect(page.getByText('Plazas libres: 5 de 5')).toBeVisible()
})

test('the coach cancels an event: the registered person gets the mail, the page and the list say "Cancelado"', async ({
  page,
  browser,
  request,
}) => {
  const event = insertEvent({ capacity: 3 })
  const family = createAccount('user')
  const guardianPage = await (await browser.newContext()).newPage()
  await signIn(guardianPage, family)
  await guardianPage.goto(`/eventos/${event.slug}/inscripcion`)
  await hydrated(guardianPage)
  await guardianPage.getByRole('radio', { name: /^Yo/ }).check()
  await guardianPage.getByRole('button', { name: 'Inscribirse' }).click()
  await expect(guardianPage).toHaveURL('/account/events?done=confirmed')

  await signIn(page, createAccount('admin'))
  await page.goto(`/admin/events/${event.id}`)
  await hydrated(page)
  const section = page.getByRole('region', { name: 'Cancelar el evento' })
  await section.getByLabel('Mensaje para los inscritos (opcional)').fill('El campo está inundado.')
  await section.getByRole('button', { name: 'Cancelar el evento' }).click()
  await expect(section.getByText('Marca la casilla para confirmar la cancelación.')).toBeVisible()
  await section.getByRole('checkbox', { name: /Confirmo que quiero cancelar el evento/ }).check()
  await section.getByRole('button', { name: 'Cancelar el evento' }).click()
  await expect(page.getByText(/^Cancelado el /)).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('region', { name: 'Cancelar el evento' })).toHaveCount(0)

  const mail = await readMail(family.email, /Evento cancelado/)
  expect(mail.text).toContain('se ha cancelado')
  expect(mail.text).toContain('El campo está inundado.')

  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`/eventos/${event.slug}`)
  await expect(visitor.getByText('Este evento se ha cancelado: no admite inscripciones.')).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Inscribirse' })).toHaveCount(0)
  await visitor.goto('/eventos')
  await expect(
    visitor.getByRole('listitem').filter({ hasText: event.title }).getByText('Cancelado'),
  ).toBeVisible()
  const ics = await (await request.get(`/eventos/${event.slug}/evento.ics`)).text()
  expect(ics).toContain('STATUS:CANCELLED')
  await guardianPage.goto('/account/events')
  await expect(guardianPage.getByText(/: Cancelada$/)).toBeVisible()
})
