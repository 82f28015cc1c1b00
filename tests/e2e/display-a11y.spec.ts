import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's WCAG A/AA rules over the given parts of the page; returns "rule: target" lines. */
async function violations(page: Page, include: string[]) {
  await page.evaluate(axeSource) // not a <script> tag: the page's CSP would refuse it
  return page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] }
    const result = await axe.run(
      { include: selectors.filter((s) => document.querySelector(s)).map((s) => [s]) },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } },
    )
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
  }, include)
}

test('main layout, customizer and language menu pass axe in light, dark and Arabic', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  for (const path of ['/admin/posts', '/admin/posts?lng=ae']) {
    await page.goto(path)
    await hydrated(page)
    expect(await violations(page, ['#main-sidebar', 'header', 'footer']), path).toEqual([])
    await page.getByRole('button', { name: /Ajustes de visualización|إعدادات العرض/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations(page, ['[role=dialog]']), `${path} customizer`).toEqual([])
    await page
      .getByRole('dialog')
      .getByText(/^(Oscuro|داكن)$/)
      .click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await violations(page, ['[role=dialog]']), `${path} customizer, dark`).toEqual([])
    await page.keyboard.press('Escape')
    expect(await violations(page, ['#main-sidebar', 'header']), `${path} dark`).toEqual([])
    await page.getByRole('button', { name: /^(Tema|المظهر): / }).click() // dark → system
    await page.getByRole('button', { name: /^(Tema|المظهر): / }).click() // system → light
    await page.getByRole('button', { name: /(Idioma|اللغة): / }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await violations(page, ['[role=menu]']), `${path} language menu`).toEqual([])
    await page.keyboard.press('Escape')
  }
})
