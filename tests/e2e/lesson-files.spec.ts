import { randomBytes } from 'node:crypto'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { addSectionWithLesson, createCourse, enrolByHand } from './course-fixtures.ts'
import { hydrated } from './hydrated.ts'

/** A small real-looking PDF and an MP4 header: the server tells files by their first bytes. */
const PDF = Buffer.from(`%PDF-1.4\n% Ficha de ejercicios ${'x'.repeat(2000)}\n%%EOF\n`)
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4000, 7)])

/**
 * Issue #16: a lesson's uploaded video and downloads reach only those who may read the lesson, in
 * byte ranges for the video player; anything but PDF, MP4 and WebM is refused with a clear message.
 */
test('the coach uploads a lesson video and a PDF; only an enrolled learner gets them, in ranges', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const admin = createAccount('admin')
  const learner = createAccount('user')
  const stranger = createAccount('user')
  await signIn(page, admin)
  const { id: courseId, slug } = await createCourse(
    page,
    `Curso con archivos ${randomBytes(3).toString('hex')}`,
  )
  await addSectionWithLesson(page, 'Material', 'Lección con vídeo')
  await page.getByRole('link', { name: 'Lección con vídeo', exact: true }).click()
  await page.getByRole('link', { name: 'Vídeo y archivos subidos' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Archivos de «Lección con vídeo»' })).toBeVisible()
  const filesPage = page.url()
  await hydrated(page)

  // A text file dressed as a PDF is refused, and nothing is stored.
  await page.getByLabel('Archivo', { exact: true }).setInputFiles({
    name: 'ficha.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<script>alert(1)</script>'),
  })
  await page.getByRole('button', { name: 'Subir' }).click()
  await expect(page.getByText('Solo se admiten archivos PDF, MP4 y WebM.')).toBeVisible()
  await expect(page.getByText('Esta lección aún no tiene archivos subidos.')).toBeVisible()

  await page.getByLabel('Archivo', { exact: true }).setInputFiles({
    name: 'ficha rondos ñ.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  await page.getByRole('button', { name: 'Subir' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Archivo subido.' })).toBeVisible()
  await page.getByLabel('Vídeo de la lección').check()
  await page
    .getByLabel('Archivo', { exact: true })
    .setInputFiles({ name: 'rondo.mp4', mimeType: 'video/mp4', buffer: MP4 })
  await page.getByRole('button', { name: 'Subir' }).click()
  await expect(page.getByRole('region', { name: 'Archivos subidos' }).getByRole('listitem')).toHaveText([
    /rondo\.mp4 · Vídeo de la lección/,
    /ficha rondos ñ\.pdf · Descarga/,
  ])

  await enrolByHand(page, courseId, learner.email)

  const learnerContext = await browser.newContext()
  const learnerPage = await learnerContext.newPage()
  await signIn(learnerPage, learner)
  await learnerPage.goto(`/cursos/${slug}/leccion-con-video`)
  const video = learnerPage.locator('video')
  const videoUrl = (await video.getAttribute('src')) ?? ''
  expect(videoUrl).toMatch(new RegExp(`^/cursos/${slug}/leccion-con-video/archivos/\\d+$`))
  const pdfLink = learnerPage.getByRole('link', { name: 'ficha rondos ñ.pdf' })
  const pdfUrl = (await pdfLink.getAttribute('href')) ?? ''

  const whole = await learnerPage.request.get(pdfUrl)
  expect(whole.status()).toBe(200)
  expect(whole.headers()['content-type']).toBe('application/pdf')
  expect(whole.headers()['content-disposition']).toContain("filename*=UTF-8''ficha%20rondos%20%C3%B1.pdf")
  expect(whole.headers()['cache-control']).toBe('private, no-store')
  expect(Buffer.from(await whole.body()).equals(PDF)).toBe(true)

  const part = await learnerPage.request.get(videoUrl, { headers: { Range: 'bytes=4-11' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-range']).toBe(`bytes 4-11/${MP4.length}`)
  expect((await part.body()).toString()).toBe('ftypmp42')
  const past = await learnerPage.request.get(videoUrl, { headers: { Range: `bytes=${MP4.length}-` } })
  expect(past.status()).toBe(416)

  // Someone not enrolled, and a visitor, get nothing.
  const strangerContext = await browser.newContext()
  const strangerPage = await strangerContext.newPage()
  await signIn(strangerPage, stranger)
  expect((await strangerPage.request.get(pdfUrl)).status()).toBe(404)
  const visitor = await browser.newContext()
  const anonymous = await visitor.request.get(pdfUrl, { maxRedirects: 0 })
  expect(anonymous.status()).toBe(302)
  expect(anonymous.headers().location).toMatch(/^\/signin\?redirectTo=/)

  // The coach deletes the PDF: the learner's link is gone and the address answers 404.
  await page.goto(filesPage)
  await hydrated(page)
  await page.getByRole('button', { name: 'Borrar: ficha rondos ñ.pdf' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Archivo borrado.' })).toBeVisible()
  expect((await learnerPage.request.get(pdfUrl)).status()).toBe(404)
  await learnerPage.reload()
  await expect(learnerPage.getByRole('link', { name: 'ficha rondos ñ.pdf' })).toHaveCount(0)
  await Promise.all([learnerContext.close(), strangerContext.close(), visitor.close()])
})
