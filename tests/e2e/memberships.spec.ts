import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { violations } from './axe.ts'
import { dataUrl } from './cache-policy.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 28, memberships: the coach makes a plan (a Stripe product and price at the stand-in), a
 * learner subscribes on the stand-in's checkout page and reads a members-only drill once the signed
 * webhook arrives; a non-member gets the teaser and the plans, and the body is in none of what is
 * sent to them: the HTML, the `.data` answer, a second (cached) request.
 */

const tag = () => randomBytes(4).toString('hex')
const database = () => {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  db.pragma('busy_timeout = 5000')
  return db
}

/** A published members-only drill copied from a demo one, with a coaching point of its own. */
function membersDrill(secret: string) {
  const db = database()
  try {
    const demo = db
      .prepare("select * from drill where status = 'published' order by id limit 1")
      .get() as Record<string, unknown>
    const { id: _id, createdAt: _created, updatedAt: _updated, version: _version, ...columns } = demo
    const slug = `rondo-socios-${tag()}`
    const row = {
      ...columns,
      slug,
      title: `Rondo para socios ${slug}`,
      objective: 'Conservar con superioridad en espacio reducido.',
      coachingPoints: JSON.stringify([secret]),
      access: 'members',
    }
    const names = Object.keys(row)
    db.prepare(`insert into drill (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`).run(
      ...names.map((name) => row[name as keyof typeof row] as string | number | null),
    )
    return slug
  } finally {
    db.close()
  }
}

/** A published members-only post whose body holds `secret`. */
function membersPost(secret: string) {
  const db = database()
  try {
    const slug = `socios-${tag()}`
    const doc = JSON.stringify({ type: 'doc', content: [] })
    db.prepare(
      "insert into post (slug, title, excerpt, content, contentHtml, tags, status, publishedAt, access) values (?, ?, 'Un resumen para todos.', ?, ?, '', 'published', ?, 'members')",
    ).run(slug, `Entrada para socios ${slug}`, doc, `<p>${secret}</p>`, new Date().toISOString())
    return slug
  } finally {
    db.close()
  }
}

/** An offered plan as if the coach had made it (its Stripe ids are never used by a teaser). */
function offeredPlan(name: string) {
  const db = database()
  try {
    db.prepare(
      "insert into membership_plan (name, interval, priceCents, currency, includes, stripeProductId, stripePriceId) values (?, 'year', 9000, 'eur', 'Todos los ejercicios', ?, ?)",
    ).run(name, `prod_${tag()}`, `price_${tag()}`)
  } finally {
    db.close()
  }
}

/** A hit of the HTML cache runs before Express, so it has no request id. */
const isHit = (response: APIResponse) => response.headers()['x-request-id'] === undefined

async function anonymousAnswers(request: APIRequestContext, url: string) {
  const html = await request.get(url)
  const data = await request.get(dataUrl(url))
  const again = await request.get(url)
  return { html, data, again }
}

