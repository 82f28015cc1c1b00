import type { BrowserContext, Page } from '@playwright/test'
import { languages } from '#app/i18n/languages.ts'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 31, "Finding things": the public top bar reaches courses, drills and the blog beside the
 * spec's seven links, without overflowing at any width in any of the 16 languages; "Mis cursos" for
 * learners.
 */
const useLanguage = (context: BrowserContext, baseURL: string | undefined, language: string) =>
  context.addCookies([{ name: 'i18next', value: language, url: baseURL ?? '' }])

/** Links that overflow the page or the header, or overlap each other (same row, boxes crossing). */
async function barProblems(page: Page, where: string) {
  return page.evaluate((label) => {
    const problems: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) problems.push(`${label}: page scrolls sideways`)
    const header = document.querySelector('header')
    if (header && header.scrollWidth > header.clientWidth) problems.push(`${label}: top bar overflows`)
    const boxes = [...document.querySelectorAll<HTMLElement>('header nav li a')]
      .filter((a) => a.offsetParent !== null)
      .map((a) => ({ text: a.textContent ?? '', box: a.getBoundingClientRect() }))
    for (const { text, box } of boxes) {
      if (box.left < 0 || box.right > root.clientWidth) problems.push(`${label}: "${text}" out of view`)
      if (a11yTooSmall(box)) problems.push(`${label}: "${text}" squeezed`)
    }
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const overlap =
          a.box.left < b.box.right - 1 &&
          b.box.left < a.box.right - 1 &&
          a.box.top < b.box.bottom - 1 &&
          b.box.top < a.box.bottom - 1
        if (overlap) problems.push(`${label}: "${a.text}" overlaps "${b.text}"`)
      }),
    )
    return problems
    function a11yTooSmall(box: DOMRect) {
      return box.width < 24 || box.height < 24
    }
  }, where)
}

const TEN = [
  'Inicio',
  'Infantil',
  'Juvenil',
  'Elite',
  'Cursos',
  'Ejercicios',
  'Conceptos',
  'Definiciones',
  'Blog',
  'Contacto',
]

test('the wide top bar leads to courses, drills and the blog, each highlighted on its page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Navegación principal' }).first()
  for (const name of TEN) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  for (const [name, path, heading] of [
    ['Cursos', '/cursos', 'Cursos'],
    ['Ejercicios', '/ejercicios', 'Ejercicios'],
    ['Blog', '/blog', 'Blog'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
  }
})

test('no overflow or overlap from 320 to 1920 px in all 16 languages, compact menu included', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  const problems: string[] = []
  for (const language of languages) {
    await useLanguage(context, baseURL, language)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await hydrated(page)
    for (const width of [1920, 1440, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      problems.push(...(await barProblems(page, `${language} ${width}px`)))
      await expect(page.locator('header nav li a:visible')).toHaveCount(10)
    }
    for (const width of [1279, 1024, 768, 375, 320]) {
      await page.setViewportSize({ width, height: 900 })
      const toggle = page.locator('header button[aria-controls]')
      await expect(async () => {
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
        await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 500 })
      }).toPass()
      await expect(page.locator('header nav li a:visible')).toHaveCount(10)
      problems.push(...(await barProblems(page, `${language} ${width}px menu`)))
      await page.keyboard.press('Escape')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    }
  }
  await context.close()
  expect(problems).toEqual([])
})

test('"Mis cursos": a visitor signs in and comes back; no course yet leads to the catalogue', async ({
  page,
}) => {
  await page.goto('/account/courses')
  await expect(page).toHaveURL('/signin?redirectTo=%2Faccount%2Fcourses')
  const learner = createAccount('user')
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(learner.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(learner.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL('/account/courses')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis cursos' })).toBeVisible()
  await expect(page.getByText('Todavía no sigues ningún curso.')).toBeVisible()
  await page.getByRole('link', { name: 'Ver los cursos' }).click()
  await expect(page).toHaveURL('/cursos')
})

test('"Mis cursos" is in the account navigation and the user menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, createAccount('user'))
  await page.goto('/account-settings')
  await hydrated(page)
  await page.getByRole('link', { name: 'Mis cursos' }).first().click()
  await expect(page).toHaveURL('/account/courses')
  await page.goto('/account-settings')
  await hydrated(page)
  await page.getByRole('button', { name: /Menú de la cuenta/ }).click()
  await page.getByRole('menuitem', { name: 'Mis cursos' }).click()
  await expect(page).toHaveURL('/account/courses')
})
