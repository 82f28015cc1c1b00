import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { createAccount, expect, readMail, signIn, signedInPage, test } from './auth-fixtures.ts'
import { createKind, insertEvent, registerChildConsentFirst, registerSelf } from './event-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 29's paid path in Chromium (docs/decisions/042-paid-events-and-sessions.md), against the
 * Stripe stand-in (playwright.config.ts): a place or a session is held while its person pays on the
 * stand-in's Checkout page, confirmed only by the signed webhook, let go when the session expires
 * unpaid; a cancelled paid place is refunded and passed to the first on the waiting list.
 */

/** The stand-in's own address: its API, its hosted Checkout and its test-only routes. */
const STAND_IN = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? ''}`
/** Where the coach's notices go (the site's address: the e2e server sets no SITE_EMAIL). */
const COACH_MAIL = 'contacto@metodologiascreativas.es'

const tag = () => randomBytes(3).toString('hex')

/** The page reached the stand-in's Checkout asking `amount`: the session's id. */
async function onCheckout(page: Page, amount: string) {
  await expect(page.getByRole('heading', { name: 'Checkout (stand-in)' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('amount')).toHaveText(amount)
  return new URL(page.url()).pathname.split('/').pop() ?? ''
}

/** Where the Checkout session sends its buyer back: the site's return page of the order. */
async function successUrl(session: string) {
  const found = (await (await fetch(`${STAND_IN}/v1/checkout/sessions/${session}`)).json()) as {
    success_url: string
  }
  return found.success_url
}

/** Presses "Pay" on the stand-in's Checkout; it sends the signed completion, then the success URL. */
async function pay(page: Page, landsOn: string) {
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(landsOn, { timeout: 30_000 })
}

test('a guardian pays for a child’s place: Checkout, the webhook, the mail with the .ics, the account and the coach’s list', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const guardian = createAccount('user')
  const child = `Pablo Ruiz ${tag()}`
  const event = insertEvent({ capacity: 2, title: 'Campus de Navidad', priceCents: 4500 })
  const family = await signedInPage(browser, guardian)
  await family.goto(`/eventos/${event.slug}`)
  await expect(family.getByText('45,00 €')).toBeVisible()
  await expect(family.getByText('Plazas libres: 2 de 2')).toBeVisible()
  await family.getByRole('link', { name: 'Inscribirse' }).click()
  await registerChildConsentFirst(family, child)
  const session = await onCheckout(family, '45.00 EUR')

  // While the guardian pays, the place is held: counted as taken, pending, not yet confirmed.
  const meanwhile = await family.context().newPage()
  await meanwhile.goto(`/eventos/${event.slug}`)
  await expect(meanwhile.getByText('Plazas libres: 1 de 2')).toBeVisible()
  await meanwhile.goto('/account/events')
  await expect(meanwhile.getByText(`${child}: Pendiente de pago`)).toBeVisible()
  // "Pagar" goes back to the same open Checkout (someone who left it by its back link).
  await hydrated(meanwhile)
  await meanwhile.getByRole('button', { name: `Pagar la plaza de ${child} en ${event.title}` }).click()
  expect(await onCheckout(meanwhile, '45.00 EUR')).toBe(session)
  // The return page, open before the payment (Stripe's redirect may beat its event): it waits.
  await meanwhile.goto(await successUrl(session))
  await expect(meanwhile.getByRole('status')).toHaveText(/^Esperando la confirmación del pago/)
  await hydrated(meanwhile)

  // Paid: the waiting return page sees the signed webhook's confirmation and opens the registrations.
  await pay(family, '/account/events?done=paid')
  await expect(meanwhile).toHaveURL('/account/events?done=paid', { timeout: 30_000 })
  await meanwhile.close()
  await expect(family.getByRole('status')).toHaveText(
    'Pago recibido: la plaza está confirmada. Te hemos enviado el recibo y el calendario.',
  )
  await expect(family.getByText(`${child}: Confirmada`)).toBeVisible()
  const mail = await readMail(guardian.email, new RegExp(`^Inscripción confirmada: ${event.title}$`))
  expect(mail.text).toContain(`${child} está inscrito en ${event.title}`)
  expect(mail.attachments.map((file) => file.filename)).toContain(`${event.slug}.ics`)
  const receipt = await readMail(guardian.email, /^Recibo de tu pedido MC-\d{4}-\d{6}$/)
  expect(receipt.text).toContain('45,00')

  // The coach's list of the event's registrations.
  await signIn(page, createAccount('admin'))
  await page.goto(`/admin/events/${event.id}/registrations`)
  await expect(page.getByText('1 de 2 plazas ocupadas')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: child })
  await expect(row).toContainText(guardian.email)
  await expect(row).toContainText('Confirmada')
  await family.context().close()
})

test('a paid place cancelled before the deadline is refunded at Stripe and offered to the first on the waiting list', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const event = insertEvent({ capacity: 1, title: 'Tecnificación de porteros', priceCents: 3000 })
  const [payer, next] = [createAccount('user'), createAccount('user')]
  const payerPage = await signedInPage(browser, payer)
  await registerSelf(payerPage, event.slug)
  await payerPage.getByRole('button', { name: 'Inscribirse' }).click()
  await onCheckout(payerPage, '30.00 EUR')
  await pay(payerPage, '/account/events?done=paid')
  const receipt = await readMail(payer.email, /^Recibo de tu pedido MC-\d{4}-\d{6}$/)
  const number = /MC-\d{4}-\d{6}/.exec(receipt.subject)?.[0] ?? ''

  // The event is full: the next person waits, without paying anything.
  const nextPage = await signedInPage(browser, next)
  await nextPage.goto(`/eventos/${event.slug}`)
  await expect(nextPage.getByText('Completo: lista de espera abierta')).toBeVisible()
  await registerSelf(nextPage, event.slug)
  await nextPage.getByRole('button', { name: 'Apuntarse a la lista de espera' }).click()
  await expect(nextPage).toHaveURL('/account/events?done=waiting')

  // The payer cancels: the money goes back first, then the place passes on.
  await payerPage
    .getByRole('button', { name: new RegExp(`^Cancelar la inscripción de .* en ${event.title}$`) })
    .click()
  await expect(payerPage.getByText('Inscripción cancelada.')).toBeVisible()
  await expect(payerPage.getByText(/: Cancelada$/)).toBeVisible()
  const refund = await readMail(payer.email, new RegExp(`^Reembolso de tu pedido ${number}$`))
  expect(refund.text).toMatch(/30,00\s€/)
  const offer = await readMail(next.email, new RegExp(`^Hay una plaza libre: ${event.title}$`))

  await signIn(page, createAccount('admin'))
  await page.goto('/admin/orders')
  await hydrated(page)
  await page.getByLabel('Correo del alumno o número de pedido').fill(number)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  const row = page.getByRole('row').filter({ hasText: number })
  await expect(row).toContainText(event.title)
  await expect(row).toContainText('Reembolsado')

  // The offered place of a paid event is paid for too: taking it leads to Checkout.
  const link = /http:\/\/[^\s]+\/plaza\/[\w-]+/.exec(offer.text)?.[0] ?? ''
  expect(link).not.toBe('')
  await nextPage.goto(new URL(link).pathname)
  await hydrated(nextPage)
  await nextPage.getByRole('button', { name: 'Aceptar la plaza' }).click()
  await onCheckout(nextPage, '30.00 EUR')
  await pay(nextPage, '/account/events?done=paid')
  await expect(nextPage.getByText(/: Confirmada$/)).toBeVisible()
  await payerPage.context().close()
  await nextPage.context().close()
})

test('a paid one-to-one session is held while paying and confirmed only by the webhook; both get the mails', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const person = createAccount('user', { name: `Lucía ${tag()}` })
  const kind = `Sesión de porteros ${tag()}`
  const slug = createKind(kind, { priceCents: 3500 })
  const page = await signedInPage(browser, person)
  await page.goto(`/reservas/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: kind })).toBeVisible()
  await hydrated(page)
  await page
    .getByRole('button', { name: /^Reservar el / })
    .first()
    .click()
  await onCheckout(page, '35.00 EUR')

  // Held while paying: listed, but neither confirmed nor in anyone's calendar yet.
  const meanwhile = await page.context().newPage()
  await meanwhile.goto('/account/bookings')
  await expect(
    meanwhile.getByText('Reservada mientras pagas: se confirma en cuanto llegue el pago.'),
  ).toBeVisible()
  await expect(meanwhile.getByRole('link', { name: 'Añadir al calendario (.ics)' })).toHaveCount(0)
  await meanwhile.close()

  await pay(page, '/account/bookings?pagada=1')
  await expect(page.getByRole('status')).toHaveText(
    'Pago recibido: la sesión está confirmada. Te hemos enviado el recibo y el calendario.',
  )
  await expect(page.getByRole('link', { name: 'Añadir al calendario (.ics)' })).toBeVisible()
  await expect(page.getByText('Reservada mientras pagas', { exact: false })).toHaveCount(0)
  const booked = await readMail(person.email, new RegExp(`^Reserva confirmada: ${kind}, `))
  expect(booked.attachments.map((file) => file.filename)).toContain('sesion.ics')
  const coach = await readMail(COACH_MAIL, new RegExp(`^Nueva reserva: ${person.name}, `))
  expect(coach.text).toContain(person.email)
  expect(coach.attachments.map((file) => file.filename)).toContain('sesion.ics')
  await readMail(person.email, /^Recibo de tu pedido MC-\d{4}-\d{6}$/)
  await page.context().close()
})

