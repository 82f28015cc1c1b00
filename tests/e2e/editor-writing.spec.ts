import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { checkRichText } from '#app/schemas/rich-text.ts'

/** Every request that leaves our origin (the editor must make none, YouTube included). */
function outsideRequests(page: Page) {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith('http://127.0.0.1') && !/^(data|blob):/.test(url)) outside.push(url)
  })
  return outside
}

/** Word's clipboard: Office tags, styles, a fake bullet, a script and a foreign image. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p{color:red}</style></head>
<body><!--StartFragment--><p class=MsoNormal><span style='font-weight:bold;font-family:Calibri'>Pegado de Word</span><o:p></o:p></p>
<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·</span><![endif]>Primer punto</p>
<p><a href="javascript:alert(1)" onclick="alert(1)">enlace malo</a><img src="https://evil.example/x.png" onerror="alert(1)"></p>
<script>alert(1)</script><!--EndFragment--></body></html>`

/** Double-clicks the first occurrence of the word `text` in the editor, selecting it as a writer would. */
async function selectWord(page: Page, text: string) {
  const box = await page.locator('.ProseMirror').evaluate((editor, wanted) => {
    const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode
      const at = node.textContent?.indexOf(wanted) ?? -1
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + wanted.length)
      const { x, y, width, height } = range.getBoundingClientRect()
      return { x: x + width / 2, y: y + height / 2 }
    }
    return null
  }, text)
  if (!box) throw new Error(`"${text}" is not in the editor`)
  await page.mouse.dblclick(box.x, box.y)
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe(text)
  // ProseMirror reads the page's selection on its next selectionchange: a command sent before that
  // (Ctrl+K) would act on the old caret. TipTap hangs its editor on the editable element.
  await expect
    .poll(() =>
      page.locator('.ProseMirror').evaluate((element) => {
        const editor = (
          element as HTMLElement & { editor?: { state: { selection: { from: number; to: number } } } }
        ).editor
        const selection = editor?.state.selection
        return selection ? selection.to - selection.from : 0
      }),
    )
    .toBe(text.length)
}

