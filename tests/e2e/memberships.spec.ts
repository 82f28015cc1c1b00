import type { APIRequestContext, APIResponse } from '@playwright/test'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { violations } from './axe.ts'
import { dataUrl } from './cache-policy.ts'
import { hydrated } from './hydrated.ts'
import {
  createPlanInAdmin,
  makeMember,
  membersDrill,
  membersPost,
  offeredPlan,
  sharedSession,
  subscribeFrom,
  tag,
} from './membership-fixtures.ts'

/**
 * Issue 28, memberships: the coach makes a plan (a Stripe product and price at the stand-in), a
 * learner subscribes on the stand-in's checkout page and reads a members-only drill once the signed
 * webhook arrives; a non-member gets the teaser and the plans, and the body is in none of what is
 * sent to them: the HTML, the `.data` answer, a second (cached) request.
 */

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
  await createPlanInAdmin(page, planName, 'Todos los ejercicios\nSesiones de ejemplo')

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
  await expect(
    learner.getByTestId('members-teaser').getByRole('heading', { name: 'Para socios' }),
  ).toBeVisible()
  // Subscribing: back on the drill once Stripe's signed webhook made them a member, the body is there.
  await subscribeFrom(learner, url, planName, secret)

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

test('the coach makes a shared session members-only: others get its title and the plans, a member reads it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const planName = `Socio sesiones ${tag()}`
  offeredPlan(planName)
  const coach = createAccount('admin')
  const secret = `Nota-de-sesion-${tag()}`
  const title = `Sesión de ejemplo ${tag()}`
  const { id, token } = sharedSession(coach.email, title, secret)
  const url = `/sesiones/compartida/${token}`

  await signIn(page, coach)
  await page.goto(`/account/sessions/${id}`)
  await hydrated(page)
  await page.getByLabel('Quién puede leerlo').selectOption({ label: 'Solo socios' })
  await page.getByRole('button', { name: 'Guardar quién puede verla' }).click()
  await expect(page.getByText('Guardado.')).toBeVisible()
  await page.goto(url)
  await expect(page.getByText(secret, { exact: true })).toBeVisible() // the coach reads everything

  // A visitor: the title and the plans; the notes and blocks in no answer (page, .data, cached page).
  const anonymous = await playwright.request.newContext({ baseURL })
  const answers = await anonymousAnswers(anonymous, url)
  for (const [name, response] of Object.entries(answers)) {
    expect(response.status(), name).toBe(200)
    expect(await response.text(), name).not.toContain(secret)
  }
  expect(await answers.html.text()).toContain(title)
  expect(await answers.html.text()).toContain(planName)
  await anonymous.dispose()

  // A signed-in non-member sees the teaser and cannot copy the session into their own.
  const context = await browser.newContext()
  const learnerPage = await context.newPage()
  const learner = createAccount('user')
  await signIn(learnerPage, learner)
  await learnerPage.goto(url)
  await expect(
    learnerPage.getByTestId('members-teaser').getByRole('heading', { name: planName }),
  ).toBeVisible()
  await expect(learnerPage.getByText(secret)).toHaveCount(0)
  await expect(learnerPage.getByRole('button', { name: 'Copiar a mis sesiones' })).toHaveCount(0)
  const copy = await learnerPage.request.post('/account/sessions', {
    form: { intent: 'copy', token },
    headers: { Origin: baseURL ?? '' },
    maxRedirects: 0,
  })
  expect(copy.status()).toBe(404)

  // Once a member, the same reader gets the whole session.
  makeMember(learner.email)
  await learnerPage.goto(url)
  await expect(learnerPage.getByText(secret, { exact: true })).toBeVisible()
  await expect(learnerPage.getByTestId('members-teaser')).toHaveCount(0)
  await context.close()
})

test('the coach makes a post and a drill members-only in their editors: «Socios» on the lists, the teaser for others, the body for a member', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const planName = `Socio editores ${tag()}`
  offeredPlan(planName)
  const postTitle = `Entrada de socios ${tag()}`
  const postSecret = `Cuerpo-entrada-editor-${tag()}`
  const drillTitle = `Rondo de socios ${tag()}`
  const drillSecret = `Consigna-ejercicio-editor-${tag()}`
  await signIn(page, createAccount('admin'))

  await page.goto('/admin/posts/create')
  await hydrated(page)
  await expect(page.locator('.ProseMirror')).toBeVisible()
  await page.getByLabel('Título', { exact: true }).fill(postTitle)
  const postSlug = await page.getByLabel('Dirección (slug)').inputValue()
  await page.getByLabel('Extracto').fill('Un resumen para todos.')
  await page.getByRole('textbox', { name: 'Texto', exact: true }).click()
  await page.keyboard.type(postSecret)
  await page.getByLabel('Quién puede leerlo').selectOption({ label: 'Solo socios' })
  await page.getByLabel('Estado').selectOption('published')
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+\?saved=1$/)

  await page.goto('/admin/drills/create')
  await hydrated(page)
  await page.getByLabel('Título', { exact: true }).fill(drillTitle)
  const drillSlug = await page.getByLabel('Dirección (slug)').inputValue()
  await page.getByLabel('Objetivo').fill('Conservar con superioridad en espacio reducido.')
  await page.getByLabel('Consignas').fill(drillSecret)
  await page.getByLabel('Quién puede leerlo').selectOption({ label: 'Solo socios' })
  await page.getByLabel('Estado').selectOption('published')
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/drills\/edit\/\d+\?saved=1$/)

  // A visitor: both marked «Socios» on their lists; neither body in any answer, nor found by its words.
  const anonymous = await playwright.request.newContext({ baseURL })
  for (const [url, secret] of [
    [`/post/${postSlug}`, postSecret],
    [`/ejercicios/${drillSlug}`, drillSecret],
  ] as const) {
    for (const [name, response] of Object.entries(await anonymousAnswers(anonymous, url))) {
      expect(response.status(), `${url} ${name}`).toBe(200)
      expect(await response.text(), `${url} ${name}`).not.toContain(secret)
    }
  }
  await anonymous.dispose()
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto('/blog')
  await expect(
    visitor.getByRole('article').filter({ hasText: postTitle }).getByText('Socios', { exact: true }),
  ).toBeVisible()
  await visitor.goto(`/ejercicios?q=${encodeURIComponent(drillTitle)}`)
  await expect(
    visitor.getByRole('listitem').filter({ hasText: drillTitle }).getByText('Socios', { exact: true }),
  ).toBeVisible()
  await visitor.goto(`/ejercicios?q=${drillSecret}`)
  await expect(visitor.getByRole('link', { name: drillTitle })).toHaveCount(0)
  await visitor.goto(`/buscar?q=${postSecret}`)
  await expect(visitor.getByRole('link', { name: postTitle })).toHaveCount(0)
  await visitor.goto(`/post/${postSlug}`)
  await expect(visitor.getByTestId('members-teaser').getByRole('heading', { name: planName })).toBeVisible()

  // A member reads both bodies and finds them by their words.
  const member = createAccount('user')
  makeMember(member.email)
  await signIn(visitor, member)
  await visitor.goto(`/post/${postSlug}`)
  await expect(visitor.getByText(postSecret)).toBeVisible()
  await visitor.goto(`/ejercicios/${drillSlug}`)
  await expect(visitor.getByText(drillSecret)).toBeVisible()
  await visitor.goto(`/ejercicios?q=${drillSecret}`)
  await expect(visitor.getByRole('link', { name: drillTitle })).toBeVisible()
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
  offeredPlan(planName, { interval: 'year', priceCents: 9000 })
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
