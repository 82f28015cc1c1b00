import { expect, test } from '@playwright/test'
import { hydrated } from './hydrated.ts'

test('the sign-in screen offers the language switcher and follows the choice', async ({ page }) => {
  await page.goto('/signin')
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: /Idioma: Español\./ }).click()
  await page.getByRole('menuitemradio', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/^Sign in \| /)
})