test('the return address alone confirms nothing, and a Checkout session that expires unpaid gives the place back', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const event = insertEvent({ capacity: 2, title: 'Clínic de finalización', priceCents: 2000 })
  const page = await signedInPage(browser, createAccount('user'))
  await registerSelf(page, event.slug)
  await page.getByRole('button', { name: 'Inscribirse' }).click()
  const session = await onCheckout(page, '20.00 EUR')

  // Back from Checkout by its link, then registered again: the same session, the same one place.
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page.getByText('Plazas libres: 1 de 2')).toBeVisible()
  await registerSelf(page, event.slug)
  await page.getByRole('button', { name: 'Inscribirse' }).click()
  expect(await onCheckout(page, '20.00 EUR')).toBe(session)

  // The success URL opened without paying (typed, or a back button): the page keeps waiting.
  const returnPage = await successUrl(session)
  await page.goto(returnPage)
  const status = page.getByRole('status')
  await expect(status).toHaveText(/^Esperando la confirmación del pago/)
  await hydrated(page)
  // It asks its loader again every two seconds: after two more answers it is still not paid.
  for (let answers = 0; answers < 2; answers++)
    await page.waitForResponse((response) => response.url().includes('/account/payments/'), {
      timeout: 30_000,
    })
  await expect(status).toHaveText(/^Esperando la confirmación del pago/)
  await page.goto('/account/events')
  await expect(page.getByText(/: Pendiente de pago$/)).toBeVisible()
  await page.goto(`/eventos/${event.slug}`)
  await expect(page.getByText('Plazas libres: 1 de 2')).toBeVisible()

  // Stripe ends the session unpaid (checkout.session.expired): the held place is free again.
  const expired = await fetch(`${STAND_IN}/_stand-in/sessions/${session}/expire`, { method: 'POST' })
  expect(await expired.json()).toEqual({ status: 200 })
  await page.reload()
  await expect(page.getByText('Plazas libres: 2 de 2')).toBeVisible()
  await page.goto(returnPage)
  await expect(page.getByRole('alert')).toHaveText(
    'El pago no llegó a tiempo y la reserva se ha liberado sin cobro. Puedes volver a intentarlo.',
  )
  await page.goto('/account/events')
  await expect(page.getByText(/: Caducada$/)).toBeVisible()
  await page.context().close()
})

