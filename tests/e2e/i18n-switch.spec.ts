import { expect, test } from '@playwright/test'
import { chooseLanguage } from './language-menu.ts'

test('switching language re-renders without a reload and survives one', async ({ page, context }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  await chooseLanguage(page, 'Deutsch')
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page).toHaveTitle(/^Seite nicht gefunden \| /)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('de')
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de')

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible()

  // To Arabic and back: direction follows the language.
  await chooseLanguage(page, 'العربية')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('switched-ar.png') })
  await chooseLanguage(page, 'English')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('a ?lng= link is dropped from the address when the visitor picks another language', async ({ page }) => {
  await page.goto('/no-such-page?lng=it')
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible()
  await chooseLanguage(page, 'Polski')
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible()
  await expect(page).toHaveURL(/\/no-such-page$/)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
})
