import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { addSectionWithLesson, createCourse } from './course-fixtures.ts'
import { createAccount, dataDir, expect, readMail, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 28, orders and refunds: a learner's course is paid at the Stripe stand-in's checkout (its
 * signed event reaches the webhook), the coach finds the order, refunds it after a confirmation,
 * and the learner loses the course and is told; the revenue chart renders in dark mode.
 */

const standIn = () => `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? ''}`

/** A pending order for the learner's course, paid on the stand-in's checkout page as a buyer would. */
async function payForCourse(email: string, courseId: string, title: string) {
  const number = `MC-2026-9${String(randomBytes(3).readUIntBE(0, 3)).padStart(8, '0')}`
  const session = (await (
    await fetch(`${standIn()}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '4500',
        'line_items[0][price_data][product_data][name]': title,
        'payment_intent_data[metadata][orderNumber]': number,
        success_url: 'http://127.0.0.1/gracias',
      }),
    })
  ).json()) as { id: string }
  const database = new Database(path.join(dataDir(), 'app.db'))
  try {
    database.pragma('busy_timeout = 5000')
    const user = database.prepare('select id from user where email = ?').get(email) as { id: string }
    database
      .prepare(
        `insert into payment_order (number, userId, itemKind, itemId, itemTitle, amountCents, currency, locale, checkoutSessionId, createdAt)
         values (?, ?, 'course', ?, ?, 4500, 'eur', 'es', ?, ?)`,
      )
      .run(number, user.id, Number(courseId), title, session.id, new Date().toISOString())
  } finally {
    database.close()
  }
  const paid = await fetch(`${standIn()}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' })
  expect(paid.status).toBe(303)
  return number
}

test('the coach sees a paid order, refunds it, and the learner loses the course', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const coach = createAccount('admin')
  const learner = createAccount('user', { name: 'Irene' })
  const title = `Salida de balón ${randomBytes(3).toString('hex')}`

  await signIn(page, coach)
  const { id, slug } = await createCourse(page, title)
  await addSectionWithLesson(page, 'Primera parte', 'Primera lección')
  const number = await payForCourse(learner.email, id, title)

  const learnerContext = await browser.newContext()
  const learnerPage = await learnerContext.newPage()
  await signIn(learnerPage, learner)
  expect((await learnerPage.request.get(`/cursos/${slug}/primera-leccion`)).status()).toBe(200)

  await page.goto('/admin/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()
  await hydrated(page)
  await page.getByLabel('Correo del alumno o número de pedido').fill(learner.email)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(page.getByRole('status')).toHaveText('Pedidos encontrados: 1')
  const row = page.getByRole('row').filter({ hasText: number })
  await expect(row).toContainText(title)
  await expect(row).toContainText('45,00 €')
  await expect(row).toContainText('Pagado')

  // A refund asks first; cancelling changes nothing.
  await row.getByRole('button', { name: 'Reembolsar' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`¿Reembolsar el pedido ${number} (45,00 €)?`)
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(row).toContainText('Pagado')
  await row.getByRole('button', { name: 'Reembolsar' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, reembolsar' }).click()
  await expect(page.getByText(`Reembolso del pedido ${number} enviado a Stripe.`)).toBeVisible()
  await expect(row).toContainText('Reembolsado')
  await expect(row.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0)

  // The lesson is walled again: its wall, with the way to buy, instead of the lesson.
  await learnerPage.goto(`/cursos/${slug}/primera-leccion`)
  const wall = learnerPage.getByTestId('lesson-wall')
  await expect(wall.getByRole('heading', { level: 1, name: 'Primera lección' })).toBeVisible()
  await expect(learnerPage.getByRole('button', { name: 'Marcar como hecha' })).toHaveCount(0)
  const mail = await readMail(learner.email, /Reembolso de tu pedido/)
  expect(mail.text).toContain(number)
  expect(mail.text).toMatch(/45,00\s€/)
  await learnerContext.close()
})

test('the revenue chart renders in dark mode and in Arabic, with the theme’s colours', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const coach = createAccount('admin')
  const learner = createAccount('user')
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, coach)
  const { id } = await createCourse(page, `Gráfico ${randomBytes(3).toString('hex')}`)
  await payForCourse(learner.email, id, 'Curso del gráfico')

  await page.goto('/admin/orders')
  await hydrated(page)
  await page.getByRole('button', { name: /^Tema: Claro/ }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  const chart = page.getByRole('img', { name: 'Gráfico de ingresos por mes' })
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible()
  const fill = await chart
    .locator('.recharts-bar-rectangle path')
    .first()
    .evaluate((bar) => getComputedStyle(bar).fill)
  const darkBar = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--chart-bar'),
  )
  expect(darkBar.trim()).not.toBe('')
  expect(fill).not.toBe('rgb(0, 0, 0)')

  // Arabic: the amounts' axis stands on the right.
  await page.goto('/admin/orders?lng=ae')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(
    page.getByRole('img', { name: 'مخطط الإيرادات الشهرية' }).locator('.recharts-yAxis'),
  ).toBeVisible()
  const axis = await page.locator('.recharts-yAxis').boundingBox()
  const box = await page.getByTestId('revenue-chart').boundingBox()
  expect(axis && box && axis.x > box.x + box.width / 2).toBe(true)
  await page.screenshot({ path: test.info().outputPath('orders-dark-arabic.png'), fullPage: true })
  await context.close()
})
