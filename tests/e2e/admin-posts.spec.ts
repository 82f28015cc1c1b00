import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import type { Page } from '@playwright/test'

/** The e2e server's own database (the scheduled post's moment is moved there, as time would). */
function database() {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set')
  const db = new Database(path.join(dir, 'app.db'))
  db.pragma('busy_timeout = 5000')
  return db
}

/** The local date and time a `datetime-local` input takes, `minutes` from now in the browser. */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 60_000)
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
  }, minutes)

async function openEditor(page: Page, url = '/admin/posts/create') {
  await page.goto(url)
  await hydrated(page)
  // The editor is a lazy chunk: wait until TipTap has replaced the placeholder.
  await expect(page.locator('.ProseMirror')).toBeVisible()
}

test('a post: written, autosaved, previewed, scheduled, then public on the blog and in the feed', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  await signIn(page, createAccount('admin'))
  await openEditor(page)

  const title = `Salida de balón ${Date.now()}`
  await page.getByLabel('Título', { exact: true }).fill(title)
  const slug = await page.getByLabel('Dirección (slug)').inputValue()
  expect(slug).toMatch(/^salida-de-balon-\d+$/)
  await expect(page.getByTestId('search-preview')).toContainText(title)

  const body = page.getByRole('textbox', { name: 'Texto', exact: true })
  await body.click()
  await page.keyboard.type('## Primera línea de presión')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Más ejercicios en https://example.com/rondos para el equipo.')

  // A cover uploaded through the media picker, with its alt text.
  const cover = page.getByRole('group', { name: 'Imagen de portada' })
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#0a7d3b' } })
    .png()
    .toBuffer()
  await cover
    .locator('input[type=file]')
    .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: png })
  await expect(cover.locator('img')).toBeVisible({ timeout: 15_000 })
  await cover.getByLabel('Texto alternativo').fill('Central conduciendo ante la presión')

  // Autosaved: the status says so, and leaving asks nothing.
  await expect(page.getByRole('status').filter({ hasText: /Guardado a las/ })).toBeVisible({
    timeout: 10_000,
  })
  await page.getByRole('link', { name: 'Volver a los posts' }).click()
  await expect(page).toHaveURL('/admin/posts')

  // Back to the autosaved draft: the text is there.
  await page.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/)
  await hydrated(page)
  await expect(page.locator('.ProseMirror h2')).toHaveText('Primera línea de presión')
  await expect(page.locator('.ProseMirror a')).toHaveAttribute('href', 'https://example.com/rondos')

  // Leaving with unsaved changes asks first.
  await page.getByLabel('Extracto').fill('Cómo salir jugando ante la presión alta.')
  await page.getByRole('link', { name: 'Volver a los posts' }).click()
  const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Cancelar' }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/)

  // The preview shows the public page before it is published, and is not indexed.
  await expect(page.getByRole('status').filter({ hasText: /Guardado a las/ })).toBeVisible({
    timeout: 10_000,
  })
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Vista previa' }).click(),
  ])
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview.getByRole('heading', { level: 2, name: 'Primera línea de presión' })).toBeVisible()
  await expect(preview.getByRole('link', { name: 'https://example.com/rondos' })).toBeVisible()
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect(preview.getByRole('img', { name: 'Central conduciendo ante la presión' })).toBeVisible()
  await preview.close()

  // A scheduled date in the past is refused next to the field.
  await page.getByLabel('Estado').selectOption('scheduled')
  await page.getByLabel('Publicar el').fill(await localInput(page, -60))
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page.getByText('Una fecha programada tiene que ser futura.')).toBeVisible()

  // Scheduled a few minutes ahead: saved, and not public yet.
  await page.getByLabel('Publicar el').fill(await localInput(page, 3))
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\?saved=1$/)
  await expect(page.getByLabel('Estado')).toHaveValue('scheduled')
  await expect(page.getByRole('list').getByText(title).first()).toBeVisible() // the revision
  expect((await request.get(`/post/${slug}`)).status()).toBe(404)
  expect(await (await request.get('/feed.xml')).text()).not.toContain(title)

  // Its moment comes (moved to a few seconds from now, as the clock would): it appears without a restart.
  const db = database()
  try {
    db.prepare('update post set publishedAt = ? where slug = ?').run(
      new Date(Date.now() + 3000).toISOString(),
      slug,
    )
  } finally {
    db.close()
  }
  await expect.poll(async () => (await request.get('/blog')).text(), { timeout: 20_000 }).toContain(title)
  expect(await (await request.get('/feed.xml')).text()).toContain(title)
  expect((await request.get(`/post/${slug}`)).status()).toBe(200)
})

