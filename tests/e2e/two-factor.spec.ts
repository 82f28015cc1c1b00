import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { freePort, startBuiltServer, type BuiltServer } from '../built-server.ts'
import { freshCode } from '../totp.ts'
import { createAccount, expect, signIn, signInThroughForm, test } from './auth-fixtures.ts'
import { violations } from './axe.ts'
import { hydrated } from './hydrated.ts'

/** From account settings through the password, the key shown on screen and its first code. */
async function turnOnTwoFactor(page: Page, password: string) {
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Empezar' }).click()
  await expect(
    page.getByRole('img', { name: 'Código QR para añadir esta cuenta a una aplicación de autenticación' }),
  ).toBeVisible()
  expect(await violations(page), 'the QR code and key').toEqual([])
  const secret = ((await page.locator('dd code').textContent()) ?? '').replace(/\s/g, '')
  const first = await freshCode(secret)
  await page.getByLabel('Código de la aplicación').fill(first.code)
  await page.getByRole('button', { name: 'Activar', exact: true }).click()
  const codes = page.getByRole('region', { name: 'Tus códigos de recuperación' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  expect(await violations(page), 'the recovery codes').toEqual([])
  return { secret, step: first.step, codes: await codes.allTextContents() }
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Menú de la cuenta de ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click()
  await expect(page).toHaveURL('/signin?logout=success')
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Código', exact: true })

test('a user turns on two-factor sign-in, signs in with a code, trusts the browser and uses a recovery code once', async ({
  page,
  browser,
}) => {
  const account = createAccount('user')
  await signIn(page, account)
  await page.getByRole('link', { name: 'Activar la verificación en dos pasos' }).click()
  await expect(page).toHaveURL('/account/two-factor')
  await hydrated(page)
  const { secret, step, codes } = await turnOnTwoFactor(page, account.password)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Descargar como .txt' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('recovery-codes.txt')
  const text = fs.readFileSync(await file.path(), 'utf8')
  for (const code of codes) expect(text).toContain(code)
  // Shown once: the page shows the codes no more.
  await page.goto('/account/two-factor')
  await expect(
    page.getByText('La verificación en dos pasos está activada. Códigos de recuperación sin usar: 10.'),
  ).toBeVisible()
  await expect(page.getByText(codes[0] ?? '')).toHaveCount(0)
  expect(await violations(page), 'the management forms').toEqual([])
  await signOut(page, 'Pablo Serrano')

  // The password alone gives the second step, which opens no private page.
  await signInThroughForm(page, account)
  await expect(page).toHaveURL('/signin/two-factor')
  await page.goto('/account-settings')
  await expect(page).toHaveURL('/signin?redirectTo=%2Faccount-settings')
  await page.goto('/signin/two-factor')
  await codeField(page).fill('000000')
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page.getByText('Ese código no es correcto o ya se ha usado.')).toBeVisible()
  expect(await violations(page), 'the code step with an error').toEqual([])
  await codeField(page).fill((await freshCode(secret, step)).code)
  await page.getByLabel('Confiar en este navegador durante 30 días').check()
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page).toHaveURL('/account-settings')
  await signOut(page, 'Pablo Serrano')

  // This browser is trusted: the password is enough here.
  await signIn(page, account)
  await expect(page).toHaveURL('/account-settings')

  // Another browser: a recovery code works once.
  const elsewhere = await browser.newPage()
  for (const attempt of ['first', 'second'] as const) {
    await elsewhere.goto('/signin')
    await signInThroughForm(elsewhere, account)
    await expect(elsewhere).toHaveURL('/signin/two-factor')
    await codeField(elsewhere).fill(codes[0] ?? '')
    await elsewhere.getByRole('button', { name: 'Verificar' }).click()
    if (attempt === 'second') {
      await expect(elsewhere.getByText('Ese código no es correcto o ya se ha usado.')).toBeVisible()
      break
    }
    await expect(elsewhere).toHaveURL('/account-settings')
    await signOut(elsewhere, 'Pablo Serrano')
  }
  await elsewhere.close()
})

test.describe('with REQUIRE_2FA_FOR_ADMINS at its production default', () => {
  test.describe.configure({ timeout: 180_000 })
  let server: BuiltServer
  let dataDir: string
  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-factor-e2e-'))
    const port = await freePort()
    // NODE_ENV=production and no REQUIRE_2FA_FOR_ADMINS: the rule is on, as on a real site.
    server = await startBuiltServer(port, {
      BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `file:${dataDir}/app.db`,
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      SESSION_SECRET: 'two-factor-e2e-secret-that-is-long-enough',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'info',
    })
  })
  test.afterAll(async () => {
    server?.process.kill('SIGTERM')
    await server?.exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('an admin without two-factor sign-in is sent to enrolment and reaches no admin page until done', async ({
    browser,
  }) => {
    const admin = createAccount('admin', {}, dataDir)
    const context = await browser.newContext({ baseURL: server.origin, locale: 'es-ES' })
    const page = await context.newPage()
    await page.goto('/signin')
    await signInThroughForm(page, admin)
    await expect(page).toHaveURL('/account/two-factor?required=1')
    await expect(
      page.getByText(
        'Los administradores deben usar la verificación en dos pasos: actívala para entrar en la zona de administración.',
      ),
    ).toBeVisible()
    await page.goto('/admin/posts')
    await expect(page).toHaveURL('/account/two-factor?required=1')
    // Nor the data requests of client navigation, nor an action.
    const data = await page.request.get('/admin/posts.data', { maxRedirects: 0 })
    expect(await data.text()).toContain('/account/two-factor?required=1')
    const action = await page.request.post('/admin/concepts', {
      form: { intent: 'delete', id: '1' },
      headers: { Origin: server.origin },
      maxRedirects: 0,
    })
    expect(action.headers()['location']).toBe('/account/two-factor?required=1')

    await hydrated(page)
    await turnOnTwoFactor(page, admin.password)
    await page.getByRole('link', { name: 'Continuar' }).click()
    await expect(page).toHaveURL('/admin/posts')
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible()
    await context.close()
  })
})
