import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

test.describe('main layout', () => {
  test('admin: sidebar entries, header, footer, the customizer and its settings after a reload', async ({
    page,
  }) => {
    await signIn(page, createAccount('admin'))
    await page.goto('/admin/posts')
    await hydrated(page)
    const sidebar = page.getByRole('navigation', { name: 'Administración' })
    await expect(sidebar.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page')
    await expect(sidebar.getByRole('link', { name: 'Conceptos' })).toBeVisible()
    expect((await sidebar.boundingBox())?.width).toBe(260)
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Metodologías Creativas' }),
    ).toHaveAttribute('href', '/')
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Álvaro Medina. Todos los derechos reservados.`,
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible()

    await sidebar.getByRole('link', { name: 'Conceptos' }).click()
    await expect(page).toHaveURL('/admin/concepts')
    await expect(page.getByRole('heading', { level: 1, name: 'Conceptos' })).toBeVisible()

    await page.getByRole('button', { name: 'Ajustes de visualización' }).click()
    const panel = page.getByRole('dialog', { name: 'Ajustes de visualización' })
    await panel.getByText('Horizontal').click()
    await panel.getByText('Encuadrado').click()
    await panel.getByText('Flotante').click()
    await panel.getByRole('switch', { name: 'Barra lateral y superior oscuras' }).check()
    await panel.getByLabel('Transición de página').selectOption('fade-in-up')
    await panel.getByRole('button', { name: 'Cerrar' }).click()

    // Horizontal menu: the entries move into the header, the sidebar leaves large screens.
    await expect(page.locator('#main-sidebar')).toBeHidden()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Posts' })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveClass(/\bdark\b/)
    await page.screenshot({ path: test.info().outputPath('customized.png') })

    const html = await (await page.request.get('/admin/concepts')).text()
    expect(html).toContain('data-menu="horizontal"')
    expect(html).toContain('data-layout="boxed"')
    expect(html).toContain('data-navbar="floating"')
    await page.reload()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Posts' })).toBeVisible()
    expect(
      await page.evaluate(() =>
        ['menu', 'layout', 'navbar', 'semidark', 'animation'].map((k) => localStorage.getItem(k)),
      ),
    ).toEqual(['horizontal', 'boxed', 'floating', 'true', 'fade-in-up'])
  })

  test('a user sees no admin entries', async ({ page }) => {
    await signIn(page, createAccount('user'))
    await page.goto('/account-settings')
    const sidebar = page.getByRole('navigation', { name: 'Administración' })
    await expect(sidebar.getByRole('link', { name: 'Mi cuenta' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Posts' })).toHaveCount(0)
    await expect(sidebar.getByRole('link', { name: 'Conceptos' })).toHaveCount(0)
  })

  test('scroll-to-top appears past 50px and brings the page back up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 360 })
    await signIn(page, createAccount('admin'))
    await page.goto('/admin/posts')
    await hydrated(page)
    const button = page.getByRole('button', { name: 'Volver arriba' })
    await expect(button).toHaveCount(0)
    await page.mouse.wheel(0, 300)
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toHaveCount(0)
  })
})

test.describe('main layout on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the sidebar opens with the toggle, closes on the overlay and after navigating', async ({ page }) => {
    await signIn(page, createAccount('admin'))
    await page.goto('/admin/posts')
    await hydrated(page)
    const sidebar = page.getByRole('navigation', { name: 'Administración' })
    await expect(sidebar).toBeHidden()
    await page.getByRole('button', { name: 'Abrir el menú' }).click()
    await expect(sidebar).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('phone-open.png') })
    await page.mouse.click(360, 400) // the dark overlay beside the 260px sidebar
    await expect(sidebar).toBeHidden()

    await page.getByRole('button', { name: 'Abrir el menú' }).click()
    await sidebar.getByRole('link', { name: 'Conceptos' }).click()
    await expect(page).toHaveURL('/admin/concepts')
    await expect(sidebar).toBeHidden()
  })
})

test.describe('main layout in Arabic', () => {
  test('the sidebar sits on the right and the texts are Arabic', async ({ page }) => {
    await signIn(page, createAccount('admin'))
    await page.goto('/admin/posts?lng=ae')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const sidebar = page.getByRole('navigation', { name: 'الإدارة' })
    const box = await sidebar.boundingBox()
    expect(box?.x).toBe(1280 - 260)
    await expect(page.getByRole('heading', { level: 1, name: 'المنشورات' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('admin-ar.png') })
  })
})
