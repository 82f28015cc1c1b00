import { expect, test, type Page } from '@playwright/test'
import { loadDemoContent } from '../../server/content/demo/load.server.ts'
import { slugify } from '../../app/schemas/slug.ts'
import { violations } from './axe.ts'
import { hydrated } from './hydrated.ts'

// Issue 30: the first "rondo" of this demo post links to the concept, with its short definition as
// a tooltip that opens on hover and keyboard focus and closes with Escape.
const POST = `/post/${slugify('Rondos para niños de 8 años: aprender jugando')}`
const RONDO = loadDemoContent().concepts.find((concept) => concept.term === 'Rondo')?.summary ?? ''

const term = (page: Page) => page.locator('.rich-text a[href="/concepts/rondo"][aria-describedby]')

test('a glossary link: Tab focuses it, its tooltip shows the short definition, Escape closes it', async ({
  page,
}) => {
  await page.goto(POST)
  await hydrated(page)
  const link = term(page)
  await expect(link).toHaveCount(1)
  await expect(link).toHaveAccessibleDescription(RONDO)
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toBeHidden()
  for (let i = 0; i < 80 && !(await link.evaluate((a) => a === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toHaveText(RONDO)
  await page.keyboard.press('Escape')
  await expect(tooltip).toBeHidden()
  await expect(link).toBeFocused()
  // Focus coming back opens it again.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  await expect(tooltip).toBeVisible()
})

test('hover opens the tooltip, the pointer can rest on it, Escape closes it; axe clean in both themes', async ({
  page,
}) => {
  await page.goto(POST)
  await hydrated(page)
  const tooltip = page.getByRole('tooltip')
  await term(page).hover()
  await expect(tooltip).toBeVisible()
  await tooltip.hover()
  await expect(tooltip).toBeVisible()
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    expect(await violations(page)).toEqual([])
  }
  await page.keyboard.press('Escape')
  await expect(tooltip).toBeHidden()
  await page.mouse.move(0, 0)
  await term(page).hover()
  await expect(tooltip).toBeVisible()
})

test('in Arabic the body and its tooltip stay usable and axe clean', async ({ page }) => {
  await page.goto(`${POST}?lng=ae`)
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await term(page).focus()
  await expect(page.getByRole('tooltip')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('without JavaScript the term is a plain link to its concept', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto(POST)
    await term(page).click()
    await expect(page).toHaveURL('/concepts/rondo')
    await expect(page.getByRole('heading', { level: 1, name: 'Rondo' })).toBeVisible()
  } finally {
    await context.close()
  }
})
