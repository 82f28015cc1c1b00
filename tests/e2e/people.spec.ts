import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createAccount, expect, signIn, signInThroughForm, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue #16, people: the coach finds an account, suspends it (its open session ends at once and
 * sign-in says why), reactivates it, makes it an admin and exports the list as CSV.
 */
test('the coach finds a user, suspends and reactivates the account, changes its role and exports the list', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const admin = createAccount('admin')
  const lastName = `Prueba${randomBytes(3).toString('hex')}`
  const user = createAccount('user', { name: 'Nerea', lastName })

  const learnerContext = await browser.newContext()
  const learner = await learnerContext.newPage()
  await signIn(learner, user)
  await expect(learner).toHaveURL(/\/account-settings$/)

  await signIn(page, admin)
  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Usuarios' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible()
  await page.getByLabel('Nombre o correo').fill(lastName.toLowerCase())
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${lastName.toLowerCase()}`))
  await expect(page.getByRole('status')).toHaveText('Usuarios encontrados: 1')
  const row = page.getByRole('row').filter({ hasText: user.email })
  await expect(row).toContainText('Usuario')
  await expect(row).toContainText('Activa')

  // The CSV is the list as filtered, with a header in the coach's language.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = fs.readFileSync(await download.path(), 'utf8')
  const lines = csv.replace('\uFEFF', '').trim().split('\r\n')
  expect(lines[0]).toBe('"Nombre","Apellidos","Correo","Rol","Estado","Cursos","Alta"')
  expect(lines.slice(1)).toEqual([
    expect.stringContaining(`"Nerea","${lastName}","${user.email}","Usuario","Activa","0"`),
  ])

  await row.getByRole('link', { name: `Nerea ${lastName}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Nerea ${lastName}` })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Sesiones abiertas' }).getByRole('listitem')).toHaveCount(1)
  await hydrated(page)

  // Bad input: a reason over 500 characters is refused with a translated message, nothing changes.
  await page
    .getByLabel('Motivo de la suspensión (opcional)')
    .evaluate((element) => element.removeAttribute('maxlength'))
  await page.getByLabel('Motivo de la suspensión (opcional)').fill('x'.repeat(501))
  await page.getByRole('button', { name: 'Suspender la cuenta' }).click()
  await expect(page.getByText('El motivo no puede superar los 500 caracteres.')).toBeVisible()
  await page.getByLabel('Motivo de la suspensión (opcional)').fill('Mensajes de spam en el soporte')
  await page.getByRole('button', { name: 'Suspender la cuenta' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Cuenta suspendida y sesiones cerradas.' }),
  ).toBeVisible()
  await expect(page.getByText('Cuenta suspendida. Motivo: Mensajes de spam en el soporte')).toBeVisible()
  await expect(page.getByText('Ninguna sesión abierta.')).toBeVisible()

  // The learner's open page stops working, and signing in again says the account is suspended.
  await learner.reload()
  await expect(learner).toHaveURL(/\/signin\?redirectTo=%2Faccount-settings/)
  await signInThroughForm(learner, user)
  await expect(learner.getByText('Esta cuenta está suspendida.', { exact: false })).toBeVisible()

  await page.getByRole('button', { name: 'Reactivar la cuenta' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cuenta reactivada.' })).toBeVisible()
  await signIn(learner, user)
  await expect(learner).toHaveURL(/\/account-settings$/)

  await page.getByLabel('Rol').selectOption('admin')
  await page.getByRole('button', { name: 'Cambiar el rol' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Rol cambiado.' })).toBeVisible()
  await learner.goto('/admin/users')
  await expect(learner.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible()

  // Every change is in the audit log, under the account's e-mail.
  await page.goto(`/admin/audit?${new URLSearchParams({ email: admin.email })}`)
  for (const action of ['Cuenta suspendida', 'Cuenta reactivada', 'Cambio de rol', 'Exportación de usuarios'])
    await expect(page.getByRole('cell', { name: action, exact: true })).toBeVisible()
  await learnerContext.close()
})

test('the coach cannot suspend himself, and a plain user cannot reach the users screen or its export', async ({
  page,
  browser,
}) => {
  const admin = createAccount('admin')
  await signIn(page, admin)
  await page.goto(`/admin/users?${new URLSearchParams({ q: admin.email })}`)
  await page.getByRole('link', { name: `${admin.name} ${admin.lastName}` }).click()
  await expect(page.getByText('Es tu propia cuenta', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Suspender la cuenta' })).toHaveCount(0)
  // Posting the form by hand is refused on the server too.
  const status = await page.evaluate(async () => {
    const response = await fetch(location.pathname, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'suspend' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    return response.status
  })
  expect(status).toBe(403)
  await page.reload()
  await expect(page.getByText('Activa', { exact: true })).toBeVisible()

  const userContext = await browser.newContext()
  const user = await userContext.newPage()
  await signIn(user, createAccount('user'))
  for (const address of ['/admin/users', '/admin/users/export.csv']) {
    const response = await user.request.get(address, { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/')
  }
  await userContext.close()
})
