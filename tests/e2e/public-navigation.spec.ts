import { expect, test, type Page } from '@playwright/test'

const BRAND = 'Metodologías Creativas'
const links = [
  { name: 'Inicio', path: '/', heading: 'Aprender jugando, decidir mejor, competir con cabeza' },
  { name: 'Infantil', path: '/infantil', heading: 'Infantil' },
  { name: 'Juvenil', path: '/juvenil', heading: 'Juvenil' },
  { name: 'Elite', path: '/elite', heading: 'Elite' },
  { name: 'Conceptos', path: '/conceptos', heading: 'Conceptos' },
  { name: 'Definiciones', path: '/conceptos_basicos', heading: 'Definiciones' },
  { name: 'Contacto', path: '/contacto', heading: 'Hablemos de fútbol' },
]

test.describe('desktop top bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('every link opens its page and is the one highlighted', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Navegación principal' }).first()
    for (const link of links) {
      await nav.getByRole('link', { name: link.name, exact: true }).click()
      await expect(page).toHaveURL(link.path)
      await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible()
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    }
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden()
  })

  test('the concept pages keep Conceptos highlighted, the footer has the coach details', async ({ page }) => {
    await page.goto('/concepts/presion-tras-perdida')
    const nav = page.getByRole('navigation', { name: 'Navegación principal' }).first()
    await expect(nav.getByRole('link', { name: 'Conceptos', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(`© ${new Date().getUTCFullYear()} Álvaro Medina`)).toBeVisible()
    await expect(footer.getByRole('link', { name: 'contacto@metodologiascreativas.es' })).toHaveAttribute(
      'href',
      'mailto:contacto@metodologiascreativas.es',
    )
    await expect(footer.getByRole('link', { name: 'Sígueme en redes sociales' })).toHaveAttribute(
      'href',
      /instagram/,
    )
    for (const name of ['Inicio', 'Infantil', 'Juvenil', 'Elite', 'Conceptos', 'Blog', 'Contacto'])
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
    await footer.getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  })
})

/** Clicks the toggle until the page has hydrated and the menu opens (a click before does nothing). */
async function openMenu(page: Page) {
  await expect(async () => {
    const toggle = page.getByRole('button', { name: /menú/ })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 500 })
  }).toPass()
}

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the toggle opens the same links and navigation closes it', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const toggle = page.getByRole('button', { name: 'Abrir menú' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(header.getByRole('link', { name: 'Definiciones', exact: true })).toBeHidden()
    await openMenu(page)
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true')
    for (const link of links)
      await expect(header.getByRole('link', { name: link.name, exact: true })).toBeVisible()
    await header.getByRole('link', { name: 'Definiciones', exact: true }).click()
    await expect(page).toHaveURL('/conceptos_basicos')
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false')
    await expect(header.getByRole('link', { name: 'Contacto', exact: true })).toBeHidden()
  })

  test('Escape closes the menu and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/elite')
    const header = page.getByRole('banner')
    await openMenu(page)
    const current = header.getByRole('link', { name: 'Elite', exact: true })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await current.focus()
    await page.keyboard.press('Escape')
    const toggle = page.getByRole('button', { name: 'Abrir menú' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await expect(header.getByRole('link', { name: 'Contacto', exact: true })).toBeHidden()
  })
})

test('every public page has its own title, description and canonical URL', async ({ page }) => {
  const seen = new Set<string>()
  for (const path of [
    '/',
    '/infantil',
    '/juvenil',
    '/elite',
    '/conceptos',
    '/conceptos_basicos',
    '/blog',
    '/contacto',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    const title = await page.title()
    expect(title, path).toMatch(new RegExp(` \\| ${BRAND}$`))
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length, path).toBeGreaterThan(50)
    seen.add(`${title}|${description}`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(path, page.url()).toString(),
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1)
  }
  expect(seen.size).toBe(8)
  await page.goto('/concepts')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/conceptos$/)
  await page.goto('/')
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  )
  expect(ld).toMatchObject({
    '@type': 'Person',
    name: 'Álvaro Medina',
    worksFor: { '@type': 'SportsOrganization' },
  })
})
