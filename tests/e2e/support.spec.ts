import { randomBytes } from 'node:crypto'
import { createAccount, expect, readMail, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue #16: a signed-in user asks for help from the account area; the coach answers from the
 * admin area; the answer reaches the user by e-mail and in their account.
 */
test('a user opens a support request; the coach answers; the user reads the answer by e-mail and in the account', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const admin = createAccount('admin')
  const user = createAccount('user')
  const subject = `No veo la lección 2 ${randomBytes(3).toString('hex')}`

  await signIn(page, user)
  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Soporte' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible()
  await hydrated(page)
  // Bad input with translated messages, and nothing is sent: the browser does not post it, and a
  // post that skips the browser's checks is refused by the server with the same messages.
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await page.getByRole('button', { name: 'Enviar consulta' }).click()
  await expect(page.getByText('Escribe el asunto.')).toBeVisible()
  await expect(page.getByText('Escribe tu mensaje.')).toBeVisible()
  expect(posts).toEqual([])
  const refused = await page.request.post('/account/support', {
    form: { subject: ' ', message: '' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('Escribe el asunto.')
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: 'Abierta' })).toHaveCount(0)
  await hydrated(page)
  await page.getByLabel('Asunto').fill(subject)
  await page.getByLabel('Mensaje').fill('Se queda bloqueada aunque terminé la primera.')
  await page.getByRole('button', { name: 'Enviar consulta' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Consulta enviada. Te avisaremos por correo cuando respondamos.',
  )
  const mine = page.getByRole('listitem').filter({ hasText: subject })
  await expect(mine).toContainText('Abierta')

  const coachContext = await browser.newContext()
  const coach = await coachContext.newPage()
  await signIn(coach, admin)
  await coach.goto('/admin/support?status=open')
  await coach.getByRole('link', { name: subject }).click()
  await hydrated(coach)
  await expect(coach.getByText('Se queda bloqueada aunque terminé la primera.')).toBeVisible()
  const composer = coach.getByLabel('Nueva respuesta')
  await composer.fill('Ya está abierta: el desbloqueo esperaba a mañana.')
  await coach.getByRole('button', { name: 'Enviar respuesta' }).click()
  await expect(coach.getByRole('status')).toHaveText('Respuesta enviada por correo.')
  await expect(coach.getByText('Respondida')).toBeVisible()
  // In the user's saved language; this account never chose one, so the coach's request's (Spanish).
  const mail = await readMail(user.email, new RegExp(`Respuesta a tu consulta: ${subject}`))
  expect(mail.text).toContain('Ya está abierta: el desbloqueo esperaba a mañana.')

  // The answer joins the thread; the composer is empty for the next one, which adds, not replaces.
  const thread = coach.getByRole('list', { name: 'Conversación' })
  await expect(thread.getByRole('listitem')).toHaveCount(2)
  await expect(composer).toHaveValue('')
  await composer.fill('Si vuelve a pasar, dime desde qué dispositivo entras.')
  await coach.getByRole('button', { name: 'Enviar respuesta' }).click()
  await expect(thread.getByRole('listitem')).toHaveCount(3)
  await expect(composer).toHaveValue('')
  await expect(thread.getByRole('listitem').nth(0)).toContainText(
    'Se queda bloqueada aunque terminé la primera.',
  )
  await expect(thread.getByRole('listitem').nth(1)).toContainText('Ya está abierta')
  await expect(thread.getByRole('listitem').nth(2)).toContainText('Si vuelve a pasar')

  await page.reload()
  await expect(mine).toContainText('Respondida')
  await expect(mine).toContainText('Ya está abierta: el desbloqueo esperaba a mañana.')
  await expect(mine).toContainText('Si vuelve a pasar, dime desde qué dispositivo entras.')
  await coachContext.close()
})
