import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { violations } from './axe.ts'
import { hydrated } from './hydrated.ts'

// The unread count is the whole site's: these tests change it one after another.
test.describe.configure({ mode: 'serial' })

/** The contact form refuses what is sent sooner than a person could type it. */
const MIN_FILL_MS = 3_000

const database = () => new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))

/** A stored message, as if sent earlier through the contact form (quicker than the form). */
function storeMessage(subject: string) {
  const db = database()
  try {
    db.pragma('busy_timeout = 5000')
    const now = new Date().toISOString()
    const row = db
      .prepare(
        "insert into contact_message (name, email, subject, message, locale, consentAt, deliveryStatus) values ('Iker Sanz', 'iker@example.com', ?, 'Quería preguntar por los horarios del grupo juvenil.', 'es', ?, 'failed') returning id",
      )
      .get(subject, now) as { id: number }
    return row.id
  } finally {
    db.close()
  }
}

const messageExists = (id: number) => {
  const db = database()
  try {
    return db.prepare('select status from contact_message where id = ?').get(id) as
      { status: string } | undefined
  } finally {
    db.close()
  }
}

/** The sidebar's unread badge as a number (no badge: 0). */
async function unreadBadge(page: Page) {
  const badge = page.locator('#main-sidebar').getByTestId('nav-badge').locator('[aria-hidden="true"]')
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent())
}

