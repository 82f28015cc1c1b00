import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import ICAL from 'ical.js'
import type { Page } from '@playwright/test'
import {
  createAccount,
  expect,
  readMail,
  signIn,
  signedInPage,
  signInThroughForm,
  test,
} from './auth-fixtures.ts'
import { createKind } from './event-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * One-to-one sessions as people use them (docs/decisions/040-one-to-one-bookings.md): a visitor
 * picks a slot, signs in, books, gets the .ics by mail, moves and cancels it; two people take the
 * same slot at the same moment; the coach reads and cancels from his week on a phone.
 */

const database = () => new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))

type IcsFile = { filename: string; content: Buffer }

function eventIn(attachments: IcsFile[]) {
  const file = attachments.find((a) => a.filename === 'sesion.ics')
  if (!file) throw new Error('the mail has no sesion.ics')
  const vevent = new ICAL.Component(ICAL.parse(file.content.toString('utf8'))).getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('the .ics has no event')
  return {
    uid: String(vevent.getFirstPropertyValue('uid')),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: String(vevent.getFirstPropertyValue('status')),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
  }
}

const slotButtons = (page: Page) => page.getByRole('button', { name: /^(Reservar|Cambiar al) / })

test('a person books a slot, gets the .ics by mail, moves it and cancels it', async ({ page }) => {
  test.setTimeout(120_000)
  const person = createAccount('user')
  const name = `Técnica individual ${randomBytes(2).toString('hex')}`
  const slug = createKind(name)

  await page.goto('/reservas')
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible()
  await page.getByRole('link', { name: `Ver horas libres de ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Horas de Europe/Madrid')).toBeVisible()
  await hydrated(page)
  await slotButtons(page).first().click()
  await expect(page).toHaveURL(`/signin?redirectTo=${encodeURIComponent(`/reservas/${slug}`)}`)
  await signInThroughForm(page, person)
  await expect(page).toHaveURL(`/reservas/${slug}`)

  await hydrated(page)
  const chosen = (await slotButtons(page).first().getAttribute('aria-label')) ?? ''
  await slotButtons(page).first().click()
  await expect(page).toHaveURL(/\/account\/bookings\?reservada=\d+$/)
  await expect(page.getByRole('status')).toHaveText(/Reserva hecha/)
  await expect(page.getByText(name)).toBeVisible()

  const booked = await readMail(person.email, /^Reserva confirmada: /)
  const first = eventIn(booked.attachments)
  expect(first).toMatchObject({ sequence: 0, status: 'CONFIRMED' })
  expect(chosen).toContain(
    new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(first.start)),
  )
  const file = await page.request.get(
    (await page.getByRole('link', { name: 'Añadir al calendario (.ics)' }).getAttribute('href')) ?? '',
  )
  expect(file.headers()['content-type']).toContain('text/calendar')
  expect(eventIn([{ filename: 'sesion.ics', content: await file.body() }]).uid).toBe(first.uid)

  await page.getByRole('link', { name: 'Cambiar la hora' }).click()
  await expect(page.getByText(/Estás cambiando tu reserva/)).toBeVisible()
  await hydrated(page)
  await slotButtons(page).nth(1).click()
  await expect(page).toHaveURL(/\/account\/bookings\?cambiada=\d+$/)
  const moved = eventIn((await readMail(person.email, /^Reserva cambiada: /)).attachments)
  expect(moved.uid).toBe(first.uid)
  expect(moved.sequence).toBe(1)
  expect(moved.start).not.toBe(first.start)

  await page.getByRole('button', { name: /^Cancelar la sesión del / }).click()
  await expect(page.getByRole('status')).toHaveText(/Reserva cancelada/)
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Cancelar la sesión del / })).toHaveCount(0)
  const cancelled = eventIn((await readMail(person.email, /^Reserva cancelada: /)).attachments)
  expect(cancelled).toMatchObject({ uid: first.uid, sequence: 2, status: 'CANCELLED' })
})

test('the same slot chosen in two browsers at the same moment: one booking, one clear refusal', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const slug = createKind(`Duelo ${randomBytes(2).toString('hex')}`)
  const [ana, ben] = [createAccount('user'), createAccount('user')]
  const pages = [await signedInPage(browser, ana), await signedInPage(browser, ben)]
  for (const page of pages) {
    await page.goto(`/reservas/${slug}`)
    await hydrated(page)
  }
  // The week's last slot: the coach's other bookings (specs running beside this one take the first
  // slots of the week, whatever their kind) leave it free, so both pages offer it.
  const label = (await slotButtons(pages[0]!).last().getAttribute('aria-label')) ?? ''
  const sameSlot = (page: Page) => page.getByRole('button', { name: label, exact: true })
  for (const page of pages) await expect(sameSlot(page)).toBeVisible()
  await Promise.all(pages.map((page) => sameSlot(page).click()))

  const bookedPages = () => pages.filter((page) => /\/account\/bookings\?reservada=/.test(page.url()))
  await expect.poll(() => bookedPages().length).toBe(1)
  const refused = pages.find((page) => !bookedPages().includes(page))
  if (!refused) throw new Error('both pages booked')
  await expect(refused.getByRole('alert')).toHaveText(
    'Esta hora se acaba de reservar. Elige otra, por favor.',
  )
  await expect(refused).toHaveURL(`/reservas/${slug}`)

  const db = database()
  try {
    const rows = db
      .prepare('select b.status from booking b join booking_kind k on k.id = b.kindId where k.slug = ?')
      .all(slug)
    expect(rows).toEqual([{ status: 'confirmed' }])
  } finally {
    db.close()
  }
})

test("the coach's week on a phone: readable, and a cancel tells the person", async ({ browser }) => {
  test.setTimeout(120_000)
  const coach = createAccount('admin')
  const person = createAccount('user', { name: 'Lucía' })
  const slug = createKind(`Agenda ${randomBytes(2).toString('hex')}`)
  const booking = await signedInPage(browser, person)
  await booking.goto(`/reservas/${slug}`)
  await hydrated(booking)
  await slotButtons(booking).first().click()
  await expect(booking).toHaveURL(/reservada=/)
  const start = eventIn((await readMail(person.email, /^Reserva confirmada: /)).attachments).start

  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await signIn(page, coach)
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(start))
  await page.goto(`/admin/agenda?semana=${day}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible()
  await expect(page.getByText(person.email)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expect(page.getByRole('link', { name: 'Semana siguiente →' })).toBeVisible()

  await page.getByRole('button', { name: new RegExp(`^Cancelar la sesión de ${person.name}`) }).click()
  await expect(page.getByText(person.email)).toHaveCount(0)
  const mail = await readMail(person.email, /^Reserva cancelada: /)
  expect(mail.text).toContain('El entrenador ha cancelado la sesión')
  expect(eventIn(mail.attachments).status).toBe('CANCELLED')
})
