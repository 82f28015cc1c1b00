import { createAccount, createAccountWithScript, expect, signIn, test } from './auth-fixtures.ts'

/** Spec section 6: every private route for a visitor, a user and an administrator. */
const ADMIN_ONLY = ['/admin/posts', '/admin/posts/create', '/admin/posts/edit/1', '/admin/concepts']
const SIGNED_IN = ['/account-settings']

test('a visitor is sent to /signin with the route remembered', async ({ page }) => {
  for (const path of [...ADMIN_ONLY, ...SIGNED_IN]) {
    await page.goto(path)
    await expect(page, path).toHaveURL(`/signin?${new URLSearchParams({ redirectTo: path })}`)
  }
})

test('a user reaches account settings and is sent to / from the admin area', async ({ page }) => {
  await signIn(page, createAccount('user'))
  await expect(page).toHaveURL('/account-settings')
  for (const path of ADMIN_ONLY) {
    await page.goto(path)
    await expect(page, path).toHaveURL('/')
  }
})

test('actions are guarded too: a visitor cannot post to account settings', async ({ request }) => {
  const response = await request.post('/account-settings', {
    form: { intent: 'delete', password: 'whatever-it-is', confirm: 'on' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  expect(response.headers()['location']).toBe('/signin?redirectTo=%2Faccount-settings')
})

test('an administrator made with npm run admin:create reaches every private route', async ({ page }) => {
  test.setTimeout(90_000) // the script starts tsx
  await signIn(page, createAccountWithScript('admin'))
  for (const path of [...ADMIN_ONLY, ...SIGNED_IN]) {
    const response = await page.goto(path)
    await expect(page, path).toHaveURL(path)
    expect(response?.status(), path).toBeLessThan(500)
  }
})

test('sign-in returns to the page asked for, but never to another host', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = createAccount('admin')
  await page.goto('/admin/concepts')
  await expect(page).toHaveURL('/signin?redirectTo=%2Fadmin%2Fconcepts')
  await signIn(page, admin, '/signin?redirectTo=%2Fadmin%2Fconcepts')
  await expect(page).toHaveURL('/admin/concepts')

  for (const evil of ['//evil.example', 'https://evil.example/', '/\\evil.example', '/\t/evil.example']) {
    const context = await browser.newContext({ baseURL, locale: 'es-ES' })
    const fresh = await context.newPage()
    await signIn(fresh, createAccount('user'), `/signin?redirectTo=${encodeURIComponent(evil)}`)
    await expect(fresh, evil).toHaveURL(`${baseURL}/account-settings`)
    await context.close()
  }
})
