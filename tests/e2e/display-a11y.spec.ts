import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { violations } from './axe.ts'
import { hydrated } from './hydrated.ts'

test('main layout, customizer and language menu pass axe in light, dark and Arabic', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  for (const path of ['/admin/posts', '/admin/posts?lng=ae']) {
    await page.goto(path)
    await hydrated(page)
    expect(await violations(page), path).toEqual([])
    await page.getByRole('button', { name: /Ajustes de visualización|إعدادات العرض/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations(page), `${path} customizer`).toEqual([])
    await page
      .getByRole('dialog')
      .getByText(/^(Oscuro|داكن)$/)
      .click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await violations(page), `${path} customizer, dark`).toEqual([])
    await page.keyboard.press('Escape')
    expect(await violations(page), `${path} dark`).toEqual([])
    await page.getByRole('button', { name: /^(Tema|المظهر): / }).click() // dark → system
    await page.getByRole('button', { name: /^(Tema|المظهر): / }).click() // system → light
    await page.getByRole('button', { name: /(Idioma|اللغة): / }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await violations(page), `${path} language menu`).toEqual([])
    await page.keyboard.press('Escape')
  }
})
