import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { violations } from './axe.ts'
import { hydrated } from './hydrated.ts'

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1f7a4d' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer()

/** Gives the e2e database's post a cover, as the post editor would. */
function useAsCover(mediaName: string) {
  const database = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  try {
    database.pragma('busy_timeout = 5000')
    const { id } = database.prepare('select id from media where name = ?').get(mediaName) as { id: number }
    // Two tests may upload the same picture (same content, same row): the slug must still be new.
    const slug = `portada-${id}-${randomBytes(3).toString('hex')}`
    database
      .prepare(
        "insert into post (slug, title, excerpt, content, contentHtml, tags, status, coverMediaId) values (?, 'Salida de balón', '', '{\"type\":\"doc\",\"content\":[]}', '', '', 'draft', ?)",
      )
      .run(slug, id)
    return slug
  } finally {
    database.close()
  }
}

function coverOf(slug: string) {
  const database = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'), { readonly: true })
  try {
    return (
      database.prepare('select coverMediaId from post where slug = ?').get(slug) as {
        coverMediaId: number | null
      }
    ).coverMediaId
  } finally {
    database.close()
  }
}

test('upload with progress (retried after a 503), set the alt text, delete a used file after confirming', async ({
  page,
}) => {
  test.slow() // a retry wait, a 10 MB upload and AVIF encoding on a shared machine
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/media')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Medios' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Medios' }),
  ).toHaveAttribute('aria-current', 'page')

  // The first try meets a busy server; the browser waits and tries again on its own.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let tries = 0
  await page.route('**/api/storage/v0/b/default/o?*', async (route) => {
    tries++
    if (tries === 1)
      return route.fulfill({ status: 503, json: { error: { code: 'storage/unknown', message: 'busy' } } })
    await held
    return route.continue()
  })
  await page.getByLabel('Elegir imágenes').setInputFiles([
    { name: 'Campo de juego.png', mimeType: 'image/png', buffer: await png(1280, 720) },
    { name: 'virus.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('#!/bin/sh\necho owned\n') },
    { name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
  ])
  const progress = page.getByRole('progressbar', { name: 'Progreso de Campo de juego.png' })
  await expect(progress).toBeVisible()
  await expect.poll(() => tries).toBe(2)
  release()
  await expect(page.getByText('Subida', { exact: true })).toBeVisible()
  await expect(progress).toHaveAttribute('value', '1')
  await expect(page.getByRole('alert')).toHaveText([
    'El archivo no es una imagen JPEG, PNG, WebP, AVIF o GIF (se comprueba su contenido, no su nombre). Los SVG no se aceptan.',
    'El archivo supera el tamaño máximo de 10 MB.',
  ])
  // A failed upload keeps its file: it can be tried again without picking it anew.
  await expect(page.getByRole('button', { name: 'Reintentar la subida de virus.jpg' })).toBeVisible()

  // Listed, with its size, served as WebP with width and height.
  const card = page.getByRole('listitem').filter({ hasText: /campo-de-juego-[0-9a-f]{10}\.webp/ })
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('1280 × 720 px')
  await expect(card).toContainText('Sin usar')
  const name = (await card.getByText(/\.webp$/).textContent()) ?? ''
  const image = card.locator('img')
  await expect(image).toHaveAttribute('width', '1280')
  expect((await page.request.get(`/media/${name}`)).headers()['content-type']).toBe('image/webp')

  await card.getByLabel('Texto alternativo').fill('Campo de fútbol visto desde la grada')
  await card.getByRole('button', { name: 'Guardar' }).click()
  await expect(card.getByRole('status')).toHaveText('Texto alternativo guardado.')
  await page.getByRole('searchbox', { name: 'Buscar por nombre o texto alternativo' }).fill('GRADA')
  await page.getByRole('button', { name: 'Buscar', exact: true }).click()
  await expect(page).toHaveURL(/\?q=GRADA/)
  await expect(card.getByRole('img', { name: 'Campo de fútbol visto desde la grada' })).toBeVisible()

  // Used as a post's cover: deleting asks first, and cancelling keeps it.
  const slug = useAsCover(name)
  await page.reload()
  await hydrated(page)
  await expect(card).toContainText('Portada de «Salida de balón»')
  await card.getByRole('button', { name: `Eliminar ${name}` }).click()
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar este archivo?' })
  await expect(dialog).toContainText(`${name} se usa en 1 lugar.`)
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  await expect(card).toHaveCount(1)
  await card.getByRole('button', { name: `Eliminar ${name}` }).click()
  await dialog.getByRole('button', { name: 'Eliminar de todos modos' }).click()
  await expect(card).toHaveCount(0)
  await expect(page.getByText('No hay archivos.')).toBeVisible()
  expect((await page.request.get(`/media/${name}`)).status()).toBe(404)
  expect(coverOf(slug)).toBeNull()
})

test('visitors and users are kept out of the library and the storage API', async ({ page }) => {
  const api = '/api/storage/v0/b/default/o'
  const visitor = await page.request.get(api)
  expect(visitor.status()).toBe(401)
  expect((await visitor.json()).error.code).toBe('storage/unauthenticated')
  await page.goto('/admin/media')
  await expect(page).toHaveURL('/signin?redirectTo=%2Fadmin%2Fmedia')

  await signIn(page, createAccount('user'))
  const user = await page.request.post(`${api}?name=a.png`, {
    multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: await png(20, 20) } },
  })
  expect(user.status()).toBe(403)
  expect((await user.json()).error.code).toBe('storage/unauthorized')
  const action = await page.request.post('/admin/media', {
    form: { intent: 'delete', id: '1' },
    maxRedirects: 0,
  })
  expect(action.status()).toBe(302)
  expect(action.headers().location).toBe('/')
  await page.goto('/admin/media')
  await expect(page).toHaveURL('/')
})

