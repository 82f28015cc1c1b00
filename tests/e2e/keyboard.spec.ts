import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { searchTextOf } from '#server/content/admin-search.server.ts'

/**
 * Issue #14: every menu, dialog and form works with the keyboard alone (Tab, Shift+Tab, Enter,
 * Space, Escape, arrows), and every Tab stop shows where the focus is.
 */

// Many key presses each: generous on a loaded machine.
test.describe.configure({ timeout: 90_000 })

const html = (page: Page) => page.locator('html')

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  throw new Error(`${key} never reached ${target.toString()}`)
}

/**
 * The focused element, and whether focus draws an indicator: an outline or a ring (box-shadow) that
 * the same element does not have unfocused. The unfocused look is read from a shallow copy put
 * beside it for a moment, so a permanent shadow or a ring used as a border does not count.
 */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return null
    // Focus inside the browser's own controls (the date picker's calendar button): it draws that ring.
    if (!element.matches(':focus'))
      return { what: `${element.tagName.toLowerCase()} (inner part)`, visible: true }
    const transparent = (colour: string) => /^rgba\(.*,\s*0\)$/.test(colour) || colour === 'transparent'
    const paint = (style: CSSStyleDeclaration) => ({
      outline:
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor)
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`
          : '',
      shadow: style.boxShadow,
    })
    const focused = paint(getComputedStyle(element))
    const twin = element.cloneNode(false) as Element
    twin.removeAttribute('id')
    element.after(twin)
    const resting = paint(getComputedStyle(twin))
    twin.remove()
    const outline = focused.outline !== '' && focused.outline !== resting.outline
    const ring = focused.shadow !== 'none' && focused.shadow !== resting.shadow
    const name =
      element.getAttribute('aria-label') ||
      (element as HTMLElement).innerText?.trim().slice(0, 40) ||
      element.getAttribute('name') ||
      element.id
    return { what: `${element.tagName.toLowerCase()} "${name}"`, visible: outline || ring }
  })

/** Tabs through the whole page once; every stop must show its focus. */
async function expectVisibleFocusOnEveryTabStop(page: Page) {
  const stops: string[] = []
  const invisible: string[] = []
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab')
    const state = await focusState(page)
    if (!state) break // past the last stop
    if (stops.includes(state.what) && stops[0] === state.what) break
    stops.push(state.what)
    if (!state.visible) invisible.push(state.what)
  }
  expect(stops.length, 'the page has Tab stops').toBeGreaterThan(3)
  expect(invisible, `Tab stops without a visible focus on ${page.url()}`).toEqual([])
}

function insertDraftPost(title: string) {
  const database = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  try {
    database.pragma('busy_timeout = 5000')
    database
      .prepare(
        `insert into post (slug, title, excerpt, content, contentHtml, tags, status, searchText)
         values (?, ?, '', '{"type":"doc","content":[]}', '', '', 'draft', ?)`,
      )
      .run(
        `teclado-${randomBytes(4).toString('hex')}`,
        title,
        searchTextOf({ title, summary: '', body: { type: 'doc', content: [] } }),
      )
  } finally {
    database.close()
  }
}

test('every Tab stop shows its focus, public and private pages', async ({ page }) => {
  test.setTimeout(150_000)
  for (const address of ['/', '/contacto', '/signin']) {
    await page.goto(address)
    await hydrated(page)
    await expectVisibleFocusOnEveryTabStop(page)
  }
  await signIn(page, createAccount('admin'))
  for (const address of ['/admin/posts', '/admin/posts/create', '/account-settings']) {
    await page.goto(address)
    await hydrated(page)
    await expectVisibleFocusOnEveryTabStop(page)
  }
})

test('the public top bar: skip link, language menu, theme switch and the phone menu', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()

  // The language menu: Enter opens it on the current language, arrows move, Escape gives focus back.
  const languages = page.getByRole('button', { name: /Idioma: Español/ })
  await tabTo(page, languages, 'Shift+Tab')
  await page.keyboard.press('Enter')
  const focusedItem = page.locator('[role=menuitemradio]:focus')
  await expect(focusedItem).toHaveCount(1)
  const first = await focusedItem.textContent()
  await page.keyboard.press('ArrowDown')
  await expect(focusedItem).not.toHaveText(first ?? '')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(languages).toBeFocused()
  await page.keyboard.press('Space')
  await expect(focusedItem).toHaveCount(1)
  // One step at a time: each press waits for the focus to move, so the walk cannot overshoot.
  for (let i = 0; i < 20; i++) {
    const current = await focusedItem.textContent()
    if (current === 'English') break
    await page.keyboard.press('ArrowDown')
    await expect(focusedItem).not.toHaveText(current ?? '')
  }
  await expect(focusedItem).toHaveText('English')
  await page.keyboard.press('Enter')
  await expect(html(page)).toHaveAttribute('lang', 'en')

  // The theme switch: Space and Enter both press it.
  const theme = page.getByRole('button', { name: /^Theme: Light/ })
  await tabTo(page, theme)
  await page.keyboard.press('Space')
  await expect(html(page)).toHaveClass(/\bdark\b/)
  await page.keyboard.press('Enter')
  await expect(html(page)).toHaveAttribute('data-theme', 'system')

  // On a phone the links live behind the menu button.
  await page.setViewportSize({ width: 390, height: 844 })
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await tabTo(page, toggle, 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  // The menu opens on its search field, then its search button, then the links.
  const menu = page.getByRole('navigation', { name: 'Main navigation' })
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('combobox', { name: 'Search the site' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  await page.keyboard.press('Enter')
  // The footer has a Blog link too: the one in the opened menu.
  await tabTo(
    page,
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Blog', exact: true }),
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
})

test('sign-in and contact forms: errors, then sent, with the keyboard only', async ({ page }) => {
  const account = createAccount('user')
  await page.goto('/contacto')
  await hydrated(page)
  const name = page.getByLabel('Nombre', { exact: true })
  await tabTo(page, name)
  await page.keyboard.type('Lucía Pérez')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('main').getByLabel('Correo electrónico', { exact: true })).toBeFocused()
  await page.keyboard.type('lucia.perez@example.com')
  const send = page.getByRole('button', { name: 'Enviar mensaje' })
  await tabTo(page, send)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Escribe un asunto.')).toBeVisible()
  await expect(page.getByLabel('Asunto', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await tabTo(page, page.getByLabel('Asunto', { exact: true }), 'Shift+Tab')
  await page.keyboard.type('Horarios del grupo juvenil')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Quería preguntar por los horarios del grupo juvenil, gracias.')
  const consent = page.getByLabel('Acepto que mis datos se usen solo para responder a este mensaje.')
  await tabTo(page, consent)
  await page.keyboard.press('Space')
  await expect(consent).toBeChecked()
  await tabTo(page, send)
  // The form refuses what is sent faster than a person types; wait like one before sending.
  await page.waitForTimeout(3_000)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: /Mensaje enviado|Gracias/ })).toBeVisible({
    timeout: 15_000,
  })

  await page.goto('/signin')
  await hydrated(page)
  const email = page.getByRole('textbox', { name: 'Correo electrónico' })
  await tabTo(page, email)
  await page.keyboard.press('Enter')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await page.keyboard.type(account.email)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused()
  await page.keyboard.type(account.password)
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/\/signin/)
})

test('the avatar menu and the sidebar of the private area', async ({ page }) => {
  const admin = createAccount('admin')
  await signIn(page, admin)
  await page.goto('/admin/posts')
  await hydrated(page)
  const avatar = page.getByRole('button', { name: `Menú de la cuenta de ${admin.name} ${admin.lastName}` })
  await tabTo(page, avatar)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Mi cuenta' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Mi cuenta' })).not.toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(avatar).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByRole('menuitem', { name: 'Mi cuenta' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/account-settings$/)

  const sidebar = page.getByRole('navigation', { name: 'Administración' })
  await tabTo(page, sidebar.getByRole('link', { name: /Conceptos/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/concepts$/)

  // On a phone the sidebar opens from the header's button and closes with Escape.
  await page.setViewportSize({ width: 390, height: 844 })
  const open = page.getByRole('button', { name: 'Abrir el menú' })
  await tabTo(page, open, 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(sidebar).toBeVisible()
  await tabTo(page, sidebar.getByRole('link', { name: /Posts/ }))
  await page.keyboard.press('Escape')
  await expect(sidebar).toBeHidden()
  await expect(page.getByRole('button', { name: 'Abrir el menú' })).toBeFocused()
})

test('editor dialogs: open, fill, confirm; Escape closes and gives focus back', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/posts/create')
  await hydrated(page)
  const body = page.getByRole('textbox', { name: 'Texto', exact: true })
  await tabTo(page, body)
  await page.keyboard.type('Un rondo de calentamiento')
  await page.keyboard.press('Shift+Home')
  // ProseMirror takes the browser's selection on its next selectionchange; a person is never faster.
  await expect
    .poll(() =>
      page.evaluate(() => {
        type WithEditor = Element & { editor?: { state: { selection: { empty: boolean } } } }
        return (document.querySelector('.ProseMirror') as WithEditor | null)?.editor?.state.selection.empty
      }),
    )
    .toBe(false)

  // Ctrl+K: the link dialog starts in its address field; Enter applies, focus returns to the writing.
  await page.keyboard.press('Control+k')
  const linkDialog = page.getByRole('dialog', { name: 'Enlace' })
  await expect(linkDialog.getByRole('textbox', { name: 'Dirección web' })).toBeFocused()
  await page.keyboard.type('example.com/rondos')
  await page.keyboard.press('Enter')
  await expect(linkDialog).toBeHidden()
  await expect(body.getByRole('link', { name: 'Un rondo de calentamiento' })).toHaveAttribute(
    'href',
    'https://example.com/rondos',
  )
  await expect(body).toBeFocused()

  // From the toolbar (one Tab stop, arrows inside): Escape closes and focus is back on the button.
  // End, then two steps back: Undo (Redo is disabled, so skipped), Table, Vídeo.
  await page.keyboard.press('End')
  await page.keyboard.press('Shift+Tab')
  const toolbar = page.getByRole('toolbar', { name: 'Formato' })
  await expect(toolbar.getByRole('button', { name: 'H2 Título 2' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(toolbar.getByRole('button', { name: 'Deshacer' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(toolbar.getByRole('button', { name: 'Tabla' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  const video = toolbar.getByRole('button', { name: 'Vídeo de YouTube' })
  await expect(video).toBeFocused()
  await page.keyboard.press('Enter')
  const videoDialog = page.getByRole('dialog', { name: 'Vídeo de YouTube' })
  await expect(videoDialog.getByLabel('Dirección del vídeo')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(videoDialog).toBeHidden()
  await expect(video).toBeFocused()
  await page.keyboard.press('Space')
  await expect(videoDialog.getByLabel('Dirección del vídeo')).toBeFocused()
  await page.keyboard.type('https://youtu.be/dQw4w9WgXcQ')
  await tabTo(page, videoDialog.getByRole('button', { name: 'Aplicar' }))
  await page.keyboard.press('Enter')
  await expect(videoDialog).toBeHidden()
  await expect(body.getByText('Vídeo de YouTube dQw4w9WgXcQ')).toBeVisible()
})

test('the admin list: select a row, open the bulk action, Escape, confirm', async ({ page }) => {
  const title = `Teclado ${randomBytes(4).toString('hex')}`
  insertDraftPost(title)
  await signIn(page, createAccount('admin'))
  await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`)
  await hydrated(page)
  const row = page.getByRole('checkbox', { name: `Seleccionar «${title}»` })
  await tabTo(page, row)
  await page.keyboard.press('Space')
  await expect(row).toBeChecked()
  const publish = page.getByRole('toolbar', { name: 'Acciones sobre la selección' }).getByRole('button', {
    name: 'Publicar',
    exact: true,
  })
  await tabTo(page, publish, 'Shift+Tab')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '¿Publicar la selección?' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(publish).toBeFocused()
  await page.keyboard.press('Enter')
  await tabTo(page, dialog.getByRole('button', { name: 'Publicar', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Publicados: 1.' })).toBeVisible()
})
