import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { createAccount, expect, readMail, signIn, test } from './auth-fixtures.ts'
import { createCourse, requestAndApprove } from './course-fixtures.ts'
import { hydrated } from './hydrated.ts'

const unique = () => randomBytes(3).toString('hex')

async function addLesson(page: Page, title: string) {
  await page.getByLabel('Título de la nueva lección').fill(title)
  await page.getByRole('button', { name: 'Añadir lección' }).click()
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
}

async function typeLessonBody(page: Page, body: string) {
  await hydrated(page)
  await expect(page.locator('.ProseMirror')).toBeVisible({ timeout: 15_000 })
  await page.getByRole('textbox', { name: 'Texto', exact: true }).click()
  await page.keyboard.type(body)
}

async function editLesson(page: Page, title: string, body: string, previous = false) {
  await page.getByRole('link', { name: title, exact: true }).click()
  await typeLessonBody(page, body)
  await page.getByLabel('Duración estimada (minutos)').fill('5')
  if (previous) await page.getByLabel('Se desbloquea').selectOption({ label: 'Tras la lección anterior' })
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(/\?saved=1/)
  await expect(page.getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible()
}

test('the coach builds a course; a learner requests it, is approved by e-mail, learns in order and resumes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const admin = createAccount('admin')
  const learner = createAccount('user')
  await signIn(page, admin)
  const title = `Curso de rondos ${unique()}`
  const { id, slug } = await createCourse(page, title)

  await page.getByLabel('Título de la nueva sección').fill('Primeros pasos')
  await page.getByRole('button', { name: 'Añadir sección' }).click()
  await expect(page.getByRole('heading', { name: 'Primeros pasos' })).toBeVisible()
  await addLesson(page, 'Segunda lección')
  await addLesson(page, 'Primera lección')

  // Reordered from the keyboard: focus "move up" on the second entry and press Enter.
  const lessons = page.getByRole('link', { name: /lección$/ })
  await expect(lessons).toHaveText(['Segunda lección', 'Primera lección'])
  await page.getByRole('button', { name: 'Subir «Primera lección»' }).focus()
  await page.keyboard.press('Enter')
  await expect(lessons).toHaveText(['Primera lección', 'Segunda lección'])

  await editLesson(page, 'Primera lección', 'Contenido secreto de la primera lección.')
  await page.getByRole('link', { name: 'Vista previa como alumno' }).click()
  await expect(page.getByTestId('lesson-body')).toContainText('Contenido secreto de la primera lección.')
  await page.goto(`/admin/courses/edit/${id}`)
  await hydrated(page)
  await editLesson(page, 'Segunda lección', 'Contenido secreto de la segunda lección.', true)

  // The learner, in their own browser.
  const learnerContext = await browser.newContext()
  const learnerPage = await learnerContext.newPage()
  await learnerPage.goto(`/cursos/${slug}`)
  await expect(learnerPage.getByRole('link', { name: 'Inicia sesión para hacer este curso' })).toBeVisible()
  await signIn(learnerPage, learner, `/signin?redirectTo=/cursos/${slug}`)
  await expect(learnerPage).toHaveURL(new RegExp(`/cursos/${slug}$`))

  // Without access, the lesson answers with its wall (200) and its body never reaches the browser.
  const refused = await learnerPage.request.get(`/cursos/${slug}/primera-leccion`)
  expect(refused.status()).toBe(200)
  expect(await refused.text()).not.toContain('Contenido secreto')

  await requestAndApprove({ learnerPage, coachPage: page }, { courseId: id, email: learner.email })
  const mail = await readMail(learner.email, new RegExp(title))
  expect(mail.text).toContain(`/cursos/${slug}`)

  await learnerPage.goto(`/cursos/${slug}`)
  await hydrated(learnerPage)
  await learnerPage.getByRole('link', { name: 'Empezar el curso' }).click()
  await expect(learnerPage).toHaveURL(new RegExp(`/cursos/${slug}/primera-leccion$`))
  await expect(learnerPage.getByTestId('lesson-body')).toContainText(
    'Contenido secreto de la primera lección.',
  )

  // Lesson 2 waits for lesson 1: its page says so and carries no body.
  const locked = await learnerPage.request.get(`/cursos/${slug}/segunda-leccion`)
  const lockedHtml = await locked.text()
  expect(lockedHtml).toContain('Esta lección se abre cuando completes la anterior.')
  expect(lockedHtml).not.toContain('Contenido secreto de la segunda')

  await hydrated(learnerPage)
  await learnerPage.getByRole('button', { name: 'Marcar como hecha' }).click()
  await expect(learnerPage.getByText('Has completado esta lección.')).toBeVisible()
  await learnerPage.getByRole('link', { name: 'Siguiente: Segunda lección' }).click()
  await expect(learnerPage.getByTestId('lesson-body')).toContainText(
    'Contenido secreto de la segunda lección.',
  )
  await expect(learnerPage.getByText('1 de 2 lecciones hechas').first()).toBeVisible()

  // Resuming: the course page continues with the lesson opened last.
  await learnerPage.goto(`/cursos/${slug}`)
  await learnerPage.getByRole('link', { name: 'Continuar donde lo dejaste' }).click()
  await expect(learnerPage).toHaveURL(new RegExp(`/cursos/${slug}/segunda-leccion$`))
  await learnerContext.close()
})

