import path from 'node:path'
import Database from 'better-sqlite3'
import {
  createAccount,
  expect,
  readMail,
  signIn,
  signInThroughForm,
  test,
  uniqueEmail,
} from './auth-fixtures.ts'

const db = () => new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))

test('profile, e-mail (confirmed by link) and password are changed in account settings', async ({ page }) => {
  const account = createAccount('user')
  await signIn(page, account)
  await expect(page).toHaveURL('/account-settings')

  await page.getByLabel('Teléfono').fill('+34 600 123 456')
  await page.getByLabel('Dirección').fill('Calle del Balón 7, Madrid')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText('Tus datos se han guardado.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Teléfono')).toHaveValue('+34 600 123 456')

  await page.getByLabel('Teléfono').fill('llámame')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText(/Introduce un teléfono válido/)).toBeVisible()

  const newEmail = uniqueEmail('cambio')
  const emailRegion = page.getByRole('region', { name: 'Correo electrónico', exact: true })
  await emailRegion.getByLabel('Nuevo correo electrónico').fill(newEmail)
  await emailRegion.getByLabel('Contraseña actual').fill('no-es-la-actual')
  await emailRegion.getByRole('button', { name: 'Cambiar el correo' }).click()
  await expect(emailRegion.getByText('La contraseña actual no es correcta.')).toBeVisible()
  await emailRegion.getByLabel('Contraseña actual').fill(account.password)
  await emailRegion.getByRole('button', { name: 'Cambiar el correo' }).click()
  await expect(page.getByText(/Si la dirección está disponible/)).toBeVisible()
  const notice = await readMail(account.email, /Se ha pedido cambiar el correo/)
  expect(notice.text).toContain(newEmail)
  expect(notice.text).toMatch(/\/auth\/cancel-email-change\?token=/)
  const mail = await readMail(newEmail, /Confirma tu nueva dirección/)
  await page.goto(/https?:\/\/\S+\/auth\/confirm-email\?token=\S+/.exec(mail.text)?.[0] ?? '')
  await expect(page).toHaveURL('/account-settings?emailChanged=1')
  await expect(page.getByText('Tu dirección de correo se ha cambiado.')).toBeVisible()
  await expect(page.getByText(`Tu correo actual es ${newEmail}.`)).toBeVisible()

  const passwordRegion = page.getByRole('region', { name: 'Contraseña', exact: true })
  await passwordRegion.getByLabel('Contraseña actual').fill('no-es-la-actual')
  await passwordRegion.getByLabel('Nueva contraseña').fill('Otra-clave-del-club-88')
  await passwordRegion.getByLabel('Repite la contraseña').fill('Otra-clave-del-club-88')
  await passwordRegion.getByRole('button', { name: 'Cambiar la contraseña' }).click()
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible()
  await passwordRegion.getByLabel('Contraseña actual').fill(account.password)
  await passwordRegion.getByLabel('Nueva contraseña').fill('Otra-clave-del-club-88')
  await passwordRegion.getByLabel('Repite la contraseña').fill('Otra-clave-del-club-88')
  await passwordRegion.getByRole('button', { name: 'Cambiar la contraseña' }).click()
  await expect(page.getByText('Tu contraseña se ha cambiado.')).toBeVisible()
  await page.goto('/account-settings')
  await expect(page).toHaveURL('/account-settings') // this session was renewed, not ended
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()
})

test('another session is listed and can be revoked', async ({ page, browser, baseURL }) => {
  const account = createAccount('user')
  const other = await browser.newContext({ baseURL, locale: 'es-ES' })
  const otherPage = await other.newPage()
  await signIn(otherPage, account)
  await signIn(page, account)
  const rows = page.getByRole('region', { name: 'Sesiones activas' }).getByRole('listitem')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Esta sesión' })).toHaveCount(1)
  await rows.filter({ hasNotText: 'Esta sesión' }).getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page.getByText('La sesión se ha cerrado.')).toBeVisible()
  await expect(rows).toHaveCount(1)
  await otherPage.goto('/account-settings')
  await expect(otherPage).toHaveURL('/signin?redirectTo=%2Faccount-settings')
  await other.close()
})