test('the list: search without accents, filters in the URL and a confirmed bulk delete', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  await openEditor(page)
  const title = `Pérdida ${Date.now()}`
  await page.getByLabel('Título', { exact: true }).fill(title)
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+\?saved=1$/)

  await page.goto('/admin/posts')
  await hydrated(page)
  await page.getByLabel('Buscar en título y texto').fill(title.replace('Pérdida', 'PERDIDA'))
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page).toHaveURL(/q=PERDIDA/)
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await page.getByRole('link', { name: /^Borrador/ }).click()
  await expect(page).toHaveURL(/status=draft/)
  await expect(page.getByRole('link', { name: title })).toBeVisible()

  await page.getByRole('checkbox', { name: `Seleccionar «${title}»` }).check()
  await page.getByRole('button', { name: 'Eliminar' }).click()
  const confirm = page.getByRole('dialog', { name: '¿Eliminar la selección?' })
  await expect(confirm).toContainText('Elementos seleccionados: 1')
  await confirm.getByRole('button', { name: 'Eliminar' }).click()
  await expect(page.getByText('Eliminados: 1.')).toBeVisible()
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
})

test('a concept edited in the admin shows on /conceptos', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/concepts?kind=concepto&status=published')
  await page.locator('tbody a').first().click()
  await expect(page).toHaveURL(/\/admin\/concepts\/edit\/\d+$/)
  await hydrated(page)
  await expect(page.locator('.ProseMirror')).toBeVisible()
  const term = `Rondo posicional ${Date.now()}`
  await page.getByLabel('Término').fill(term)
  await page.getByLabel('Resumen').fill('Conservar el balón con superioridad numérica.')
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\?saved=1$/)
  await expect(page.getByText('Guardado.')).toBeVisible()

  await page.goto(`/conceptos?q=${encodeURIComponent(term)}`)
  await expect(page.getByText(term)).toBeVisible()
  await expect(page.getByText('Conservar el balón con superioridad numérica.')).toBeVisible()
})

test('in Arabic: the editor is right-to-left, errors are translated and a post is saved', async ({
  page,
}) => {
  await signIn(page, createAccount('admin'))
  await openEditor(page, '/admin/posts/create?lng=ae')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'منشور جديد' })).toBeVisible()
  await page.getByRole('button', { name: 'حفظ', exact: true }).click()
  await expect(page.getByText('هذا الحقل مطلوب.')).toBeVisible()

  const title = `Transiciones ${Date.now()}`
  await page.getByLabel('العنوان', { exact: true }).fill(title)
  await page.getByRole('textbox', { name: 'النص', exact: true }).click()
  await page.keyboard.type('## Tras pérdida')
  await page.getByRole('button', { name: 'حفظ', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+\?saved=1$/)
  await expect(page.locator('.ProseMirror h2')).toHaveText('Tras pérdida')
  await expect(page.getByRole('heading', { level: 2, name: 'المراجعات' })).toBeVisible()
})

test('a visitor or a user posting straight to admin actions changes nothing', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const count = () => {
    const db = database()
    try {
      return (db.prepare("select count(*) as n from post where title = 'Intrusión'").get() as { n: number }).n
    } finally {
      db.close()
    }
  }
  const form = { intent: 'save', title: 'Intrusión', status: 'published', content: '{"type":"doc"}' }
  for (const target of ['/admin/posts/create', '/admin/concepts/create', '/admin/posts/edit/1']) {
    const response = await request.post(target, { form, maxRedirects: 0 })
    expect(response.status(), target).toBe(302)
    expect(response.headers()['location'], target).toMatch(/^\/signin\?redirectTo=/)
  }
  const bulk = await request.post('/admin/posts', { form: { intent: 'delete', ids: '1' }, maxRedirects: 0 })
  expect(bulk.headers()['location']).toMatch(/^\/signin/)

  const context = await browser.newContext({ baseURL })
  const user = await context.newPage()
  await signIn(user, createAccount('user'))
  for (const target of ['/admin/posts/create', '/admin/concepts', '/admin/posts']) {
    const response = await user.request.post(target, {
      form: { ...form, ids: '1' },
      headers: { Origin: baseURL ?? '' },
      maxRedirects: 0,
    })
    expect(response.status(), target).toBe(302)
    expect(response.headers()['location'], target).toBe('/')
  }
  await context.close()
  expect(count()).toBe(0)
  await page.goto('/blog')
  await expect(page.getByText('Intrusión')).toHaveCount(0)
})