test('an access code is redeemed in account settings, once per use; the course shows in Mis cursos', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const admin = createAccount('admin')
  await signIn(page, admin)
  const title = `Curso con código ${unique()}`
  const { id } = await createCourse(page, title)
  await page.goto(`/admin/courses/${id}/access`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Crear códigos' }).click()
  const code = (await page.getByTestId('new-code').textContent()) ?? ''
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/)

  for (const [index, expected] of [
    'Hecho: el curso ya está en tu lista.',
    'Este código ya se ha agotado.',
  ].entries()) {
    const context = await browser.newContext()
    const learnerPage = await context.newPage()
    await signIn(learnerPage, createAccount('user'), '/signin?redirectTo=/account-settings')
    await hydrated(learnerPage)
    await learnerPage.getByLabel('Código de acceso').fill(code.toLowerCase())
    await learnerPage.getByRole('button', { name: 'Canjear' }).click()
    await expect(learnerPage.getByText(expected)).toBeVisible()
    // Settings list no courses of their own: they point to Mis cursos, which has the course.
    await expect(learnerPage.getByRole('link', { name: title })).toHaveCount(0)
    await learnerPage.getByRole('link', { name: 'Ir a Mis cursos' }).click()
    await expect(learnerPage).toHaveURL('/account/courses')
    if (index === 0) await expect(learnerPage.getByRole('link', { name: title }).first()).toBeVisible()
    else await expect(learnerPage.getByRole('link', { name: title })).toHaveCount(0)
    await context.close()
  }
})

test('a lesson saved meanwhile in another tab is not overwritten: the editor shows the other version', async ({
  page,
}) => {
  const admin = createAccount('admin')
  await signIn(page, admin)
  await createCourse(page, `Curso en dos pestañas ${unique()}`)
  await page.getByLabel('Título de la nueva sección').fill('Única')
  await page.getByRole('button', { name: 'Añadir sección' }).click()
  await addLesson(page, 'Lección compartida')
  const address =
    (await page.getByRole('link', { name: 'Lección compartida', exact: true }).getAttribute('href')) ?? ''
  await page.goto(address)
  const other = await page.context().newPage()
  await other.goto(address)

  await editLessonHere(page, 'Escrito en la primera pestaña.')
  await expect(page.getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible()
  await editLessonHere(other, 'Escrito en la segunda pestaña.')
  const notice = other.getByRole('alert').filter({ hasText: 'Otra persona ha guardado mientras tanto.' })
  await expect(notice).toBeVisible()
  await notice.getByText('Ver la otra versión').click()
  await expect(notice).toContainText('Escrito en la primera pestaña.')
  await other.close()
})

async function editLessonHere(page: Page, body: string) {
  await typeLessonBody(page, body)
  await page.getByRole('button', { name: 'Guardar' }).click()
}