test('several pictures dropped on the library upload one after another, each with its bar', async ({
  page,
}) => {
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/media')
  await hydrated(page)
  const files = [
    { name: 'rondo.png', data: (await png(320, 200)).toString('base64') },
    { name: 'presion.png', data: (await png(200, 320)).toString('base64') },
  ]
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer()
    for (const { name, data } of list)
      transfer.items.add(
        new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type: 'image/png' }),
      )
    return transfer
  }, files)
  await page.getByText('o arrástralas aquí').dispatchEvent('drop', { dataTransfer })
  for (const { name } of files)
    await expect(page.getByRole('progressbar', { name: `Progreso de ${name}` })).toBeVisible()
  await expect(page.getByText('Subida', { exact: true })).toHaveCount(2)
  await expect(page.getByRole('listitem').filter({ hasText: /rondo-[0-9a-f]{10}\.webp/ })).toContainText(
    '320 × 200 px',
  )
  await expect(page.getByRole('listitem').filter({ hasText: /presion-[0-9a-f]{10}\.webp/ })).toContainText(
    '200 × 320 px',
  )
})

test('an upload in progress can be cancelled', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/media')
  await hydrated(page)
  await page.route('**/api/storage/v0/b/default/o?name=lento.png', () => {}) // never answered
  await page
    .getByLabel('Elegir imágenes')
    .setInputFiles({ name: 'lento.png', mimeType: 'image/png', buffer: await png(64, 64) })
  await page.getByRole('button', { name: 'Cancelar la subida de lento.png' }).click()
  await expect(page.getByRole('alert')).toHaveText('Subida cancelada.')
  await expect(page.getByRole('button', { name: 'Cancelar la subida de lento.png' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: /lento-/ })).toHaveCount(0)
})

test('the library and its delete dialog pass axe in light and dark', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/media')
  await hydrated(page)
  await page
    .getByLabel('Elegir imágenes')
    .setInputFiles({ name: 'accesible.png', mimeType: 'image/png', buffer: await png(300, 200) })
  const card = page.getByRole('listitem').filter({ hasText: /accesible-[0-9a-f]{10}\.webp/ })
  const name = (await card.getByText(/\.webp$/).textContent()) ?? ''
  useAsCover(name)
  for (const theme of ['light', 'dark']) {
    await page.goto('/admin/media?q=accesible')
    await hydrated(page)
    if (theme === 'dark') {
      await page.getByRole('button', { name: /^Tema: / }).click() // light → dark
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    }
    expect(await violations(page), `library, ${theme}`).toEqual([])
    await card.getByRole('button', { name: `Eliminar ${name}` }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    expect(await violations(page), `dialog, ${theme}`).toEqual([])
    await page.keyboard.press('Escape')
  }
})
