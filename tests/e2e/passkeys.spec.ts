import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { freePort, startBuiltServer, type BuiltServer } from '../built-server.ts'
import { createAccount, signInThroughForm, type TestAccount } from './auth-fixtures.ts'

/*
 * Browsers refuse an IP address as a passkey's relying party, and the shared e2e server's public
 * origin is http://127.0.0.1:…; these tests start their own built server whose BASE_URL is
 * http://localhost:…, on its own database.
 */
let server: BuiltServer
let origin: string
let dataDir: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  const port = await freePort()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-passkeys-'))
  origin = `http://localhost:${port}`
  server = await startBuiltServer(port, {
    BASE_URL: origin,
    DATABASE_URL: `file:${dataDir}/app.db`,
    OUTBOX_DIR: `${dataDir}/outbox`,
    UPLOADS_DIR: `${dataDir}/uploads`,
    SESSION_SECRET: 'passkeys-e2e-secret-long-enough-0123456789',
    SEED_DEMO: 'never',
    LOG_LEVEL: 'info',
  })
})

test.afterAll(async () => {
  server.process.kill()
  await server.exited
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A platform authenticator with user verification (Chromium's virtual one, through CDP). */
async function addPasskeyDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

/**
 * Chromium's virtual authenticator answers the e-mail field's autofill request (conditional
 * mediation) by itself, which signs in before any click. Tests of the button turn autofill off in
 * the page; `allowAutofill` turns it back on (the virtual authenticator belongs to this tab).
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('autofill') !== 'on')
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false)
  })
}
const allowAutofill = (page: Page, on: boolean) =>
  page.evaluate((value) => localStorage.setItem('autofill', value), on ? 'on' : 'off')

async function signInWithPassword(page: Page, account: TestAccount) {
  await page.goto(`${origin}/signin`)
  await signInThroughForm(page, account)
  await expect(page).toHaveURL(`${origin}/account-settings`)
}

const passkeysOf = (email: string) => {
  const database = new Database(path.join(dataDir, 'app.db'), { readonly: true })
  try {
    return database
      .prepare(
        'select passkey.id, passkey.name from passkey join user on user.id = passkey.userId where email = ?',
      )
      .all(email) as Array<{ id: number; name: string }>
  } finally {
    database.close()
  }
}

test('a user adds a passkey, signs in with it after signing out, and removes it', async ({ page }) => {
  const account = createAccount('user', {}, dataDir)
  await withoutAutofill(page)
  await addPasskeyDevice(page)
  await signInWithPassword(page, account)

  await page.getByRole('link', { name: 'Gestionar llaves de acceso' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Llaves de acceso' })).toBeVisible()
  await expect(page.getByText('Todavía no tienes llaves de acceso.')).toBeVisible()
  await page.getByLabel('Nombre de la llave').fill('Portátil de prueba')
  await page.getByRole('button', { name: 'Añadir llave de acceso' }).click()
  await expect(page.getByText('Llave de acceso añadida. Ya puedes iniciar sesión con ella.')).toBeVisible()
  const list = page.getByRole('region', { name: 'Tus llaves de acceso' })
  await expect(list.getByText('Portátil de prueba', { exact: true })).toBeVisible()
  await expect(list.getByText(/sin usar/)).toBeVisible()

  await page.getByRole('button', { name: `Menú de la cuenta de ${account.name} ${account.lastName}` }).click()
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click()
  await expect(page).toHaveURL(`${origin}/signin?logout=success`)
  await page.goto(`${origin}/account/passkeys`)
  await expect(page).toHaveURL(`${origin}/signin?redirectTo=%2Faccount%2Fpasskeys`)
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  )
  await page.getByRole('button', { name: 'Entrar con una llave de acceso' }).click()
  await expect(page).toHaveURL(`${origin}/account/passkeys`)
  await expect(list.getByText(/último uso el/)).toBeVisible()

  // The e-mail field's autofill signs in too, where the browser offers it: no click needed.
  await allowAutofill(page, true)
  await page.context().clearCookies()
  await page.goto(`${origin}/signin?redirectTo=%2Faccount%2Fpasskeys`)
  await expect(page).toHaveURL(`${origin}/account/passkeys`)
  await expect(list.getByText('Portátil de prueba', { exact: true })).toBeVisible()
  await allowAutofill(page, false)

  await list.getByRole('button', { name: 'Eliminar «Portátil de prueba»' }).click()
  const dialog = page.getByRole('dialog', { name: '¿Eliminar esta llave de acceso?' })
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(list.getByText('Portátil de prueba', { exact: true })).toBeVisible()
  await list.getByRole('button', { name: 'Eliminar «Portátil de prueba»' }).click()
  await dialog.getByRole('button', { name: 'Eliminar llave' }).click()
  await expect(page.getByText('Llave de acceso eliminada.')).toBeVisible()
  await expect(page.getByText('Todavía no tienes llaves de acceso.')).toBeVisible()
  expect(passkeysOf(account.email)).toEqual([])

  // The authenticator still holds the removed passkey: the site no longer accepts it.
  await page.context().clearCookies()
  await page.goto(`${origin}/signin`)
  await page.getByRole('button', { name: 'Entrar con una llave de acceso' }).click()
  await expect(page.getByText('No se pudo verificar esta llave de acceso para este sitio.')).toBeVisible()
  await expect(page).toHaveURL(`${origin}/signin`)
})

test("a second user neither sees nor removes the first user's passkeys", async ({ browser }) => {
  const first = createAccount('user', {}, dataDir)
  const second = createAccount('user', {}, dataDir)
  const firstPage = await browser.newPage()
  await addPasskeyDevice(firstPage)
  await signInWithPassword(firstPage, first)
  await firstPage.goto(`${origin}/account/passkeys`)
  await firstPage.getByLabel('Nombre de la llave').fill('Llave de la primera')
  await firstPage.getByRole('button', { name: 'Añadir llave de acceso' }).click()
  await expect(
    firstPage.getByText('Llave de acceso añadida. Ya puedes iniciar sesión con ella.'),
  ).toBeVisible()
  const [passkey] = passkeysOf(first.email)
  if (!passkey) throw new Error('the passkey was not stored')

  const page = await browser.newPage()
  await signInWithPassword(page, second)
  await page.goto(`${origin}/account/passkeys`)
  await expect(page.getByText('Todavía no tienes llaves de acceso.')).toBeVisible()
  await expect(page.getByText('Llave de la primera')).toHaveCount(0)
  const attempts: Array<Record<string, string>> = [
    { intent: 'remove', id: String(passkey.id) },
    { intent: 'rename', id: String(passkey.id), name: 'Mía' },
  ]
  for (const form of attempts) {
    const response = await page.request.post(`${origin}/account/passkeys`, {
      form,
      headers: { Origin: origin },
    })
    expect(response.status()).toBe(404)
  }
  expect(passkeysOf(first.email)).toEqual([{ id: passkey.id, name: 'Llave de la primera' }])
  await firstPage.close()
  await page.close()
})
