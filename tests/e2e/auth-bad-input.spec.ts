import { createAccount, expect, test, uniqueEmail } from './auth-fixtures.ts'

test('a sign-in form posted from another origin is refused', async ({ request }) => {
  const account = createAccount('user')
  const response = await request.post('/signin', {
    headers: { Origin: 'https://evil.example' },
    form: { email: account.email, password: account.password },
    maxRedirects: 0,
  })
  // React Router refuses a cross-origin action before our own check would (400); either way, no session.
  expect([400, 403]).toContain(response.status())
  expect(response.headers()['set-cookie'] ?? '').not.toContain('session_token')
})

test('wrong passwords are throttled per account with HTTP 429 and a translated message', async ({ page }) => {
  const account = createAccount('user')
  await page.goto('/signin')
  for (let i = 0; i < 5; i++) {
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(account.email)
    await page.getByLabel('Contraseña', { exact: true }).fill(`equivocada-${i}-clave`)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible()
  }
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(account.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password)
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/signin')),
    page.getByRole('button', { name: 'Iniciar sesión' }).click(),
  ])
  expect(response.status()).toBe(429)
  await expect(
    page.getByText('Demasiados intentos. Espera unos minutos antes de volver a intentarlo.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/signin/)
})

test('look-alike letters in an e-mail are rejected with a clear message', async ({ page, request }) => {
  const account = createAccount('user')
  await page.goto('/signin')
  // Cyrillic "е" (U+0435) in place of the Latin "e" of "user".
  await page
    .getByRole('textbox', { name: 'Correo electrónico' })
    .fill(account.email.replace('user', 'us\u0435r'))
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByText(/Introduce un correo electrónico válido/)).toBeVisible()
  await expect(page).toHaveURL('/signin')
  // Posted directly, with a look-alike domain: the server says the same, and signs nobody in.
  const response = await request.post('/signin', {
    headers: { 'Accept-Language': 'es' },
    form: { email: account.email.replace('example', '\u0435xample'), password: account.password },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(400)
  expect(await response.text()).toContain('Introduce un correo electrónico válido')
  expect(response.headers()['set-cookie'] ?? '').not.toContain('session_token')
})

test('10 000-character fields get a validation error, never a server error', async ({ request }) => {
  const long = 'x'.repeat(10_000)
  const signup = await request.post('/auth/boxed-signup', {
    headers: { 'Accept-Language': 'es' },
    form: {
      name: long,
      lastName: long,
      email: `${long}@example.com`,
      password: long,
      confirmPassword: long,
      acceptTerms: 'on',
    },
  })
  expect(signup.status()).toBe(400)
  expect(await signup.text()).toContain('El texto es demasiado largo.')
  const signin = await request.post('/signin', { form: { email: uniqueEmail('x'), password: long } })
  expect(signin.status()).toBe(400)
  const reset = await request.post('/auth/boxed-password-reset', { form: { email: long } })
  expect(reset.status()).toBe(400)
})

test('tampered reset and setup tokens get a clear message', async ({ page }) => {
  await page.goto('/auth/boxed-password-change?token=manipulado')
  await expect(page.getByText('Este enlace no es válido o ya se ha usado. Pide uno nuevo.')).toBeVisible()
  await page.getByRole('link', { name: 'Pedir un nuevo enlace' }).click()
  await expect(page).toHaveURL('/auth/boxed-password-reset')
  await page.goto('/setup?token=adivinado')
  await expect(page.getByText(/Este enlace de configuración no es válido/)).toBeVisible()
  const post = await page.request.post('/auth/boxed-password-change', {
    form: { token: 'manipulado', password: 'Otra-clave-segura-1', confirmPassword: 'Otra-clave-segura-1' },
  })
  expect(post.status()).toBe(400)
})
