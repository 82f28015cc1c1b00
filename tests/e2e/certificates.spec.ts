import { randomBytes } from 'node:crypto'
import { createAccount, expect, readMail, signIn, test } from './auth-fixtures.ts'
import { addSectionWithLesson, createCourse, enrolByHand } from './course-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue #16: finishing a course gives the learner a certificate: a PDF to download from account
 * settings, a public verification page for its code, and a revocation the page reports at once.
 */
test('a learner finishes a course, downloads the certificate; a visitor verifies it; the coach revokes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const admin = createAccount('admin')
  const learner = createAccount('user', { name: 'Lucía', lastName: 'Certificada' })
  const stranger = createAccount('user')
  await signIn(page, admin)

  // The coach: a published course with one lesson, the learner enrolled by hand.
  const title = `Curso certificado ${randomBytes(3).toString('hex')}`
  const { id: courseId, slug } = await createCourse(page, title)
  await addSectionWithLesson(page, 'Única sección', 'Única lección')
  await enrolByHand(page, courseId, learner.email)

  // The learner finishes the only lesson: the certificate appears in account settings.
  const learnerContext = await browser.newContext()
  const learnerPage = await learnerContext.newPage()
  await signIn(learnerPage, learner)
  await learnerPage.goto(`/cursos/${slug}/unica-leccion`)
  await learnerPage.getByRole('button', { name: 'Marcar como hecha' }).click()
  // The last lesson done: the finished-course page, a mail with the PDF, "Mis cursos" and the coach's list.
  await expect(learnerPage).toHaveURL(`/account/courses/${slug}/finished`)
  await expect(learnerPage.getByRole('heading', { level: 1, name: '¡Curso terminado!' })).toBeVisible()
  await expect(
    learnerPage.getByRole('link', { name: 'Página de verificación del certificado' }),
  ).toHaveAttribute('href', /^\/certificados\/verificar\/[\w-]{22}$/)
  const mail = await readMail(learner.email, /^Has terminado «/)
  expect(mail.text).toMatch(/\/certificados\/verificar\/[\w-]{22}/)
  expect(mail.text).toMatch(/\/certificados\/[\w-]+\/pdf/)
  expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf'])
  expect(mail.attachments[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await learnerPage.goto('/account/courses')
  await expect(learnerPage.getByText('1 de 1 lecciones hechas')).toBeVisible()
  await expect(learnerPage.getByRole('link', { name: 'Ver el curso terminado' })).toHaveAttribute(
    'href',
    `/account/courses/${slug}/finished`,
  )
  // The coach's course list counts who finished each course and leads to the list of them.
  await page.goto('/admin/courses')
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) })
  await row.getByRole('link', { name: /^1 · / }).click()
  await expect(page).toHaveURL(`/admin/courses/${courseId}/completions`)
  await expect(page.getByText('1 alumno ha terminado el curso.')).toBeVisible()
  await expect(page.getByRole('cell', { name: learner.email })).toBeVisible()
  await learnerPage.goto('/account-settings')
  const download = learnerPage.getByRole('link', { name: `Descargar PDF ${title}` })
  await expect(download).toBeVisible()
  const [file] = await Promise.all([learnerPage.waitForEvent('download'), download.click()])
  const pdf = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const verifyLink = learnerPage.getByRole('link', { name: `Verificar ${title}` })
  const verifyPath = (await verifyLink.getAttribute('href')) ?? ''
  expect(verifyPath).toMatch(/^\/certificados\/verificar\/[\w-]{22}$/)

  // Someone else, signed in, cannot have it; a visitor is sent to sign in.
  const pdfPath = (await download.getAttribute('href')) ?? ''
  const strangerContext = await browser.newContext()
  const strangerPage = await strangerContext.newPage()
  await signIn(strangerPage, stranger)
  expect((await strangerPage.request.get(pdfPath, { maxRedirects: 0 })).status()).toBe(404)

  // A signed-out visitor verifies the code.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  expect((await visitorPage.request.get(pdfPath, { maxRedirects: 0 })).status()).toBe(302)
  await visitorPage.goto(verifyPath)
  await expect(visitorPage.getByRole('heading', { name: 'Certificado válido' })).toBeVisible()
  await expect(visitorPage.getByText(`Lucía Certificada completó el curso «${title}».`)).toBeVisible()

  // The coach revokes it; the same page now says so.
  await page.goto(`/admin/courses/${courseId}/certificates`)
  await hydrated(page)
  await page.getByLabel('Motivo de la revocación').fill('Se expidió por error')
  await page.getByRole('button', { name: `Revocar ${learner.email}` }).click()
  await expect(page.getByRole('status')).toHaveText('Certificado revocado.')
  await visitorPage.goto(verifyPath)
  await expect(visitorPage.getByRole('heading', { name: 'Certificado revocado' })).toBeVisible()
  await visitorPage.goto('/certificados/verificar/AAAAAAAAAAAAAAAAAAAAAA')
  await expect(visitorPage.getByRole('heading', { name: 'Certificado no encontrado' })).toBeVisible()

  for (const context of [learnerContext, strangerContext, visitor]) await context.close()
})
