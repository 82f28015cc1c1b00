import type { APIResponse, BrowserContext, Page } from '@playwright/test'
import { languages } from '#app/i18n/languages.ts'
import {
  createAccount,
  expect,
  readMail,
  signIn,
  signInThroughForm,
  test,
  uniqueEmail,
} from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * SPEC.md conformance (issue #19): what we follow now, and every kept deviation of
 * docs/decisions/011-kept-spec-deviations.md that a browser can see.
 */
const BRAND = 'Metodologías Creativas'
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&')
const mainCount = (html: string) => html.match(/<main[\s>]/g)?.length ?? 0
const SPANISH = { 'Accept-Language': 'es' }

async function pageOf(response: APIResponse) {
  const html = await response.text()
  return { status: response.status(), html, title: titleOf(html) }
}

async function useLanguage(context: BrowserContext, baseURL: string | undefined, language: string) {
  await context.addCookies([{ name: 'i18next', value: language, url: baseURL ?? '' }])
}

test.describe('error pages carry the brand and the layout of their area', () => {
  test('public: a missing page is "Página no encontrada" inside the top bar and footer', async ({ page }) => {
    const response = await page.goto('/esta-pagina-no-existe')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(`Página no encontrada | ${BRAND}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('main')).toHaveCount(1)
    // The spec's "No route matches URL" is React Router's developer text, never shown (ADR 011).
    await expect(page.getByText('No route matches URL')).toHaveCount(0)
  })

  test('auth: a cross-site sign-in form gets the 403 page inside the boxed card', async ({ request }) => {
    // No Origin but Sec-Fetch-Site: cross-site: the screen's own check (server/auth/csrf.server.ts).
    const answer = await pageOf(
      await request.post('/signin', {
        headers: { ...SPANISH, 'Sec-Fetch-Site': 'cross-site' },
        form: { email: uniqueEmail('foreign'), password: 'x' },
      }),
    )
    expect(answer.status).toBe(403)
    expect(answer.title).toBe(`Acceso denegado | ${BRAND}`)
    expect(answer.html).toContain('Volver a la web') // the boxed layout's link under the card
    expect(answer.html).not.toContain('Navegación principal')
    expect(mainCount(answer.html)).toBe(1)
  })

  test('private: a missing post and a bad bulk request keep the sidebar and header', async ({ page }) => {
    const admin = createAccount('admin')
    await signIn(page, admin)
    const response = await page.goto('/admin/posts/edit/no-existe-este-post')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(`Página no encontrada | ${BRAND}`)
    await expect(page.getByRole('navigation', { name: 'Administración' }).first()).toBeAttached()
    await expect(page.getByRole('button', { name: /Marta Ibáñez/ }).first()).toBeVisible()
    await expect(page.getByRole('main')).toHaveCount(1)

    const origin = new URL(page.url()).origin
    const bad = await pageOf(
      await page.request.post('/admin/posts', {
        headers: { ...SPANISH, Origin: origin },
        form: { intent: 'nada' },
      }),
    )
    expect(bad.status).toBe(400)
    expect(bad.title).toBe(`Solicitud no válida | ${BRAND}`)
    expect(bad.html).toContain('Administración')
    expect(mainCount(bad.html)).toBe(1)
  })

  test('requests refused before routing get their page in the public layout, on any path (kept)', async ({
    request,
  }) => {
    const brokenBody = {
      headers: { ...SPANISH, 'Content-Type': 'multipart/form-data; boundary=zzz' },
      data: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
    }
    const cases = [
      {
        what: 'unknown method',
        status: 405,
        title: 'Método no permitido',
        send: () => request.fetch('/blog', { method: 'PUT', headers: SPANISH }),
      },
      {
        what: 'broken body',
        status: 400,
        title: 'Solicitud no válida',
        send: () => request.post('/contacto', brokenBody),
      },
      {
        what: 'private path',
        status: 405,
        title: 'Método no permitido',
        send: () => request.fetch('/admin/posts', { method: 'PUT', headers: SPANISH }),
      },
      {
        what: 'foreign form',
        status: 403,
        title: 'Acceso denegado',
        send: () =>
          request.post('/signin', {
            headers: { ...SPANISH, Origin: 'https://otro-sitio.example' },
            form: { email: uniqueEmail('foreign'), password: 'x' },
          }),
      },
    ]
    for (const { what, status, title, send } of cases) {
      const answer = await pageOf(await send())
      expect(answer.status, what).toBe(status)
      expect(answer.title, what).toBe(`${title} | ${BRAND}`)
      expect(answer.html, what).toContain('Navegación principal')
      expect(answer.html, what).toContain('Enlaces rápidos')
      // The private frame's own text, outside the inline translations (data, not shown).
      expect(answer.html.replace(/<script[\s\S]*?<\/script>/g, ''), what).not.toContain('Administración')
      expect(mainCount(answer.html), what).toBe(1)
    }
  })
})

test.describe('signed-in public top bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a visitor sees "Acceder"; a signed-in user sees "Mi cuenta" leading to the account', async ({
    page,
  }) => {
    await page.goto('/')
    const bar = page.getByRole('banner')
    await expect(bar.getByRole('link', { name: 'Acceder' })).toBeVisible()

    await signIn(page, createAccount('user'))
    await page.goto('/')
    await hydrated(page)
    await expect(bar.getByRole('link', { name: 'Acceder' })).toHaveCount(0)
    await bar.getByRole('link', { name: 'Mi cuenta' }).click()
    await expect(page).toHaveURL('/account-settings')
  })

  test('the compact menu shows "Mi cuenta" too', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 })
    await signIn(page, createAccount('user'))
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mi cuenta' })).toBeVisible()
  })
})

/** The brand's own text box is not cut and the page does not scroll sideways. */
async function layoutProblems(page: Page, label: string) {
  return page.evaluate((where) => {
    const problems: string[] = []
    const brand = document.querySelector<HTMLElement>('header a[href="/"] span span')
    if (!brand) return [`${where}: no brand`]
    if (brand.scrollWidth > brand.clientWidth) problems.push(`${where}: brand cut`)
    if (getComputedStyle(brand).textOverflow === 'ellipsis') problems.push(`${where}: brand ellipsis`)
    const header = brand.closest('header')
    if (header && header.scrollWidth > header.clientWidth) problems.push(`${where}: top bar overflows`)
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) problems.push(`${where}: page scrolls sideways`)
    return problems
  }, label)
}

test('the top bar fits every language from 1024 px up, for visitors and signed-in users', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const account = createAccount('user')
  const visitor = await browser.newContext({ viewport: { width: 1024, height: 700 } })
  const member = await browser.newContext({ viewport: { width: 1280, height: 700 } })
  const memberPage = await member.newPage()
  await signIn(memberPage, account)
  const visitorPage = await visitor.newPage()
  const problems: string[] = []
  for (const language of languages) {
    await useLanguage(visitor, baseURL, language)
    await visitorPage.goto('/')
    for (const width of [1024, 1060, 1108, 1280]) {
      await visitorPage.setViewportSize({ width, height: 700 })
      problems.push(...(await layoutProblems(visitorPage, `${language} ${width}px`)))
    }
    await useLanguage(member, baseURL, language)
    await memberPage.goto('/')
    problems.push(...(await layoutProblems(memberPage, `${language} 1280px signed in`)))
  }
  await visitor.close()
  await member.close()
  expect(problems).toEqual([])
})

test('with an English interface the programme pages and home cards show no fixed Spanish text', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL, 'en')
  await page.goto('/infantil')
  await expect(page.getByRole('heading', { level: 1, name: 'Kids' })).toBeVisible()
  await expect(page.getByText('Ages 6 to 12')).toBeVisible()
  await expect(page.getByText('Play a lot, touch the ball a lot and enjoy learning.')).toBeVisible()
  await expect(page.getByText('Two sessions a week')).toBeVisible()
  for (const spanish of [
    'De 6 a 12 años',
    'Jugar mucho',
    'Frecuencia',
    'Dos sesiones por semana',
    'Para niños y niñas de 6 a 12 años',
  ])
    await expect(page.getByText(spanish)).toHaveCount(0)

  await page.goto('/elite')
  await expect(page.getByText('High performance')).toBeVisible()
  await expect(page.getByText('Alto rendimiento')).toHaveCount(0)

  await page.goto('/')
  await expect(page.getByText('Ages 13 to 18')).toBeVisible()
  await expect(page.getByText('Understand the game to decide better and really compete.')).toBeVisible()
  await expect(page.getByText('De 13 a 18 años')).toHaveCount(0)
})

test('the dark theme puts the dark class on both html and body', async ({ request }) => {
  const html = await (await request.get('/', { headers: { Cookie: 'display=theme%3Ddark' } })).text()
  expect(html).toMatch(/<html [^>]*class="dark"/)
  expect(html).toMatch(/<body class="dark /)
  const light = await (await request.get('/', { headers: { Cookie: 'display=theme%3Dlight' } })).text()
  expect(light).not.toMatch(/<body class="dark /)
})

test.describe('kept deviations (ADR 011)', () => {
  test('after sign-in a plain user lands on /account-settings; the sidebar has "Mi cuenta", the avatar "Bloquear pantalla"', async ({
    page,
  }) => {
    const user = createAccount('user')
    await page.goto('/signin')
    await signInThroughForm(page, user)
    await expect(page).toHaveURL('/account-settings')
    await hydrated(page)
    await expect(
      page
        .getByRole('navigation', { name: 'Administración' })
        .first()
        .getByRole('link', { name: 'Mi cuenta' }),
    ).toBeAttached()
    await page
      .getByRole('button', { name: /Pablo Serrano/ })
      .first()
      .click()
    await expect(page.getByRole('menuitem', { name: 'Bloquear pantalla' })).toBeVisible()
  })

  test('the session is resolved on the server: the first HTML already shows who is signed in', async ({
    page,
  }) => {
    const user = createAccount('user', { name: 'Servidora' })
    await signIn(page, user)
    const html = await (await page.request.get('/account-settings')).text()
    expect(html).toContain(user.email)
    expect(html).toContain('Servidora')
  })

  test('the lock screen without a session sends the visitor to sign in', async ({ page }) => {
    await page.goto('/auth/boxed-lockscreen')
    await expect(page).toHaveURL(/\/signin/)
  })

  test('password reset: an unknown address reads the same on screen and is told by mail how to sign up', async ({
    page,
  }) => {
    const known = createAccount('user')
    const unknown = uniqueEmail('sin-cuenta')
    const ask = async (email: string) => {
      await page.goto('/auth/boxed-password-reset')
      await hydrated(page)
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email)
      await page.getByRole('button', { name: 'Enviar enlace' }).click()
      const alert = page.getByRole('status').or(page.getByRole('alert')).first()
      await expect(alert).toBeVisible()
      return alert.textContent()
    }
    expect(await ask(unknown)).toBe(await ask(known.email))
    const mail = await readMail(unknown, /No hay ninguna cuenta/)
    expect(mail.text).toContain('/auth/boxed-signup')
    expect(mail.text).not.toContain('/auth/boxed-password-change')
    const reset = await readMail(known.email, /Restablece tu contraseña/)
    expect(reset.text).toContain('/auth/boxed-password-change')
  })

  test('the public footer adds Blog and an RSS link to the quick links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog')
    await expect(footer.locator('a[href="/feed.xml"]')).toBeVisible()
  })
})
