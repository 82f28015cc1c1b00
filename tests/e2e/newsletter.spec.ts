import { violations } from './axe.ts'
import { createAccount, expect, readMail, signIn, test, uniqueEmail } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 30: a visitor subscribes from the footer and confirms from the outbox; the coach, subscribed
 * from their settings, previews, test-sends and sends a post; the progress reaches done, the archive
 * shows the issue, the unsubscribe page needs no sign-in and a mail client's one-click POST works.
 */
test('subscribe, confirm, send a post, archive and unsubscribe', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const visitor = await (await browser.newContext()).newPage()
  const email = uniqueEmail('boletin')

  // The footer's form, on the home page.
  await visitor.goto('/')
  const footer = visitor.getByRole('contentinfo')
  await footer.getByLabel('Correo electrónico').fill(email)
  await footer.getByRole('checkbox').check()
  await footer.getByRole('button', { name: 'Suscribirme' }).click()
  await expect(visitor).toHaveURL('/newsletter?sent=1')
  await expect(visitor.getByRole('status')).toContainText('Revisa tu correo')

  const confirmation = await readMail(email, /Confirma tu suscripción/)
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirmar\/[\w-]+/.exec(confirmation.text)?.[0]
  expect(confirmLink, confirmation.text).toBeTruthy()
  await visitor.goto(new URL(confirmLink ?? '').pathname)
  await visitor.getByRole('button', { name: 'Confirmar la suscripción' }).click()
  await expect(visitor.getByRole('status')).toHaveText('¡Listo! Estás suscrito al boletín.')

  // The coach joins the Spanish list from the settings, in one click.
  const coach = createAccount('admin')
  await signIn(page, coach)
  await page.goto('/account-settings')
  await hydrated(page)
  await page.getByRole('button', { name: 'Suscribirme al boletín' }).click()
  await expect(page.getByText('Estás suscrito al boletín.')).toBeVisible()

  await page.goto('/admin/newsletter')
  await hydrated(page)
  const postSelect = page.getByLabel('Artículo publicado')
  const title = ((await postSelect.locator('option').nth(1).textContent()) ?? '').trim()
  await postSelect.selectOption({ label: title })
  const postForm = page.getByRole('region', { name: 'Enviar un artículo' })
  await postForm.getByRole('button', { name: 'Vista previa' }).click()
  const preview = page.getByRole('region', { name: 'Así se verá' })
  await expect(preview.getByRole('heading', { name: title })).toBeVisible()
  await expect(preview).toContainText(/Suscriptores confirmados en esta lista: \d+/)

  await postSelect.selectOption({ label: title })
  await postForm.getByRole('button', { name: 'Enviarme una prueba' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Prueba enviada' })).toBeVisible()
  const testMail = await readMail(coach.email, new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  expect(testMail.text).toContain(title)

  await postSelect.selectOption({ label: title })
  await postForm.getByRole('button', { name: 'Enviar a la lista' }).click()
  await expect(page).toHaveURL(/\/admin\/newsletter\?started=\d+$/)
  const issueId = new URL(page.url()).searchParams.get('started')
  const progress = page.getByRole('progressbar', { name: `Progreso de «${title}»` }).first()
  await expect(progress).toBeVisible()
  await expect(page.getByText(/^Terminado: \d+ de \d+ enviados, 0 sin entregar$/).first()).toBeVisible({
    timeout: 60_000,
  })
  expect(await violations(page)).toEqual([])

  // Each subscriber gets the issue, with its unsubscribe link.
  const subject = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
  const issue = await readMail(email, subject)
  expect(issue.html).toContain('prefers-color-scheme: dark')
  const unsubscribe = /https?:\/\/\S+\/newsletter\/baja\/[\w-]+/.exec(issue.text)?.[0] ?? ''
  expect(unsubscribe, issue.text).toMatch(/\/newsletter\/baja\//)

  // The archive, public.
  await visitor.goto('/newsletter/archivo')
  await visitor.locator(`a[href="/newsletter/archivo/${issueId}"]`).click()
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // The unsubscribe page works without signing in.
  const stranger = await (await browser.newContext()).newPage()
  await stranger.goto(new URL(unsubscribe).pathname)
  await expect(stranger.getByText(`¿Dejar de enviar el boletín en Español a ${email}?`)).toBeVisible()
  await stranger.getByRole('button', { name: 'Darme de baja' }).click()
  await expect(stranger.getByRole('status')).toHaveText(`${email} ya no recibirá el boletín en Español.`)

  // The coach's copy: a mail client's one-click POST (RFC 8058), no cookies, no page.
  const coachIssue = await readMail(coach.email, subject)
  const oneClick = /https?:\/\/\S+\/newsletter\/baja\/[\w-]+/.exec(coachIssue.text)?.[0] ?? ''
  const client = await playwright.request.newContext({ baseURL })
  const answer = await client.post(new URL(oneClick).pathname, {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(200)
  await client.dispose()
  await page.goto('/account-settings')
  await expect(page.getByRole('button', { name: 'Suscribirme al boletín' })).toBeVisible()

  // The dashboard counts today's two subscriptions and two unsubscriptions (other specs may add theirs).
  await page.goto('/admin?period=7')
  const subscribers = page.getByTestId('chart-subscribers')
  await expect(subscribers.getByRole('heading', { name: 'Suscriptores del boletín por día' })).toBeVisible()
  await subscribers.locator('details summary').click()
  const today = subscribers.getByRole('row', {
    name: new RegExp(`^${new Date().toISOString().slice(0, 10)} `),
  })
  const [subscribed, unsubscribed] = (await today.getByRole('cell').allTextContents()).map(Number)
  expect(subscribed).toBeGreaterThanOrEqual(2)
  expect(unsubscribed).toBeGreaterThanOrEqual(2)
})
