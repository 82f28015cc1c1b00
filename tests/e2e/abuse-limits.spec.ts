import path from 'node:path'
import Database from 'better-sqlite3'
import { createAccount, expect, readMail, signIn, signInThroughForm, test } from './auth-fixtures.ts'
import { violations } from './axe.ts'
import { hydrated } from './hydrated.ts'

const INVALID = 'El correo electrónico o la contraseña no son correctos.'
const TOO_MANY = 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.'

test("a stranger's wrong passwords lock new browsers out but not the owner's, and the owner is told", async ({
  page,
  browser,
}) => {
  const owner = createAccount('admin')
  // The owner's saved language is Spanish: the notice is written in it, whoever caused it.
  const database = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  database.prepare('update user set locale = ? where email = ?').run('es', owner.email)
  database.close()
  // The owner's browser has signed in before, then signed out.
  await signIn(page, owner)
  await page.getByRole('button', { name: 'Menú de la cuenta de Marta Ibáñez' }).click()
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click()
  await expect(page).toHaveURL('/signin?logout=success')

  // An attacker, from a browser that never signed in, guesses five times and then is held off.
  const attacker = await (await browser.newContext()).newPage()
  await attacker.goto('/signin')
  await hydrated(attacker)
  const submit = async (password: string) => {
    const [response] = await Promise.all([
      attacker.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/signin')),
      signInThroughForm(attacker, { email: owner.email, password }),
    ])
    return response
  }
  for (let i = 0; i < 5; i++) expect((await submit(`adivina-${i}-clave`)).status()).toBe(401)
  await expect(attacker.getByText(INVALID)).toBeVisible()
  const refused = await submit(owner.password)
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  await expect(attacker.getByText(TOO_MANY)).toBeVisible()

  // The owner's browser still signs in with the right password.
  await hydrated(page)
  await signInThroughForm(page, owner)
  await expect(page).toHaveURL('/admin/posts')

  const notice = await readMail(owner.email, /Intentos de acceso a tu cuenta/)
  expect(notice.text).toContain('Hola, Marta:')
  expect(notice.text).toContain('Los dispositivos en los que ya has iniciado sesión antes siguen funcionando')
})

test('the audit log lists sign-ins and lock-outs with filters in the address, for admins only', async ({
  page,
  browser,
}) => {
  const admin = createAccount('admin')
  const stranger = createAccount('user')
  const guesser = await (await browser.newContext()).newPage()
  await guesser.goto('/signin')
  await hydrated(guesser)
  await signInThroughForm(guesser, { email: stranger.email, password: 'no-es-la-clave-1' })
  await expect(guesser.getByText(INVALID)).toBeVisible()

  await signIn(page, admin)
  await page.getByRole('link', { name: 'Registro de actividad' }).click()
  await expect(page).toHaveURL('/admin/audit')
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de actividad' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: admin.email }).first()).toContainText(
    'Inicio de sesión',
  )

  await hydrated(page)
  await page.getByLabel('Acción').selectOption({ label: 'Inicio de sesión fallido' })
  await page.getByLabel('Correo del usuario').fill(stranger.email)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page).toHaveURL(/action=auth\.signInFailed/)
  const rows = page.getByRole('row')
  await expect(rows).toHaveCount(2) // the header and the one failure
  await expect(rows.nth(1)).toContainText(stranger.email)
  await expect(rows.nth(1)).toContainText('Inicio de sesión fallido')
  await expect(page.getByText('Eventos encontrados: 1')).toBeVisible()

  // A filter that matches nothing (this new admin never deleted a file) says so, on any page;
  // a user is turned away from the screen.
  await page.goto(`/admin/audit?action=media.delete&email=${encodeURIComponent(admin.email)}&page=99999`)
  await expect(page.getByText('No hay eventos con estos filtros.')).toBeVisible()
  const user = await (await browser.newContext()).newPage()
  await signIn(user, createAccount('user'))
  await user.goto('/admin/audit')
  await expect(user).not.toHaveURL(/\/admin\/audit/)
})

test('the audit screen passes axe in light and dark', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  for (const theme of ['light', 'dark']) {
    await page.goto('/admin/audit')
    await hydrated(page)
    if (theme === 'dark') {
      await page.getByRole('button', { name: /^Tema: / }).click() // light → dark
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    }
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    expect(await violations(page), theme).toEqual([])
  }
})