async function paste(page: Page, html: string) {
  await page.locator('.ProseMirror').evaluate((editor, value) => {
    const data = new DataTransfer()
    data.setData('text/html', value)
    data.setData('text/plain', 'Pegado de Word')
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, html)
}

test('writing a post: shortcuts, toolbar, slash menu, concept link, image, video, table, paste, word count', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const outside = outsideRequests(page)
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`)
  })
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/posts/create')
  await hydrated(page)
  const body = page.getByRole('textbox', { name: 'Texto', exact: true })
  await expect(body).toBeVisible()
  const title = `Salida de balón ${Date.now()}`
  await page.getByLabel('Título', { exact: true }).fill(title)
  const toolbar = page.getByRole('toolbar', { name: 'Formato' })

  // Markdown shortcuts.
  await body.click()
  await page.keyboard.type('## Salida de balón')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Jugar **rápido** con el ')
  await expect(body.getByRole('heading', { level: 2, name: 'Salida de balón' })).toBeVisible()
  await expect(body.locator('strong')).toHaveText('rápido')

  // The link dialog (Ctrl+K) finds a concept by its term and links to its public page.
  await page.keyboard.type('rondo')
  await selectWord(page, 'rondo')
  await page.keyboard.press('Control+k')
  const linkDialog = page.getByRole('dialog', { name: 'Enlace' })
  // The dialog focuses its first field when it opens: typing before that would land there instead.
  await expect(linkDialog.getByRole('textbox', { name: 'Dirección web' })).toBeFocused()
  const conceptSearch = linkDialog.getByRole('searchbox', { name: 'O enlaza un concepto' })
  await conceptSearch.fill('rondo')
  await expect(conceptSearch).toHaveValue('rondo')
  // Pick only once the results for "rondo" are there.
  const rondo = linkDialog.getByRole('button', { name: /^Rondo\b/ }).first()
  await expect(rondo).toBeVisible({ timeout: 15_000 })
  await rondo.click()
  await expect(linkDialog).toBeHidden()
  await expect(body.getByRole('link', { name: 'rondo' })).toHaveAttribute('href', /^\/concepts\/rondo/)

  // The toolbar says which marks are on.
  await body.getByText('rápido').click()
  await expect(toolbar.getByRole('button', { name: 'Negrita' })).toHaveAttribute('aria-pressed', 'true')
  await expect(toolbar.getByRole('button', { name: 'Cursiva' })).toHaveAttribute('aria-pressed', 'false')

  // The slash menu: filter, choose with the keyboard; a table, then one more row.
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/tabl')
  await expect(page.getByRole('option', { name: 'Tabla' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(body.locator('table tr')).toHaveCount(3)
  await page.keyboard.type('Ejercicio')
  await toolbar.getByRole('button', { name: 'Añadir fila' }).click()
  await expect(body.locator('table tr')).toHaveCount(4)

  // A YouTube video from a pasted address: a plain card, nothing loaded from YouTube.
  await page.keyboard.press('Control+End')
  await page.keyboard.type('/vídeo')
  await page.keyboard.press('Enter')
  const videoDialog = page.getByRole('dialog', { name: 'Vídeo de YouTube' })
  await videoDialog.getByLabel('Dirección del vídeo').fill('https://www.youtube.com/watch?v=abc')
  await videoDialog.getByRole('button', { name: 'Aplicar' }).click()
  await expect(videoDialog.getByText('Pega la dirección de un vídeo de YouTube.')).toBeVisible()
  await videoDialog.getByLabel('Dirección del vídeo').fill('https://youtu.be/dQw4w9WgXcQ?t=42')
  await videoDialog.getByRole('button', { name: 'Aplicar' }).click()
  await expect(body.getByText('Vídeo de YouTube dQw4w9WgXcQ')).toBeVisible()

  // An image uploaded from the toolbar, with its caption and alt text.
  const png = await sharp({ create: { width: 80, height: 50, channels: 3, background: '#0a7d3b' } })
    .png()
    .toBuffer()
  const chooser = page.waitForEvent('filechooser')
  await toolbar.getByRole('button', { name: 'Imagen' }).click()
  await (await chooser).setFiles({ name: 'salida.png', mimeType: 'image/png', buffer: png })
  await expect(body.locator('img[src^="/media/"]')).toBeVisible({ timeout: 15_000 })
  await body.getByRole('textbox', { name: 'Pie de foto' }).fill('Salida en 3-2')
  await body.getByRole('textbox', { name: 'Texto alternativo' }).fill('Central con el balón')

  // Paste from Word: formatting kept, everything else gone.
  await body.locator('p').last().click()
  await paste(page, WORD_HTML)
  await expect(body.locator('strong', { hasText: 'Pegado de Word' })).toBeVisible()
  await expect(body.getByText('Primer punto')).toBeVisible()
  await expect(body.getByText('·')).toHaveCount(0)
  await expect(body.locator('a[href^="javascript"], img[src^="https://"], script')).toHaveCount(0)

  // Word count and reading time under the editor; undo and redo.
  await expect(page.getByText(/^\d+ palabras · 1 minuto de lectura$/)).toBeVisible()
  await toolbar.getByRole('button', { name: 'Deshacer' }).click()
  await expect(body.getByText('Primer punto')).toHaveCount(0)
  await toolbar.getByRole('button', { name: 'Rehacer' }).click()
  await expect(body.getByText('Primer punto')).toBeVisible()

  // The toolbar is one Tab stop; the arrow keys move inside it.
  await page.keyboard.press('Shift+Tab')
  await expect(toolbar.getByRole('button', { name: 'Título 2' })).toBeFocused()
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
  await expect(toolbar.getByRole('button', { name: 'Negrita' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(body).toBeFocused()

  // The form carries a document the server's schema accepts.
  const json = await page.locator('input[type=hidden][name=content]').inputValue()
  expect(checkRichText(json).success).toBe(true)
  expect(json).toContain('"videoId":"dQw4w9WgXcQ"')
  expect(outside).toEqual([])

  // Published, the public page shows the same body.
  const slug = await page.getByLabel('Dirección (slug)').inputValue()
  await page.getByLabel('Estado').selectOption('published')
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\?saved=1$/)
  const visitor = await context.newPage()
  const visitorOutside = outsideRequests(visitor)
  await visitor.goto(`/post/${slug}`)
  await expect(visitor.getByRole('heading', { level: 2, name: 'Salida de balón' })).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'rondo', exact: true })).toHaveAttribute(
    'href',
    /^\/concepts\/rondo/,
  )
  await expect(visitor.getByRole('img', { name: 'Central con el balón' })).toBeVisible()
  await expect(visitor.getByText('Salida en 3-2')).toBeVisible()
  await expect(visitor.getByRole('columnheader', { name: 'Ejercicio' })).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'YouTube dQw4w9WgXcQ' })).toBeVisible()
  expect(visitorOutside).toEqual([])
})

test('in Arabic the editor is right-to-left and speaks Arabic', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/posts/create?lng=ae')
  await hydrated(page)
  const body = page.getByRole('textbox', { name: 'النص', exact: true })
  await expect(body).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const toolbar = page.getByRole('toolbar', { name: 'التنسيق' })
  await body.click()
  await page.keyboard.type('تمرين الضغط العالي')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/')
  const menu = page.getByRole('listbox', { name: 'إدراج كتلة' })
  await expect(menu.getByRole('option', { name: 'جدول' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')

  await page.keyboard.press('Control+a')
  await toolbar.getByRole('button', { name: 'غامق' }).click()
  await expect(toolbar.getByRole('button', { name: 'غامق' })).toHaveAttribute('aria-pressed', 'true')
  await expect(body.locator('strong')).toHaveText('تمرين الضغط العالي')
  await expect(page.getByText('3 كلمات · دقيقة قراءة واحدة')).toBeVisible()

  // Right to left, the arrow keys follow the reading direction through the toolbar.
  await page.keyboard.press('Shift+Tab')
  await expect(toolbar.getByRole('button', { name: 'عنوان 2' })).toBeFocused()
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft')
  await expect(toolbar.getByRole('button', { name: 'غامق' })).toBeFocused()
})
