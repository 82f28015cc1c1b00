import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { PRIVACY_TEXT_VERSION } from '#app/privacy.ts'
import { createAccount, expect, signIn, STRONG_PASSWORD, test, uniqueEmail } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/** Issue 27: each person's own data, the consent log, the privacy page. */

const userIdOf = (email: string) => {
  const dir = process.env.E2E_DATA_DIR ?? ''
  const database = new Database(path.join(dir, 'app.db'), { readonly: true })
  try {
    const row = database.prepare('select id from user where email = ?').get(email) as
      { id: string } | undefined
    return row?.id ?? ''
  } finally {
    database.close()
  }
}

test('"Download my data" saves a JSON file with the signed-in person\'s data and no secrets', async ({
  page,
}) => {
  const user = createAccount('user', { name: 'Irene' })
  createAccount('user', { name: 'Otro' })
  await signIn(page, user)
  await page.goto('/account-settings')
  await expect(page.getByRole('heading', { level: 2, name: 'Tus datos' })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar mis datos' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/)
  const text = fs.readFileSync(await download.path(), 'utf8')
  const data = JSON.parse(text) as {
    profile: { email: string; name: string }
    sessions: { ipAddress: string }[]
  }
  expect(data.profile).toMatchObject({ email: user.email, name: 'Irene' })
  expect(data.sessions).toEqual([expect.objectContaining({ ipAddress: '127.0.0.1' })])
  expect(text).not.toContain('Otro')
  expect(text).not.toMatch(/"(password|token|shareToken|codeHash)"/)

  const answer = await page.request.get('/account/my-data.json')
  expect(answer.headers()['cache-control']).toBe('private, no-store')
  expect(answer.headers()['content-disposition']).toMatch(/^attachment; filename="mis-datos-/)
})

test('sign-up refuses a missing consent with a translated error and links to the privacy page', async ({
  page,
}) => {
  await page.goto('/auth/boxed-signup')
  await hydrated(page)
  await page.getByLabel('Nombre').fill('Lucía')
  await page.getByLabel('Apellidos').fill('Gómez')
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(uniqueEmail('sin-consentimiento'))
  await page.getByLabel('Nueva contraseña').fill(STRONG_PASSWORD)
  await page.getByLabel('Repite la contraseña').fill(STRONG_PASSWORD)
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByText('Debes aceptar las condiciones para crear la cuenta.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Leer la política de privacidad' })).toHaveAttribute(
    'href',
    '/privacidad',
  )
})

test("the privacy page is linked from the footer and speaks the visitor's language", async ({
  page,
  context,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidad', exact: true }).click()
  await expect(page).toHaveURL('/privacidad')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Quién es responsable' })).toBeVisible()
  await expect(page.getByText('coach.session_token', { exact: true })).toBeVisible()
  await expect(page.getByText('coach.trusted_browser', { exact: true })).toBeVisible()
  await expect(page.getByText(`Versión de este texto: ${PRIVACY_TEXT_VERSION}`)).toBeVisible()

  await context.addCookies([{ name: 'i18next', value: 'en', url: page.url() }])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies on this site' })).toBeVisible()
})

test('the admin sees the consent a new account gave at sign-up, with the text version', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('consiente')
  const visitor = await browser.newPage()
  await visitor.goto('/auth/boxed-signup')
  await hydrated(visitor)
  await visitor.getByLabel('Nombre').fill('Clara')
  await visitor.getByLabel('Apellidos').fill('Ruiz')
  await visitor.getByRole('textbox', { name: 'Correo electrónico' }).fill(email)
  await visitor.getByLabel('Nueva contraseña').fill(STRONG_PASSWORD)
  await visitor.getByLabel('Repite la contraseña').fill(STRONG_PASSWORD)
  await visitor.getByLabel(/Acepto las condiciones/).check()
  await visitor.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(visitor.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible()
  await visitor.close()

  await signIn(page, createAccount('admin'))
  await page.goto(`/admin/users/${userIdOf(email)}`)
  const consents = page.getByRole('region', { name: 'Consentimientos' })
  await expect(consents.getByRole('row')).toHaveCount(2)
  const row = consents.getByRole('row').nth(1)
  await expect(row).toContainText('Condiciones de privacidad')
  await expect(row).toContainText(PRIVACY_TEXT_VERSION)
  await expect(row).toContainText('127.0.0.1')
})