test('a paid session whose Checkout expires unpaid frees its time for others', async ({ browser }) => {
  test.setTimeout(120_000)
  const kind = `Sesión sin pagar ${tag()}`
  const slug = createKind(kind, { priceCents: 2500 })
  const page = await signedInPage(browser, createAccount('user'))
  await page.goto(`/reservas/${slug}`)
  await hydrated(page)
  // The week's last slot but one: the other booking specs take the first ones and the last.
  const slots = page.getByRole('button', { name: /^Reservar el / })
  const label = (await slots.nth((await slots.count()) - 2).getAttribute('aria-label')) ?? ''
  const slot = page.getByRole('button', { name: label, exact: true })
  await slot.click()
  const session = await onCheckout(page, '25.00 EUR')

  // Held while its Checkout is open: nobody else is offered that time.
  const other = await signedInPage(browser, createAccount('user'))
  await other.goto(`/reservas/${slug}`)
  await expect(other.getByRole('button', { name: /^Reservar el / }).first()).toBeVisible()
  await expect(other.getByRole('button', { name: label, exact: true })).toHaveCount(0)

  const expired = await fetch(`${STAND_IN}/_stand-in/sessions/${session}/expire`, { method: 'POST' })
  expect(await expired.json()).toEqual({ status: 200 })
  await other.reload()
  await expect(other.getByRole('button', { name: label, exact: true })).toBeVisible()
  await page.goto(await successUrl(session))
  await expect(page.getByRole('alert')).toHaveText(
    'El pago no llegó a tiempo y la reserva se ha liberado sin cobro. Puedes volver a intentarlo.',
  )
  await page.goto('/account/bookings')
  const lapsed = page.getByRole('listitem').filter({ hasText: kind })
  await expect(lapsed).toContainText('Sin pagar: el pago caducó y la hora quedó libre')
  await expect(lapsed.getByRole('link', { name: 'Añadir al calendario (.ics)' })).toHaveCount(0)
  await page.context().close()
  await other.context().close()
})