test('a member reads a members-only drill; a non-member gets the teaser and the plans, never the body', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const planName = `Socio mensual ${tag()}`
  const secret = `Consigna-solo-socios-${tag()}`
  const slug = membersDrill(secret)
  const url = `/ejercicios/${slug}`

  // The coach creates the plan in the admin.
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/memberships')
  await hydrated(page)
  await page.getByLabel('Nombre del plan').fill(planName)
  await page.getByLabel('Periodo de cobro').selectOption('month')
  await page.getByLabel('Precio (IVA incluido)').fill('9,50')
  await page.getByLabel('Qué incluye').fill('Todos los ejercicios\nSesiones de ejemplo')
  await page.getByRole('button', { name: 'Crear el plan' }).click()
  await expect(page.getByRole('button', { name: `Archivar ${planName}` })).toBeVisible()

  // A visitor: the teaser and the plan, and the body in no answer (page, .data, a second request).
  const anonymous = await playwright.request.newContext({ baseURL })
  const answers = await anonymousAnswers(anonymous, url)
  for (const [name, response] of Object.entries(answers)) {
    expect(response.status(), name).toBe(200)
    expect(await response.text(), name).not.toContain(secret)
  }
  expect(await answers.html.text()).toContain(planName)
  expect(await answers.html.text()).toContain('Rondo para socios')
  await anonymous.dispose()

  // A signed-in learner who is not a member: the teaser, then Checkout (the stand-in's page).
  const context = await browser.newContext()
  const learner = await context.newPage()
  await signIn(learner, createAccount('user'))
  const own = await learner.request.get(url)
  expect(await own.text()).not.toContain(secret)
  expect(await (await learner.request.get(dataUrl(url))).text()).not.toContain(secret)
  await learner.goto(url)
  await hydrated(learner)
  const teaser = learner.getByTestId('members-teaser')
  await expect(teaser.getByRole('heading', { name: 'Para socios' })).toBeVisible()
  await expect(learner.getByText(secret)).toHaveCount(0)
  await teaser.getByRole('button', { name: `Suscribirme ${planName}` }).click()
  await expect(learner.getByRole('heading', { name: 'Checkout (stand-in)' })).toBeVisible()
  await expect(learner.getByTestId('amount')).toHaveText('9.50 EUR')
  await learner.getByRole('button', { name: 'Pay' }).click()

  // Back on the drill once Stripe's signed webhook made them a member: the body is there.
  await expect(learner).toHaveURL(new RegExp(`${url}\\?socio=pendiente$`))
  await expect(learner.getByText(secret)).toBeVisible()
  await expect(learner.getByTestId('members-teaser')).toHaveCount(0)

  // Account settings: plan, status, next charge and the customer portal.
  await learner.goto('/account-settings')
  const section = learner.getByRole('region', { name: 'Membresía' })
  await expect(section.getByText(planName)).toBeVisible()
  await expect(section.getByTestId('membership-status')).toHaveText('Activa')
  await expect(section.getByText(/9,50\s€ el /)).toBeVisible()
  await section.getByRole('button', { name: 'Gestionar pagos y cancelación' }).click()
  await expect(learner).toHaveURL(/\/portal\/bps_/)
  await context.close()
})

test('the HTML cache keeps only the teaser of a members-only post', async ({ playwright, baseURL }) => {
  const secret = `Cuerpo-solo-socios-${tag()}`
  const url = `/post/${membersPost(secret)}`
  const anonymous = await playwright.request.newContext({ baseURL })
  let response = await anonymous.get(url)
  expect(response.status()).toBe(200)
  expect(await response.text()).not.toContain(secret)
  expect(await response.text()).toContain('Un resumen para todos.')
  // Other specs write in parallel and every write empties the cache: ask until a hit comes.
  for (let attempt = 0; attempt < 10 && !isHit(response); attempt++) response = await anonymous.get(url)
  expect(isHit(response), 'answered from the cache').toBe(true)
  expect(await response.text()).not.toContain(secret)
  expect(await (await anonymous.get(dataUrl(url))).text()).not.toContain(secret)
  await anonymous.dispose()
})

test('the teaser in Arabic, dark, on a phone: right to left, and axe finds nothing', async ({
  page,
  context,
  baseURL,
}) => {
  const planName = `Socio anual ${tag()}`
  offeredPlan(planName)
  const slug = membersDrill(`Consigna-${tag()}`)
  await context.addCookies([
    { name: 'display', value: 'theme%3Dsystem', url: baseURL ?? '' },
    { name: 'i18next', value: 'ae', url: baseURL ?? '' },
  ])
  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(`/ejercicios/${slug}`)
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  const teaser = page.getByTestId('members-teaser')
  await expect(teaser.getByRole('heading', { name: 'للأعضاء' })).toBeVisible()
  await expect(teaser.getByRole('button', { name: `سجّل الدخول للاشتراك ${planName}` })).toBeVisible()
  expect(await violations(page)).toEqual([])
})
