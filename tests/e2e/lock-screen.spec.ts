import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/** Issue 27: opening the lock screen never locks; locking is a POST from the site's own pages. */

test('a link or an image from another site does not lock the session; the avatar menu does', async ({
  page,
}) => {
  const account = createAccount('user', { name: 'Irene', lastName: 'Vidal' })
  await signIn(page, account)
  await expect(page).toHaveURL('/account-settings')

  // What a link or an <img> on any page does: a GET with the visitor's cookies.
  await page.goto('/auth/boxed-lockscreen')
  await expect(page).toHaveURL('/account-settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()
  // A form on another site posting to the lock route is refused.
  const forged = await page.request.post('/auth/lock', {
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(403)
  await page.goto('/account-settings')
  await expect(page).toHaveURL('/account-settings')

  await hydrated(page)
  await page.getByRole('button', { name: 'Menú de la cuenta de Irene Vidal' }).click()
  await page.getByRole('menuitem', { name: 'Bloquear pantalla' }).click()
  await expect(page).toHaveURL('/auth/boxed-lockscreen?redirectTo=%2Faccount-settings')
  await expect(page.getByRole('heading', { name: 'Pantalla bloqueada' })).toBeVisible()
  // Opened again, the screen shows itself to the locked session, and the private area stays shut.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Pantalla bloqueada' })).toBeVisible()
  await page.goto('/account-settings')
  await expect(page).toHaveURL('/auth/boxed-lockscreen?redirectTo=%2Faccount-settings')
})

test('the idle timer in the page locks the session with a POST, then shows the lock screen', async ({
  page,
}) => {
  const account = createAccount('user')
  await page.clock.install()
  await signIn(page, account)
  await expect(page).toHaveURL('/account-settings')
  await hydrated(page)
  // The page's clock runs 16 minutes without activity; the server's clock does not move. On a busy
  // machine the page may start its idle clock again after the jump (a late effect or revalidation
  // of the page), so the jump is repeated until the page locks: without the idle lock it never does.
  await expect(async () => {
    await page.clock.fastForward('16:00')
    await expect(page).toHaveURL('/auth/boxed-lockscreen?redirectTo=%2Faccount-settings', { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Pantalla bloqueada' })).toBeVisible()
  await page.goto('/account-settings')
  await expect(page).toHaveURL('/auth/boxed-lockscreen?redirectTo=%2Faccount-settings')
})
