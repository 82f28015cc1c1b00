import { expect, test, type Page } from '@playwright/test'
import { createAccount, signIn } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

const html = (page: Page) => page.locator('html')

test('the theme toggle cycles light → dark → system and the choice survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await hydrated(page)
  await expect(html(page)).not.toHaveClass(/dark/)
  const toggle = page.getByRole('button', { name: /^Tema: Claro/ })
  await toggle.click()
  await expect(html(page)).toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  const cookie = (await context.cookies()).find((c) => c.name === 'display')
  expect(decodeURIComponent(cookie?.value ?? '')).toContain('theme=dark')

  await page.reload()
  await expect(html(page)).toHaveClass(/\bdark\b/)
  await hydrated(page)
  await page.getByRole('button', { name: /^Tema: Oscuro/ }).click()
  await expect(html(page)).toHaveAttribute('data-theme', 'system')
  await expect(html(page)).not.toHaveClass(/dark/) // the emulated system is light
})

test('switching the theme repaints at once: no colour fades between light and dark', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/posts')
  await hydrated(page)
  // The sidebar links fade their colour on hover; a theme switch must not fade them.
  const colours = await page.evaluate(async () => {
    const label = document.querySelector('nav a[href$="/admin/concepts"] span')!
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    document.querySelector<HTMLButtonElement>('button[aria-label^="Tema: "]')!.click()
    await nextFrame()
    const first = getComputedStyle(label).color
    await new Promise((resolve) => setTimeout(resolve, 800))
    return { first, settled: getComputedStyle(label).color }
  })
  await expect(html(page)).toHaveClass(/\bdark\b/)
  expect(colours.first).toBe(colours.settled)
})

test('no flash: the server HTML already carries the dark class and the direction', async ({ request }) => {
  const dark = await request.get('/', { headers: { Cookie: 'display=theme%3Ddark' } })
  expect(await dark.text()).toMatch(/<html [^>]*class="dark"/)
  const light = await request.get('/', { headers: { Cookie: 'display=theme%3Dlight' } })
  expect(await light.text()).not.toMatch(/<html [^>]*class="dark"/)
  // "system" cannot be known on the server: a tiny script decides before the first paint.
  const system = await (await request.get('/', { headers: { Cookie: 'display=theme%3Dsystem' } })).text()
  expect(system).toMatch(/<html [^>]*data-theme="system"/)
  expect(system).toContain("d.dataset.theme==='system'&&matchMedia('(prefers-color-scheme: dark)')")
  // A right-to-left choice made in English is honoured by the server too.
  const rtl = await request.get('/', {
    headers: { Cookie: 'i18next=en; display=rtlClass%3Drtl%26locale%3Den' },
  })
  expect(await rtl.text()).toMatch(/<html lang="en" dir="rtl"/)
})

test.describe('system theme', () => {
  test.use({ colorScheme: 'dark' })

  test('follows prefers-color-scheme before paint and live', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'display', value: 'theme%3Dsystem', url: baseURL ?? '' }])
    await page.goto('/')
    await expect(html(page)).toHaveClass(/\bdark\b/)
    // Even a change between the first paint and hydration is picked up.
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html(page)).not.toHaveClass(/dark/)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html(page)).toHaveClass(/\bdark\b/)
  })
})

test('corrupt stored settings are reset to the defaults', async ({ page, context }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    localStorage.setItem('theme', '<script>')
    localStorage.setItem('menu', 'diagonal')
    localStorage.setItem('semidark', 'maybe')
    localStorage.setItem('navbar', 'floating')
  })
  await context.addCookies([{ name: 'display', value: '%E0%A4%A', url: 'http://127.0.0.1' }])
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  expect(await page.evaluate(() => [localStorage.getItem('menu'), localStorage.getItem('semidark')])).toEqual(
    ['vertical', 'false'],
  )
  // Valid values are kept.
  expect(await page.evaluate(() => localStorage.getItem('navbar'))).toBe('floating')
  await expect(html(page)).not.toHaveClass(/dark/)
})
