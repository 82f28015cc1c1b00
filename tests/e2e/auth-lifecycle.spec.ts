import {
  createAccount,
  expect,
  readMail,
  signIn,
  signInThroughForm,
  STRONG_PASSWORD,
  test,
  uniqueEmail,
} from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

test('a visitor signs up, confirms the e-mail, signs in, locks and unlocks, and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('nueva')
  await page.goto('/auth/boxed-signup')
  await hydrated(page) // the strength meter reacts to typing only once React is running
  await page.getByLabel('Nombre').fill('Lucía')
  await page.getByLabel('Apellidos').fill('Gómez')
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email)
  await page.getByLabel('Nueva contraseña').fill('password1234')
  await expect(page.getByText(/^Seguridad: /)).toBeVisible() // the meter loads on the auth screens
  await page.getByLabel('Repite la contraseña').fill('password1234')
  await page.getByLabel(/Acepto las condiciones/).check()
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(
    page.getByText('Esta contraseña es demasiado común. Elige otra menos previsible.'),
  ).toBeVisible()

  await page.getByLabel('Nueva contraseña').fill(STRONG_PASSWORD)
  await page.getByLabel('Repite la contraseña').fill(STRONG_PASSWORD)
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible()

  const mail = await readMail(email, /Confirma tu correo/)
  expect(mail.text).toMatch(/^Hola:/) // not confirmed yet: the mail repeats nothing typed at sign-up
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=\S+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()
  await page.goto(link ?? '')
  await expect(page).toHaveURL(/\/signin\?verified=1/)
  await expect(
    page.getByText('Tu correo electrónico está confirmado. Ya puedes iniciar sesión.'),
  ).toBeVisible()
  await readMail(email, /bienvenida/)

  await signInThroughForm(page, { email, password: STRONG_PASSWORD })
  await expect(page).toHaveURL('/account-settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()

  // Lock from the avatar menu: the private area stays closed until the password is entered.
  await page.getByRole('button', { name: 'Menú de la cuenta de Lucía Gómez' }).click()
  await expect(page.getByRole('menu')).toContainText(email)
  await page.getByRole('menuitem', { name: 'Bloquear pantalla' }).click()
  await expect(page).toHaveURL(/\/auth\/boxed-lockscreen/)
  await page.goto('/account-settings')
  await expect(page).toHaveURL('/auth/boxed-lockscreen?redirectTo=%2Faccount-settings')
  await page.getByLabel('Contraseña').fill('no-es-mi-clave')
  await page.getByRole('button', { name: 'Desbloquear' }).click()
  await expect(page.getByText('La contraseña no es correcta.')).toBeVisible()
  await page.getByLabel('Contraseña').fill(STRONG_PASSWORD)
  await page.getByRole('button', { name: 'Desbloquear' }).click()
  await expect(page).toHaveURL('/account-settings')

  await page.getByRole('button', { name: 'Menú de la cuenta de Lucía Gómez' }).click()
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click()
  await expect(page).toHaveURL('/signin?logout=success')
  await expect(page.getByText('Has cerrado sesión exitosamente.')).toBeVisible()
  await page.goto('/account-settings')
  await expect(page).toHaveURL('/signin?redirectTo=%2Faccount-settings')
})

test('a forgotten password is reset from the e-mailed link, which works only once', async ({ page }) => {
  const account = createAccount('user')
  await page.goto('/auth/boxed-password-reset')
  const stranger = uniqueEmail('nadie')
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(stranger)
  await page.getByRole('button', { name: 'Enviar enlace' }).click()
  const sameAnswer = /^Te llegará un correo en unos minutos: con un enlace para restablecer la contraseña/
  await expect(page.getByText(sameAnswer)).toBeVisible()
  // The address without an account learns it in its own inbox, with the way to sign up.
  const noAccount = await readMail(stranger, /No hay ninguna cuenta con este correo/)
  expect(noAccount.text).toContain('/auth/boxed-signup')

  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(account.email)
  await page.getByRole('button', { name: 'Enviar enlace' }).click()
  await expect(page.getByText(sameAnswer)).toBeVisible()
  const mail = await readMail(account.email, /Restablece tu contraseña/)
  const link = /https?:\/\/\S+\/auth\/boxed-password-change\?token=\S+/.exec(mail.text)?.[0] ?? ''
  expect(link).not.toBe('')

  await page.goto(link)
  const fresh = 'Nueva-clave-de-entreno-9'
  await page.getByLabel('Nueva contraseña').fill(fresh)
  await page.getByLabel('Repite la contraseña').fill(fresh)
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click()
  await expect(page).toHaveURL('/signin?reset=1')
  await expect(
    page.getByText('Tu contraseña se ha cambiado. Inicia sesión con la nueva contraseña.'),
  ).toBeVisible()
  await signInThroughForm(page, { email: account.email, password: account.password })
  await expect(page.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible()
  await signInThroughForm(page, { email: account.email, password: fresh })
  await expect(page).toHaveURL('/account-settings')

  await page.goto(link)
  await expect(page.getByText('Este enlace no es válido o ya se ha usado. Pide uno nuevo.')).toBeVisible()
})

test('an administrator lands on the post list; the user menu shows name and e-mail', async ({ page }) => {
  const admin = createAccount('admin')
  await signIn(page, admin)
  await expect(page).toHaveURL('/admin/posts')
  await page.getByRole('button', { name: `Menú de la cuenta de ${admin.name} ${admin.lastName}` }).click()
  const menu = page.getByRole('menu')
  await expect(menu).toContainText(`${admin.name} ${admin.lastName}`)
  await expect(menu).toContainText(admin.email)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: `Menú de la cuenta de ${admin.name} ${admin.lastName}` }).click()
  await page.getByRole('menuitem', { name: 'Mi cuenta' }).click()
  await expect(page).toHaveURL('/account-settings')
})
