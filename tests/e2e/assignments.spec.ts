import { randomBytes } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { createAccount, expect, readMail, signIn, test, type TestAccount } from './auth-fixtures.ts'
import { addSectionWithLesson, createCourse, enrolByHand } from './course-fixtures.ts'
import { hydrated } from './hydrated.ts'

/** Small files the server tells by their first bytes. */
const pdf = (text: string) => ({
  name: 'plan semanal.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
})
const NOT_A_PDF = { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('solo texto') }

/** The coach's course with one lesson asking for a PDF, the learner enrolled; the lesson's address. */
async function courseWithAssignment(page: Page, learner: TestAccount, lessonTitle: string) {
  const { id: courseId, slug } = await createCourse(page, `Curso con tarea ${randomBytes(3).toString('hex')}`)
  await addSectionWithLesson(page, 'Semana 1', lessonTitle)
  await page.getByRole('link', { name: lessonTitle, exact: true }).click()
  await page.getByRole('link', { name: 'Tarea', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Tarea de «${lessonTitle}»` })).toBeVisible()
  await hydrated(page)
  await page.getByRole('radio', { name: 'Un archivo' }).check()
  await page.getByLabel('Instrucciones').fill('Sube el plan de la semana en PDF.')
  await page.getByRole('checkbox', { name: 'PDF' }).check()
  await page.getByLabel('Tamaño máximo (MB)').fill('2')
  await page.getByLabel('Puntos máximos').fill('10')
  await page.getByRole('checkbox', { name: 'Aprobar la tarea completa la lección' }).check()
  await page.getByRole('button', { name: 'Guardar tarea' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Tarea guardada.' })).toBeVisible()
  await enrolByHand(page, courseId, learner.email)
  const lessonSlug = lessonTitle
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
  return { courseId, lessonPath: `/cursos/${slug}/${lessonSlug}` }
}

async function signedIn(browser: Browser, account: TestAccount) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, account)
  return { context, page }
}

/**
 * Issue 31: an assignment sent, returned, sent again and approved, walked in Chromium. The coach
 * asks for a PDF on a lesson; the learner sends one; the coach returns it with feedback from the
 * queue; the learner reads it on the lesson and in the mail, sends again; the coach approves with
 * points, which completes the lesson. The file reaches only its learner and the coach.
 */
test('an assignment sent, returned, sent again and approved', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const admin = createAccount('admin')
  const learner = createAccount('user')
  const stranger = createAccount('user')
  const lessonTitle = `Plan ${randomBytes(3).toString('hex')}`
  await signIn(page, admin)
  const { courseId, lessonPath } = await courseWithAssignment(page, learner, lessonTitle)

  const { context: learnerContext, page: learnerPage } = await signedIn(browser, learner)
  await learnerPage.goto(lessonPath)
  await hydrated(learnerPage)
  const assignment = learnerPage.getByRole('region', { name: 'Tarea: envía un archivo' })
  await expect(assignment.getByText('Sube el plan de la semana en PDF.')).toBeVisible()
  await expect(
    learnerPage.getByText('La lección se completa cuando el entrenador apruebe tu tarea.'),
  ).toBeVisible()

  // A file that is not a PDF is refused under the form, without leaving the page.
  await assignment.getByLabel('Archivo', { exact: true }).setInputFiles(NOT_A_PDF)
  await assignment.getByRole('button', { name: 'Enviar tarea' }).click()
  await expect(assignment.getByRole('alert')).toHaveText('Este tipo de archivo no se admite en esta tarea.')
  expect(new URL(learnerPage.url()).search).toBe('')

  await assignment.getByLabel('Archivo', { exact: true }).setInputFiles(pdf('primera versión'))
  await assignment.getByLabel('Nota para el entrenador (opcional)').fill('Falta el martes.')
  await assignment.getByRole('button', { name: 'Enviar tarea' }).click()
  await expect(assignment.getByRole('status')).toHaveText('Tarea enviada. El entrenador la revisará.')
  await expect(assignment.getByRole('button', { name: /Enviar/ })).toHaveCount(0)
  const coachMail = await readMail('', new RegExp(`Nueva tarea de Pablo Serrano: ${lessonTitle}`))
  const reviewUrl = /https?:\/\/\S+\/admin\/assignments\/\d+/.exec(coachMail.text)?.[0] ?? ''
  expect(reviewUrl).not.toBe('')

  // The file: its learner and the coach get it; another learner gets nothing, as if it did not exist.
  const fileUrl =
    (await assignment.getByRole('link', { name: 'plan semanal.pdf' }).getAttribute('href')) ?? ''
  expect(fileUrl).toMatch(/^\/tareas\/\d+\/archivo$/)
  expect((await learnerPage.request.get(fileUrl)).status()).toBe(200)
  expect((await page.request.get(fileUrl)).status()).toBe(200)
  const { context: strangerContext, page: strangerPage } = await signedIn(browser, stranger)
  expect((await strangerPage.request.get(fileUrl)).status()).toBe(404)

  // The coach finds it in the queue (of its course: other specs fill the queue) and returns it.
  await page.goto(`/admin/assignments?status=submitted&course=${courseId}`)
  await page.getByRole('link', { name: `Pablo Serrano: ${lessonTitle}` }).click()
  await expect(page).toHaveURL(new URL(reviewUrl).pathname)
  await hydrated(page)
  await expect(page.getByText('Nota: Falta el martes.')).toBeVisible()
  await page.getByLabel('Comentarios').fill('Añade la sesión del martes.')
  await page.getByRole('button', { name: 'Devolver' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Tarea devuelta.' })).toBeVisible()

  const returned = await readMail(learner.email, new RegExp(`Tarea devuelta: ${lessonTitle}`))
  expect(returned.text).toContain('Añade la sesión del martes.')
  await learnerPage.reload()
  await hydrated(learnerPage)
  await expect(assignment.getByRole('status')).toHaveText(
    'El entrenador te ha devuelto la tarea: lee sus comentarios y envíala de nuevo.',
  )
  const history = assignment.getByRole('list', { name: 'Tus entregas' })
  await expect(history.getByRole('listitem')).toHaveCount(1)
  await expect(history.getByRole('listitem').first()).toContainText('Devuelta')
  await expect(history.getByRole('listitem').first()).toContainText('Añade la sesión del martes.')

  // Sent again.
  await assignment.getByLabel('Nuevo archivo').setInputFiles(pdf('segunda versión'))
  await assignment.getByRole('button', { name: 'Enviar de nuevo' }).click()
  await expect(assignment.getByRole('status')).toHaveText('Tarea enviada. El entrenador la revisará.')
  await expect(history.getByRole('listitem')).toHaveCount(2)

  // The coach approves the new one with points: the learner's lesson is done.
  await page.goto(`/admin/assignments?status=submitted&course=${courseId}`)
  await page.getByRole('link', { name: `Pablo Serrano: ${lessonTitle}` }).click()
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Entregas anteriores' })).toBeVisible()
  await page.getByLabel('Comentarios').fill('Ahora sí, bien planificado.')
  await page.getByLabel('Puntos', { exact: true }).fill('9')
  await page.getByRole('button', { name: 'Aprobar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Tarea aprobada.' })).toBeVisible()

  const approved = await readMail(learner.email, new RegExp(`Tarea aprobada: ${lessonTitle}`))
  expect(approved.text).toContain('Puntos: 9 de 10')
  await learnerPage.reload()
  await expect(assignment.getByRole('status')).toHaveText('Tarea aprobada.')
  await expect(history.getByRole('listitem').first()).toContainText('9 de 10 puntos')
  await expect(learnerPage.getByText('Has completado esta lección.')).toBeVisible()
  await Promise.all([learnerContext.close(), strangerContext.close()])
})

/** Without JavaScript the form still works: a problem comes back on the lesson, translated. */
test('the assignment form works without JavaScript', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const admin = createAccount('admin')
  const learner = createAccount('user')
  await signIn(page, admin)
  const { lessonPath } = await courseWithAssignment(
    page,
    learner,
    `Sin script ${randomBytes(3).toString('hex')}`,
  )

  const signedInContext = (await signedIn(browser, learner)).context
  const context = await browser.newContext({
    storageState: await signedInContext.storageState(),
    javaScriptEnabled: false,
  })
  const learnerPage = await context.newPage()
  await learnerPage.goto(lessonPath)
  const assignment = learnerPage.getByRole('region', { name: 'Tarea: envía un archivo' })
  await assignment.getByLabel('Archivo', { exact: true }).setInputFiles(NOT_A_PDF)
  await assignment.getByRole('button', { name: 'Enviar tarea' }).click()
  await expect(learnerPage).toHaveURL(new RegExp(`${lessonPath}\\?tarea=type`))
  await expect(assignment.getByRole('alert')).toHaveText('Este tipo de archivo no se admite en esta tarea.')

  await assignment.getByLabel('Archivo', { exact: true }).setInputFiles(pdf('sin script'))
  await assignment.getByRole('button', { name: 'Enviar tarea' }).click()
  await expect(assignment.getByRole('status')).toHaveText('Tarea enviada. El entrenador la revisará.')
  await expect(assignment.getByRole('alert')).toHaveCount(0)
  await expect(assignment.getByRole('link', { name: 'plan semanal.pdf' })).toBeVisible()
  await Promise.all([context.close(), signedInContext.close()])
})