test('a visitor writes; the admin sees the badge, reads, gets a reply link and archives', async ({
  page,
  browser,
}) => {
  const tag = randomBytes(3).toString('hex')
  const subject = `Plazas & horarios ${tag}?`
  const email = `nerea.${tag}@example.com`

  const visitor = await browser.newPage()
  await visitor.goto('/contacto')
  await hydrated(visitor)
  await visitor.getByLabel('Nombre', { exact: true }).fill('Nerea Gil')
  await visitor.getByRole('main').getByLabel('Correo electrónico', { exact: true }).fill(email)
  await visitor.getByLabel('Asunto', { exact: true }).fill(subject)
  await visitor
    .getByLabel('Mensaje', { exact: true })
    .fill('Hola, ¿quedan plazas en el grupo juvenil? Mi hija juega de lateral.')
  await visitor.getByLabel('Acepto que mis datos se usen solo para responder a este mensaje.').check()
  await visitor.waitForTimeout(MIN_FILL_MS)
  await visitor.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(visitor.getByRole('heading', { name: '¡Mensaje enviado!' })).toBeVisible()
  await visitor.close()

  await signIn(page, createAccount('admin'), '/signin?redirectTo=%2Fadmin%2Fmessages')
  await expect(page).toHaveURL('/admin/messages')
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible()
  const sidebarEntry = page.locator('#main-sidebar').getByRole('link', { name: /^Mensajes/ })
  await expect(sidebarEntry).toContainText('sin leer')
  const before = await unreadBadge(page)
  expect(before).toBeGreaterThanOrEqual(1)

  await page.getByRole('link', { name: subject }).click()
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await expect(page.getByText(`Nerea Gil <${email}>`)).toBeVisible()
  await expect(page.getByText('Mi hija juega de lateral.')).toBeVisible()
  await expect(page.getByText('Aviso por correo entregado')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Responder por correo' })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=Re%3A%20Plazas%20%26%20horarios%20${tag}%3F`,
  )
  await expect.poll(() => unreadBadge(page), { message: 'opening marks it read' }).toBe(before - 1)

  await hydrated(page)
  await page.getByRole('button', { name: 'Marcar como no leído' }).click()
  await expect(page).toHaveURL('/admin/messages')
  await expect(page.getByRole('status')).toHaveText('1 mensaje marcado como no leído')
  await expect.poll(() => unreadBadge(page)).toBe(before)

  await page.getByRole('checkbox', { name: `Seleccionar el mensaje de Nerea Gil: ${subject}` }).check()
  await expect(page.getByText('1 seleccionado')).toBeVisible()
  await page.getByRole('button', { name: 'Archivar', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('1 mensaje archivado')
  await expect(page.getByRole('link', { name: subject })).toHaveCount(0)
  await expect.poll(() => unreadBadge(page), { message: 'archiving drops the count' }).toBe(before - 1)
  await page.getByRole('link', { name: 'Archivados' }).click()
  await expect(page).toHaveURL('/admin/messages?filter=archived')
  await expect(page.getByRole('link', { name: subject })).toBeVisible()
})

test('delete asks for confirmation, one message or several', async ({ page }) => {
  const tag = randomBytes(3).toString('hex')
  const one = storeMessage(`Horarios ${tag} uno`)
  storeMessage(`Horarios ${tag} dos`)
  storeMessage(`Horarios ${tag} tres`)
  await signIn(page, createAccount('admin'), `/signin?redirectTo=%2Fadmin%2Fmessages%2F${one}`)
  await expect(page.getByRole('heading', { level: 1, name: `Horarios ${tag} uno` })).toBeVisible()
  await expect(page.getByText('Aviso por correo no entregado')).toBeVisible()
  await hydrated(page)

  await page.getByRole('button', { name: 'Eliminar' }).click()
  const dialog = page.getByRole('dialog', { name: '¿Eliminar este mensaje?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  expect(messageExists(one)).toEqual({ status: 'read' })

  await page.getByRole('button', { name: 'Eliminar' }).click()
  await dialog.getByRole('button', { name: 'Sí, eliminar' }).click()
  await expect(page).toHaveURL('/admin/messages')
  await expect(page.getByRole('status')).toHaveText('1 mensaje eliminado')
  expect(messageExists(one)).toBeUndefined()
  expect((await page.request.get(`/admin/messages/${one}`)).status()).toBe(404)

  await page.getByRole('searchbox', { name: 'Buscar mensajes' }).fill(`horarios ${tag}`)
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(`/admin/messages?q=horarios+${tag}`)
  await expect(page.getByRole('region', { name: 'Lista de mensajes' }).getByRole('listitem')).toHaveCount(2)
  await page.getByRole('checkbox', { name: 'Seleccionar todos' }).check()
  await page.getByRole('button', { name: 'Eliminar' }).click()
  await page
    .getByRole('dialog', { name: '¿Eliminar 2 mensajes?' })
    .getByRole('button', { name: 'Sí, eliminar' })
    .click()
  await expect(page.getByRole('status')).toHaveText('2 mensajes eliminados')
  await expect(page).toHaveURL(`/admin/messages?q=horarios+${tag}`)
  await expect(page.getByText(`Ningún mensaje coincide con «horarios ${tag}».`)).toBeVisible()
})

test('visitors and plain users change nothing; bad input is a 400 or 404 page', async ({ page, request }) => {
  const id = storeMessage(`Permisos ${randomBytes(3).toString('hex')}`)
  const post = (from: typeof request, form: Record<string, string>) =>
    from.post('/admin/messages', { form, maxRedirects: 0 })

  const anonymous = await post(request, { intent: 'delete', id: String(id) })
  expect(anonymous.status()).toBe(302)
  expect(anonymous.headers().location).toMatch(/^\/signin\?redirectTo=/)
  expect((await request.get(`/admin/messages/${id}`, { maxRedirects: 0 })).status()).toBe(302)

  await signIn(page, createAccount('user'))
  await expect(page.locator('#main-sidebar').getByRole('link', { name: 'Mi cuenta' })).toBeVisible()
  await expect(page.locator('#main-sidebar').getByRole('link', { name: /Mensajes/ })).toHaveCount(0)
  const asUser = await post(page.request, { intent: 'archive', id: String(id) })
  expect(asUser.status()).toBe(302)
  expect(asUser.headers().location).toBe('/')
  expect(messageExists(id)).toEqual({ status: 'new' })

  await page.context().clearCookies()
  await signIn(page, createAccount('admin'))
  const admin = page.request
  expect((await post(admin, { intent: 'nuke', id: String(id) })).status()).toBe(400)
  expect((await post(admin, { intent: 'delete', id: 'abc' })).status()).toBe(400)
  expect((await post(admin, { intent: 'delete', id: '99999999999' })).status()).toBe(400)
  expect((await post(admin, { intent: 'delete', id: '2147483000' })).status()).toBe(404)
  const foreign = await admin.post('/admin/messages', {
    form: { intent: 'delete', id: String(id) },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  })
  expect([400, 403], 'a form posted from another site').toContain(foreign.status())
  expect(messageExists(id)).toEqual({ status: 'new' })
  for (const bad of ['abc', '0', '99999999999', '2147483000'])
    expect((await admin.get(`/admin/messages/${bad}`)).status(), bad).toBe(404)
  expect((await admin.get('/admin/messages?page=99999999999&filter=nope&q=%25_')).status()).toBe(200)
})

test('the inbox in Arabic reads right to left', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/messages?lng=ae')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'الرسائل' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'المؤرشفة' })).toBeVisible()
})

test('the list, a message and the delete dialog pass axe in light and dark', async ({ page }) => {
  const id = storeMessage(`Accesibilidad ${randomBytes(3).toString('hex')}`)
  storeMessage(`Accesibilidad, otro ${randomBytes(3).toString('hex')}`)
  await signIn(page, createAccount('admin'))
  for (const theme of ['light', 'dark']) {
    await page.goto('/admin/messages?filter=all')
    await hydrated(page)
    if (theme === 'dark') {
      await page.getByRole('button', { name: /^Tema: / }).click() // light → dark
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    }
    await page.getByRole('checkbox', { name: 'Seleccionar todos' }).check()
    expect(await violations(page), `list, ${theme}`).toEqual([])
    await page.goto(`/admin/messages/${id}`)
    await hydrated(page)
    expect(await violations(page), `message, ${theme}`).toEqual([])
    await page.getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations(page), `dialog, ${theme}`).toEqual([])
    await page.keyboard.press('Escape')
  }
})
