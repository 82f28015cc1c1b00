import { randomBytes } from 'node:crypto'
import { createAccount, expect, readMail, signIn, signInThroughForm, test } from './auth-fixtures.ts'
import { addSectionWithLesson, createCourse, setSalePrice } from './course-fixtures.ts'
import { hydrated } from './hydrated.ts'

/** The stand-in's own address (playwright.config.ts) and what it lists of the events it sent. */
const STAND_IN = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`
interface Delivery {
  id: string
  type: string
  status: number
  event: { data: { object: { metadata?: Record<string, string> } } }
}

/**
 * A purchase as people make it, against the Stripe stand-in (playwright.config.ts starts it and
 * gives the server STRIPE_API_URL): the coach prices a course, a visitor presses "Comprar", signs in
 * and comes back, pays on the stand-in's checkout page, waits for the signed webhook and lands in
 * the first lesson; the receipt and the order list follow.
 */
test('a learner buys a course, waits for the confirmation and opens its first lesson', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const admin = createAccount('admin')
  const learner = createAccount('user')
  await signIn(page, admin)
  const title = `Curso de presión ${randomBytes(3).toString('hex')}`
  const { slug } = await createCourse(page, title)
  await setSalePrice(page, '45,50')
  await expect(page.getByLabel('Precio de venta (IVA incluido)')).toHaveValue('45.50')
  await addSectionWithLesson(page, 'Primeros pasos', 'Presión tras pérdida')

  const context = await browser.newContext({ locale: 'es-ES' })
  const buyer = await context.newPage()
  await buyer.goto(`/cursos/${slug}`)
  await expect(buyer.getByText('45,50 € · IVA incluido')).toBeVisible()
  await buyer.getByRole('link', { name: 'Comprar' }).click()
  await expect(buyer).toHaveURL(/\/signin\?redirectTo=/)
  await signInThroughForm(buyer, learner)
  await expect(buyer).toHaveURL(new RegExp(`/cursos/${slug}$`))
  await hydrated(buyer)
  await buyer.getByRole('button', { name: 'Comprar' }).click()

  // The stand-in's hosted checkout: the amount Stripe was asked for, then "Pay".
  await expect(buyer.getByRole('heading', { name: 'Checkout (stand-in)' })).toBeVisible()
  await expect(buyer.getByTestId('amount')).toHaveText('45.50 EUR')
  await buyer.getByRole('button', { name: 'Pay' }).click()

  // Back on the site, the page waits for the webhook, then opens the course's first lesson.
  await expect(buyer).toHaveURL(new RegExp(`/cursos/${slug}/presion-tras-perdida$`), { timeout: 20_000 })
  await expect(buyer.getByRole('heading', { name: 'Presión tras pérdida', level: 1 })).toBeVisible()

  const receipt = await readMail(learner.email, /^Recibo de tu pedido MC-\d{4}-\d{6}$/)
  const number = /MC-\d{4}-\d{6}/.exec(receipt.subject)?.[0] ?? ''
  expect(receipt.text).toContain(`Gracias por tu compra de «${title}»`)
  expect(receipt.text).toContain('45,50')

  await buyer.goto('/account-settings')
  const orders = buyer.getByRole('region', { name: 'Mis pedidos' })
  const row = orders.getByRole('row').filter({ hasText: number })
  await expect(row).toContainText(title)
  await expect(row).toContainText('Pagado')

  // Stripe sends the same event again (a retry, a replay): answered 200, nothing changes.
  const deliveries = (await (await fetch(`${STAND_IN}/_stand-in/deliveries`)).json()) as Delivery[]
  const completion = deliveries.find(
    (delivery) =>
      delivery.type === 'checkout.session.completed' &&
      delivery.event.data.object.metadata?.orderNumber === number,
  )
  expect(completion?.status).toBe(200)
  const replay = await fetch(`${STAND_IN}/_stand-in/events/${completion?.id}/deliver`, { method: 'POST' })
  expect(await replay.json()).toEqual({ status: 200 })
  await buyer.reload()
  await expect(orders.getByRole('row').filter({ hasText: title })).toHaveCount(1)
  await context.close()
})

test('a discount code becomes a single-use Stripe coupon: Checkout asks the discounted amount and the order shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const admin = createAccount('admin')
  const learner = createAccount('user')
  await signIn(page, admin)
  const title = `Curso con descuento ${randomBytes(3).toString('hex')}`
  const { id, slug } = await createCourse(page, title)
  await setSalePrice(page, '45,50')
  await addSectionWithLesson(page, 'Primeros pasos', 'Salida limpia')

  // The coach makes a 20 % code on the course's access screen.
  await page.goto(`/admin/courses/${id}/access`)
  await hydrated(page)
  await page.getByLabel('Descuento (%)').fill('20')
  await page.getByRole('button', { name: 'Crear códigos' }).click()
  const code = (await page.getByTestId('new-code').textContent()) ?? ''
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/)

  // The learner types it on the buy form: Stripe is asked for 45,50 € less 20 %.
  const context = await browser.newContext({ locale: 'es-ES' })
  const buyer = await context.newPage()
  await signIn(buyer, learner)
  await buyer.goto(`/cursos/${slug}`)
  await hydrated(buyer)
  await buyer.getByLabel('Código de descuento o de acceso (opcional)').fill(code)
  await buyer.getByRole('button', { name: 'Comprar' }).click()
  await expect(buyer.getByRole('heading', { name: 'Checkout (stand-in)' })).toBeVisible()
  await expect(buyer.getByTestId('amount')).toHaveText('36.40 EUR')
  await buyer.getByRole('button', { name: 'Pay' }).click()
  await expect(buyer).toHaveURL(new RegExp(`/cursos/${slug}/salida-limpia$`), { timeout: 20_000 })

  // The completed session carried the coupon; the order keeps the amount paid and the discount.
  const deliveries = (await (await fetch(`${STAND_IN}/_stand-in/deliveries`)).json()) as Delivery[]
  const completion = deliveries.find(
    (delivery) =>
      delivery.type === 'checkout.session.completed' &&
      (delivery.event.data.object as { line_items_names?: string[] }).line_items_names?.includes(title),
  )
  expect(completion?.event.data.object).toMatchObject({
    amount_total: 3640,
    total_details: { amount_discount: 910 },
    discounts: [{ coupon: expect.stringMatching(/^coupon_/) }],
  })
  await buyer.goto('/account-settings')
  const row = buyer.getByRole('region', { name: 'Mis pedidos' }).getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('36,40 €')
  await expect(row).toContainText('Pagado')
  await page.goto('/admin/orders')
  await page.getByLabel('Correo del alumno o número de pedido').fill(learner.email)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('36,40 €')
  await context.close()
})

test('out of order: a completion that arrives after the refund from Stripe’s dashboard opens nothing again', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const admin = createAccount('admin')
  const learner = createAccount('user')
  await signIn(page, admin)
  const title = `Curso reembolsado ${randomBytes(3).toString('hex')}`
  const { slug } = await createCourse(page, title)
  await setSalePrice(page, '30')
  await addSectionWithLesson(page, 'Primeros pasos', 'Basculación')
  const lesson = `/cursos/${slug}/basculacion`

  const context = await browser.newContext({ locale: 'es-ES' })
  const buyer = await context.newPage()
  await signIn(buyer, learner)
  await buyer.goto(`/cursos/${slug}`)
  await hydrated(buyer)
  await buyer.getByRole('button', { name: 'Comprar' }).click()
  await buyer.getByRole('button', { name: 'Pay' }).click()
  await expect(buyer).toHaveURL(new RegExp(`${lesson}$`), { timeout: 20_000 })

  // The coach refunds in Stripe's dashboard: charge.refunded takes the course away.
  const deliveries = (await (await fetch(`${STAND_IN}/_stand-in/deliveries`)).json()) as Delivery[]
  const completion = deliveries.find(
    (delivery) =>
      delivery.type === 'checkout.session.completed' &&
      (delivery.event.data.object as { line_items_names?: string[] }).line_items_names?.includes(title),
  )
  const intent = (completion?.event.data.object as { payment_intent?: string } | undefined)?.payment_intent
  const refund = await fetch(`${STAND_IN}/_stand-in/payments/${intent}/refund`, { method: 'POST' })
  expect(await refund.json()).toEqual({ status: 200 })
  await buyer.goto(lesson)
  await expect(buyer.getByTestId('lesson-wall')).toBeVisible()

  // A completion created before the refund reaches the site only now (an id it never took).
  const late = await fetch(`${STAND_IN}/_stand-in/events/${completion?.id}/deliver-late`, { method: 'POST' })
  expect(await late.json()).toMatchObject({ status: 200 })
  await buyer.goto(lesson)
  await expect(buyer.getByTestId('lesson-wall')).toBeVisible()
  await expect(buyer.getByTestId('lesson-body')).toHaveCount(0)
  await buyer.goto('/account-settings')
  const row = buyer.getByRole('region', { name: 'Mis pedidos' }).getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('Reembolsado')
  await context.close()
})

test('the webhook refuses an unsigned or forged event with 400', async ({ request }) => {
  const body = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed' })
  const unsigned = await request.post('/api/stripe/webhook', {
    headers: { 'Content-Type': 'application/json' },
    data: body,
  })
  expect(unsigned.status()).toBe(400)
  const forged = await request.post('/api/stripe/webhook', {
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': `t=${Math.floor(Date.now() / 1000)},v1=00ff`,
    },
    data: body,
  })
  expect(forged.status()).toBe(400)
  expect(await forged.json()).toEqual({ error: 'invalid_signature' })
})

test('the catalogue and the demo course offer the demo prices, tax included, with "Comprar"', async ({
  page,
  baseURL,
}) => {
  await page.goto('/cursos')
  const card = page.getByRole('listitem').filter({ hasText: 'Rondos y juego de posición para alevines' })
  await expect(card.getByText('45,00 € · IVA incluido')).toBeVisible()
  await card.getByRole('link', { name: 'Rondos y juego de posición para alevines' }).click()
  await expect(page.getByText('45,00 € · IVA incluido')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Comprar' })).toBeVisible()

  // The same price from priceCents in the reader's language: English and German.
  for (const [language, price] of [
    ['en', '€45.00 · tax included'],
    ['de', '45,00 € · inkl. MwSt.'],
  ] as const) {
    await page.context().addCookies([{ name: 'i18next', value: language, url: baseURL ?? '' }])
    await page.goto('/cursos')
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: 'Rondos y juego de posición para alevines' })
        .getByText(price),
    ).toBeVisible()
  }
})