test('an idle session is locked by the server after ADMIN_IDLE_LOCK_MINUTES', async ({ page }) => {
  const account = createAccount('admin')
  await signIn(page, account)
  const database = db()
  const past = new Date(Date.now() - 16 * 60_000).toISOString()
  database
    .prepare('update session set lastActivityAt = ? where userId = (select id from user where email = ?)')
    .run(past, account.email)
  database.close()
  await page.goto('/admin/concepts')
  await expect(page).toHaveURL('/auth/boxed-lockscreen?redirectTo=%2Fadmin%2Fconcepts')
  await expect(page.getByRole('heading', { name: 'Pantalla bloqueada' })).toBeVisible()
  await page.getByLabel('Contraseña').fill(account.password)
  await page.getByRole('button', { name: 'Desbloquear' }).click()
  await expect(page).toHaveURL('/admin/concepts')
})

test('deleting the account needs the password; afterwards it cannot sign in', async ({ page }) => {
  const account = createAccount('user')
  await signIn(page, account)
  const danger = page.getByRole('region', { name: 'Eliminar la cuenta' })
  await danger.getByLabel('Tu contraseña').fill('equivocada-del-todo')
  await danger.getByLabel(/Entiendo que mi cuenta/).check()
  await danger.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
  await expect(danger.getByText('La contraseña no es correcta.')).toBeVisible()
  await danger.getByLabel('Tu contraseña').fill(account.password)
  await danger.getByLabel(/Entiendo que mi cuenta/).check()
  await danger.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
  await expect(page).toHaveURL('/signin?deleted=1')
  await expect(page.getByText('Tu cuenta se ha eliminado.')).toBeVisible()
  await signInThroughForm(page, account)
  await expect(page.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible()
})

test('the old address undoes an e-mail change with the link in its notice', async ({ page }) => {
  const account = createAccount('user')
  await signIn(page, account)
  const newEmail = uniqueEmail('robo')
  const emailRegion = page.getByRole('region', { name: 'Correo electrónico', exact: true })
  await emailRegion.getByLabel('Nuevo correo electrónico').fill(newEmail)
  await emailRegion.getByLabel('Contraseña actual').fill(account.password)
  await emailRegion.getByRole('button', { name: 'Cambiar el correo' }).click()
  await expect(page.getByText(/Si la dirección está disponible/)).toBeVisible()
  const confirm = await readMail(newEmail, /Confirma tu nueva dirección/)
  await page.goto(/https?:\/\/\S+\/auth\/confirm-email\?token=\S+/.exec(confirm.text)?.[0] ?? '')
  await expect(page.getByText(`Tu correo actual es ${newEmail}.`)).toBeVisible()

  const notice = await readMail(account.email, /Se ha pedido cambiar el correo/)
  await page.goto(/https?:\/\/\S+\/auth\/cancel-email-change\?token=\S+/.exec(notice.text)?.[0] ?? '')
  await expect(page.getByText(newEmail)).toBeVisible()
  await page.getByRole('button', { name: 'Cancelar el cambio' }).click()
  await expect(page.getByText(/Cambio cancelado/)).toBeVisible()
  await page.goto('/account-settings')
  await expect(page).toHaveURL(/\/signin\?redirectTo=/) // every session ended
  await signIn(page, account) // the old address signs in again
  await expect(page.getByText(`Tu correo actual es ${account.email}.`)).toBeVisible()
  await page.goto(/https?:\/\/\S+\/auth\/cancel-email-change\?token=\S+/.exec(notice.text)?.[0] ?? '')
  await expect(page.getByText(/Este enlace ya no sirve/)).toBeVisible()
})
