import type { Page } from '@playwright/test'
import { createAccount, expect, signIn, test, type TestAccount } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { sessionOf } from './session-fixtures.ts'

/**
 * Issue 34, the installable app (docs/decisions/050-at-the-pitch.md): the manifest and the service
 * worker; a session marked for the pitch opens and runs with the network off, through a reload; no
 * admin page and no other account's page is ever stored or served; the rest gets the offline page.
 */

// The rest of the suite blocks service workers (playwright.config.ts); this spec tests ours.
test.use({ serviceWorkers: 'allow' })

/** Every address in the site's CacheStorage, cache by cache. */
const storage = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {}
    for (const name of await caches.keys())
      all[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
    return all
  })
const storedPaths = async (page: Page) => Object.values(await storage(page)).flat()

/** The worker controls the page (it claims the pages open when it starts). */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/)
}

async function markForPitch(page: Page, id: number) {
  await page.goto(`/account/sessions/${id}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Guardar para el campo' }).click()
  await expect(page.getByText('Guardada para el campo: el cronómetro se abre sin conexión')).toBeVisible()
  await expect.poll(() => storedPaths(page)).toContain(`/account/sessions/${id}/timer`)
  await expect.poll(() => storedPaths(page)).toContain(`/account/sessions/${id}/timer.data`)
}

async function signOut(page: Page, account: TestAccount) {
  await page.getByRole('button', { name: `Menú de la cuenta de ${account.name} ${account.lastName}` }).click()
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click()
  await expect(page).toHaveURL('/signin?logout=success')
}

const offlinePage = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sin conexión' })

test('the manifest names the site with its icons, the page links it, and the service worker is registered', async ({
  page,
  request,
}) => {
  const spanish = { headers: { 'Accept-Language': 'es' } }
  const answer = await request.get('/manifest.webmanifest', spanish)
  expect(answer.headers()['content-type']).toContain('application/manifest+json')
  const manifest = await answer.json()
  expect(manifest).toMatchObject({
    name: 'Metodologías Creativas',
    short_name: 'Metodologías',
    lang: 'es',
    start_url: '/',
    display: 'standalone',
    theme_color: '#047857',
    background_color: '#ffffff',
  })
  const icons: Array<{ src: string; sizes: string; purpose: string }> = manifest.icons
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of icons) {
    const png = await (await request.get(icon.src)).body()
    // A PNG's width and height, big-endian at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
  }

  await page.goto('/')
  await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/manifest.webmanifest')
  await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', '#047857')
  await controlled(page)
  // The offline page is stored at install: static, translated, no script.
  await expect.poll(() => storedPaths(page)).toContain('/sin-conexion')
  const offline = await (await request.get('/sin-conexion', spanish)).text()
  expect(offline).toContain('<h1>Sin conexión</h1>')
  expect(offline).not.toContain('<script')
  const arabic = await (await request.get('/sin-conexion', { headers: { 'Accept-Language': 'ar' } })).text()
  expect(arabic).toContain('<html lang="ar" dir="rtl">')
  expect(arabic).toContain('<h1>غير متصل</h1>')
})

test('a session for the pitch opens and runs with the network off, through a reload; the rest is the offline page; no admin page is stored', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const coach = createAccount('admin')
  await signIn(page, coach)
  const marked = sessionOf(coach.email, 'Sesión para el campo')
  const unmarked = sessionOf(coach.email, 'Sesión de casa')
  await controlled(page)
  await markForPitch(page, marked)

  // Online, admin screens and an unmarked timer are seen and never stored.
  for (const address of ['/admin', '/admin/posts', `/account/sessions/${unmarked}/timer`]) {
    await page.goto(address)
    await hydrated(page)
  }
  const paths = await storedPaths(page)
  expect(paths.filter((path) => path.startsWith('/admin'))).toEqual([])
  expect(paths).not.toContain(`/account/sessions/${unmarked}/timer`)

  await context.setOffline(true)
  await page.goto(`/account/sessions/${marked}/timer`)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sesión en el campo: Sesión para el campo')
  await expect(page.locator('#timer-block')).toHaveText('Rondo de activación')
  const clock = page.getByRole('timer', { name: 'Tiempo restante del bloque' })
  await expect(clock).toHaveText('2:00')
  await page.getByRole('button', { name: 'Empezar' }).click()
  await expect(clock).toHaveText(/^1:5\d$/)
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('button', { name: 'Pausa' })).toBeVisible() // still running
  const before = await clock.textContent()
  await expect(clock).not.toHaveText(before ?? '')
  await expect(clock).toHaveText(/^1:[0-5]\d$/)

  // An unmarked session and an admin screen: the offline page, not a stored copy.
  await page.goto(`/account/sessions/${unmarked}/timer`)
  await expect(offlinePage(page)).toBeVisible()
  await page.goto('/admin')
  await expect(offlinePage(page)).toBeVisible()
  expect((await storedPaths(page)).filter((path) => path.startsWith('/admin'))).toEqual([])

  // Back online, unmarking takes the session off the device.
  await context.setOffline(false)
  await page.goto(`/account/sessions/${marked}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Dejar de guardarla para el campo' }).click()
  await expect(page.getByRole('button', { name: 'Guardar para el campo' })).toBeVisible()
  await expect.poll(() => storedPaths(page)).not.toContain(`/account/sessions/${marked}/timer`)
  expect(await storedPaths(page)).not.toContain(`/account/sessions/${marked}/timer.data`)
})

test("after sign-out and another account's sign-in, the first account's session is not on the device", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const first = createAccount('user')
  await signIn(page, first)
  const id = sessionOf(first.email, 'Sesión de la primera cuenta')
  await controlled(page)
  await markForPitch(page, id)

  await signOut(page, first)
  await expect
    .poll(async () => Object.keys(await storage(page)))
    .not.toContainEqual(expect.stringMatching(/^pitch-/))
  await signIn(page, createAccount('user'))
  await context.setOffline(true)
  await page.goto(`/account/sessions/${id}/timer`)
  await expect(offlinePage(page)).toBeVisible()
  await expect(page.getByText('Sesión de la primera cuenta')).toHaveCount(0)
  expect(await storedPaths(page)).not.toContain(`/account/sessions/${id}/timer`)
})

test('the install button shows only while the browser offers to install, and asks once', async ({ page }) => {
  await signIn(page, createAccount('user'))
  await page.goto('/account/sessions')
  await hydrated(page)
  const install = page.getByRole('button', { name: 'Instalar la aplicación' })
  await expect(install).toHaveCount(0)
  // Chromium's offer, as it fires it when the site is installable (a headless browser never does).
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => document.documentElement.setAttribute('data-install-asked', 'yes'),
    })
    window.dispatchEvent(offer)
  })
  await install.click()
  await expect(page.locator('html')).toHaveAttribute('data-install-asked', 'yes')
  await expect(install).toHaveCount(0)
})
