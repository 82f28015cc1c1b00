import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'

// One server, one visitor address: these run in order, the rate limit last.
test.describe.configure({ mode: 'serial' })

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
const mails = () =>
  fs.existsSync(outbox())
    ? fs.readdirSync(outbox()).map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8'))
    : []
/** The mails whose body names `subject` (quoted-printable soft breaks undone): other specs send mail meanwhile. */
const mailsAbout = (subject: string) =>
  mails()
    .map((m) => m.replace(/=\r?\n/g, ''))
    .filter((m) => m.includes(`Asunto: ${subject}`))
/** The form refuses submissions made sooner than a person could type (3 s after the page loads). */
const MIN_FILL_MS = 3_000

async function fillForm(page: Page, subject: string) {
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía Pérez')
  await page
    .getByRole('main')
    .getByLabel('Correo electrónico', { exact: true })
    .fill('lucia.perez@example.com')
  await page.getByLabel('Teléfono').fill('+34 600 123 456')
  await page.getByLabel('Asunto', { exact: true }).fill(subject)
  await page
    .getByLabel('Mensaje', { exact: true })
    .fill('Hola, me gustaría saber si quedan plazas en el grupo infantil para mi hijo de 9 años.')
  await page.getByLabel('Acepto que mis datos se usen solo para responder a este mensaje.').check()
}

test('invalid fields show translated errors beside them and keep what was typed', async ({ page }) => {
  await page.goto('/contacto')
  await page.getByLabel('Nombre', { exact: true }).fill('L')
  await page.getByRole('main').getByLabel('Correo electrónico', { exact: true }).fill('no-es-un-correo')
  await page.getByLabel('Mensaje', { exact: true }).fill('Corto')
  await page.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(page.getByText('El nombre es demasiado corto.')).toBeVisible()
  await expect(
    page.getByText('Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.'),
  ).toBeVisible()
  await expect(page.getByText('Escribe un asunto.')).toBeVisible()
  await expect(page.getByText('Cuéntame un poco más (al menos 20 caracteres).')).toBeVisible()
  await expect(page.getByText('Necesito tu permiso para usar tus datos y responderte.')).toBeVisible()
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('main').getByLabel('Correo electrónico', { exact: true })).toHaveValue(
    'no-es-un-correo',
  )
  await expect(page.getByLabel('Mensaje', { exact: true })).toHaveValue('Corto')
})

test('the server validates too, in the visitor language, keeping the values', async ({ page }) => {
  await page
    .context()
    .addCookies([
      { name: 'i18next', value: 'en', url: page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url() },
    ])
  await page.goto('/contacto')
  const token = await page.locator('input[name="formStartedAt"]').inputValue()
  const response = await page.request.post('/contacto', {
    form: { name: 'Al', email: 'bad', subject: 'Hola', message: 'short', formStartedAt: token },
    headers: { 'Accept-Language': 'en' },
  })
  expect(response.status()).toBe(400)
  const html = await response.text()
  expect(html).toContain('Enter a valid e-mail address')
  expect(html).toContain('value="bad"')
})

test('a message is sent: success message, and the coach gets the e-mail', async ({ page }) => {
  await page.goto('/contacto')
  await fillForm(page, 'Plazas para el grupo infantil')
  await page.waitForTimeout(MIN_FILL_MS)
  await page.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(page.getByRole('heading', { name: '¡Mensaje enviado!' })).toBeVisible()
  await expect(page).toHaveURL('/contacto?sent=1')
  await expect.poll(() => mailsAbout('Plazas para el grupo infantil').length).toBe(1)
  const body = mailsAbout('Plazas para el grupo infantil')[0] ?? ''
  expect(body).toContain('To: contacto@metodologiascreativas.es')
  expect(body).toMatch(/Reply-To: lucia\.perez@example\.com/i)
  expect(body).toContain('quedan plazas en el grupo infantil para mi hijo')
})

test('a form sent faster than a person could is refused with a message', async ({ page }) => {
  await page.goto('/contacto')
  await fillForm(page, 'Demasiado rápido')
  await page.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(page.getByRole('alert')).toContainText('Has enviado el formulario demasiado rápido')
  await expect(page.getByLabel('Asunto', { exact: true })).toHaveValue('Demasiado rápido')
})

test('the honeypot: a bot sees a success page but nothing is sent', async ({ page }) => {
  await page.goto('/contacto')
  await fillForm(page, 'Oferta increíble')
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
  await page.waitForTimeout(MIN_FILL_MS)
  await page.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(page.getByRole('heading', { name: '¡Mensaje enviado!' })).toBeVisible()
  expect(mailsAbout('Oferta incre')).toEqual([]) // the subject's ASCII part (the rest is encoded)
})

test('a form is good for one message; over the per-address limit: HTTP 429 and a clear message', async ({
  page,
}) => {
  // Six forms, as six visits would get them: each token is good for one message.
  const tokens: string[] = []
  for (let n = 0; n < 6; n++) {
    await page.goto('/contacto')
    tokens.push(await page.locator('input[name="formStartedAt"]').inputValue())
  }
  await page.waitForTimeout(MIN_FILL_MS)
  const form = {
    name: 'Bot',
    email: 'bot@example.com',
    subject: 'Muchos mensajes',
    message: 'Este mensaje se repite demasiadas veces seguidas.',
    consent: 'on',
  }
  const post = (formStartedAt: string) =>
    page.request.post('/contacto', {
      form: { ...form, formStartedAt },
      maxRedirects: 0,
      headers: { 'Accept-Language': 'es' },
    })
  const statuses: number[] = []
  for (const [n, token] of tokens.entries()) {
    const response = await post(token)
    statuses.push(response.status())
    if (n === 0) {
      // The same form sent again is refused, and asked to be sent again (with a fresh token).
      const replay = await post(token)
      expect(replay.status()).toBe(400)
      expect(await replay.text()).toContain('El formulario ha caducado. Vuelve a enviarlo.')
    }
    if (response.status() === 429) {
      expect(response.headers()['retry-after']).toMatch(/^\d+$/)
      expect(await response.text()).toContain(
        'Has enviado demasiados mensajes seguidos. Inténtalo de nuevo más tarde.',
      )
      break
    }
  }
  expect(statuses.at(-1)).toBe(429)
  expect(statuses.slice(0, -1).every((status) => status === 302)).toBe(true)
})
