import type { APIRequestContext, Browser, Page } from '@playwright/test'
import {
  createAccount,
  expect,
  readMail,
  signIn,
  signInThroughForm,
  STRONG_PASSWORD,
  test,
  uniqueEmail,
} from './auth-fixtures.ts'
import { dataUrl } from './cache-policy.ts'
import { hydrated } from './hydrated.ts'
import { appDatabase, makeMember, offeredPlan, tag } from './membership-fixtures.ts'

/**
 * Issues 28 and 31, walls instead of 403s (docs/decisions/032-content-visibility.md): whoever may
 * not read a lesson gets 200 with its title, the coach's teaser and what would open it, and the
 * lesson's body is in nothing sent to them — the HTML, the `.data` answer, a second (cached) visit.
 */

interface LessonRow {
  slug: string
  title: string
  body: string
  access?: string
  teaser?: string
}

/** A published course with one section holding these lessons, as the coach would have saved it. */
function publishedCourse(access: string, lessons: LessonRow[]) {
  const db = appDatabase()
  try {
    const slug = `curso-muro-${tag()}`
    const course = db
      .prepare(
        "insert into course (slug, title, description, level, status, access) values (?, ?, ?, 'beginner', 'published', ?)",
      )
      .run(slug, `Curso con muro ${slug}`, 'Un resumen del curso para todos.', access)
    const courseId = Number(course.lastInsertRowid)
    const section = db
      .prepare("insert into course_section (courseId, title, position) values (?, 'Bloque 1', 1)")
      .run(courseId)
    lessons.forEach((lesson, index) =>
      db
        .prepare(
          'insert into course_lesson (courseId, sectionId, slug, title, position, body, bodyHtml, access, teaser) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          courseId,
          Number(section.lastInsertRowid),
          lesson.slug,
          lesson.title,
          index + 1,
          JSON.stringify({
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: lesson.body }] }],
          }),
          `<p>${lesson.body}</p>`,
          lesson.access ?? 'course',
          lesson.teaser ?? '',
        ),
    )
    return { id: courseId, slug }
  } finally {
    db.close()
  }
}

/** A visitor's page, its `.data` and a second visit (served from the HTML cache) never hold `secret`. */
async function expectNoBodyForVisitor(request: APIRequestContext, url: string, secret: string) {
  for (const target of [url, dataUrl(url), url]) {
    const response = await request.get(target)
    expect(response.status(), target).toBe(200)
    expect(await response.text(), target).not.toContain(secret)
  }
}

test('a visitor meets the wall of a lesson, signs in and comes back to read it; a free preview is open to all', async ({
  page,
  playwright,
  baseURL,
}) => {
  const secret = `Cuerpo-de-inscritos-${tag()}`
  const preview = `Cuerpo-de-la-vista-previa-${tag()}`
  const course = publishedCourse('signedIn', [
    { slug: 'previa', title: 'Lección de muestra', body: preview, access: 'public' },
    {
      slug: 'con-cuenta',
      title: 'Lección con cuenta',
      body: secret,
      teaser: 'Un avance escrito por el entrenador.',
    },
  ])
  const url = `/cursos/${course.slug}/con-cuenta`

  const visitor = await playwright.request.newContext({ baseURL })
  await expectNoBodyForVisitor(visitor, url, secret)
  // The free preview is readable without an account, and marked on the course page.
  expect(await (await visitor.get(`/cursos/${course.slug}/previa`)).text()).toContain(preview)
  await visitor.dispose()

  await page.goto(`/cursos/${course.slug}`)
  await expect(page.getByText('Vista previa gratuita')).toBeVisible()
  await page.goto(url)
  const wall = page.getByTestId('lesson-wall')
  await expect(wall.getByRole('heading', { level: 1, name: 'Lección con cuenta' })).toBeVisible()
  await expect(wall).toContainText('Un avance escrito por el entrenador.')
  await expect(page.getByText(secret)).toHaveCount(0)
  await hydrated(page)
  await wall.getByRole('link', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/signin\?redirectTo=/)
  await signInThroughForm(page, createAccount('user'))
  await expect(page).toHaveURL(url)
  await expect(page.getByTestId('lesson-body')).toContainText(secret)
})

/** The coach (on `page`) makes an access code for the course; a new learner signs in, in a context of their own. */
async function codeAndLearner(page: Page, browser: Browser, courseId: number) {
  await signIn(page, createAccount('admin'))
  await page.goto(`/admin/courses/${courseId}/access`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Crear códigos' }).click()
  const code = (await page.getByTestId('new-code').textContent()) ?? ''
  const context = await browser.newContext()
  const learner = await context.newPage()
  await signIn(learner, createAccount('user'))
  return { code, context, learner }
}

test('a signed-in learner redeems a code on the wall and reads the lesson', async ({ page, browser }) => {
  const secret = `Cuerpo-con-codigo-${tag()}`
  const course = publishedCourse('enrolled', [{ slug: 'primera', title: 'Primera lección', body: secret }])
  const { code, context, learner } = await codeAndLearner(page, browser, course.id)
  const response = await learner.goto(`/cursos/${course.slug}/primera`)
  expect(response?.status()).toBe(200)
  const wall = learner.getByTestId('lesson-wall')
  // No teaser of its own: the course's summary stands in.
  await expect(wall).toContainText('Un resumen del curso para todos.')
  await expect(wall.getByRole('button', { name: 'Solicitar acceso' })).toBeVisible()
  await expect(learner.getByText(secret)).toHaveCount(0)
  await hydrated(learner)
  await wall.getByLabel('Código de acceso').fill('AAAA-BBBB-CCCC-DDDD-EEEE')
  await wall.getByRole('button', { name: 'Canjear' }).click()
  await expect(wall.getByText('Este código no existe. Revísalo e inténtalo de nuevo.')).toBeVisible()
  await wall.getByLabel('Código de acceso').fill(code)
  await wall.getByRole('button', { name: 'Canjear' }).click()
  await expect(learner.getByTestId('lesson-body')).toContainText(secret)
  await expect(learner.getByRole('button', { name: 'Marcar como hecha' })).toBeVisible()
  await context.close()
})

test('a signed-in learner redeems a code on the course page and starts the course', async ({
  page,
  browser,
}) => {
  const secret = `Cuerpo-codigo-en-curso-${tag()}`
  const course = publishedCourse('enrolled', [{ slug: 'primera', title: 'Primera lección', body: secret }])
  const { code, context, learner } = await codeAndLearner(page, browser, course.id)
  await learner.goto(`/cursos/${course.slug}`)
  await expect(learner.getByRole('button', { name: 'Solicitar acceso' })).toBeVisible()
  await hydrated(learner)
  const redeem = learner.getByRole('region', { name: 'Canjear un código de curso' })
  await redeem.getByLabel('Código de acceso').fill('AAAA-BBBB-CCCC-DDDD-EEEE')
  await redeem.getByRole('button', { name: 'Canjear' }).click()
  await expect(redeem.getByText('Este código no existe. Revísalo e inténtalo de nuevo.')).toBeVisible()
  await redeem.getByLabel('Código de acceso').fill(code)
  await redeem.getByRole('button', { name: 'Canjear' }).click()
  await expect(learner.getByText('Hecho: el curso ya está en tu lista.')).toBeVisible()
  await learner.getByRole('link', { name: 'Empezar el curso' }).click()
  await expect(learner.getByTestId('lesson-body')).toContainText(secret)
  await context.close()
})

test('a member opens a members-only lesson; a non-member gets the teaser and the plans', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const secret = `Cuerpo-para-socios-${tag()}`
  const planName = `Plan socios ${tag()}`
  offeredPlan(planName)
  const course = publishedCourse('enrolled', [
    {
      slug: 'socios',
      title: 'Lección para socios',
      body: secret,
      access: 'members',
      teaser: 'Solo para socios.',
    },
  ])
  const url = `/cursos/${course.slug}/socios`

  const visitor = await playwright.request.newContext({ baseURL })
  await expectNoBodyForVisitor(visitor, url, secret)
  await visitor.dispose()

  await signIn(page, createAccount('user'))
  await page.goto(url)
  const wall = page.getByTestId('lesson-wall')
  await expect(wall).toContainText('Solo para socios.')
  await expect(wall.getByRole('heading', { name: planName })).toBeVisible()
  await expect(page.getByText(secret)).toHaveCount(0)
  const data = await page.request.get(dataUrl(url))
  expect(await data.text()).not.toContain(secret)

  const member = createAccount('user')
  makeMember(member.email)
  const context = await browser.newContext()
  const memberPage = await context.newPage()
  await signIn(memberPage, member)
  await memberPage.goto(url)
  await expect(memberPage.getByTestId('lesson-body')).toContainText(secret)
  await context.close()
})

test('the coach makes a whole course members-only in its editor: «Socios» on the catalogue, the plans on its walls, a member reads it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const secret = `Cuerpo-curso-socios-${tag()}`
  const planName = `Plan del curso ${tag()}`
  offeredPlan(planName)
  const course = publishedCourse('enrolled', [{ slug: 'primera', title: 'Primera lección', body: secret }])
  const url = `/cursos/${course.slug}/primera`

  await signIn(page, createAccount('admin'))
  await page.goto(`/admin/courses/edit/${course.id}`)
  await hydrated(page)
  await page
    .getByLabel('Quién puede leer las lecciones')
    .selectOption({ label: 'Socios y alumnos inscritos' })
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\?saved=1/)

  const visitor = await playwright.request.newContext({ baseURL })
  await expectNoBodyForVisitor(visitor, url, secret)
  await visitor.dispose()

  const context = await browser.newContext()
  const learner = await context.newPage()
  await learner.goto('/cursos')
  await expect(
    learner
      .getByRole('listitem')
      .filter({ hasText: `Curso con muro ${course.slug}` })
      .getByText('Socios', { exact: true }),
  ).toBeVisible()
  await signIn(learner, createAccount('user'))
  await learner.goto(url)
  await expect(learner.getByTestId('lesson-wall').getByRole('heading', { name: planName })).toBeVisible()
  await expect(learner.getByText(secret)).toHaveCount(0)
  await context.close()

  const member = createAccount('user')
  makeMember(member.email)
  const memberContext = await browser.newContext()
  const memberPage = await memberContext.newPage()
  await signIn(memberPage, member)
  await memberPage.goto(url)
  await expect(memberPage.getByTestId('lesson-body')).toContainText(secret)
  await memberContext.close()
})

test('the coach marks a lesson as a free preview in its editor; a visitor reads it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const secret = `Cuerpo-previa-editor-${tag()}`
  const course = publishedCourse('enrolled', [{ slug: 'abierta', title: 'Lección abierta', body: secret }])
  const visitor = await playwright.request.newContext({ baseURL })
  expect(await (await visitor.get(`/cursos/${course.slug}/abierta`)).text()).not.toContain(secret)

  await signIn(page, createAccount('admin'))
  await page.goto(`/admin/courses/edit/${course.id}`)
  await hydrated(page)
  await page.getByRole('link', { name: 'Lección abierta', exact: true }).click()
  await hydrated(page)
  await page
    .getByLabel('Quién puede leer esta lección')
    .selectOption({ label: 'Vista previa gratuita (todo el mundo)' })
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(/\?saved=1/)

  // The save emptied the page cache: the visitor now reads the body.
  await expect
    .poll(async () => (await visitor.get(`/cursos/${course.slug}/abierta`)).text())
    .toContain(secret)
  await visitor.dispose()
})

test('sign up and come back: a visitor signs up from a wall, confirms the e-mail and lands on the lesson', async ({
  page,
}) => {
  const secret = `Cuerpo-para-registrados-${tag()}`
  const course = publishedCourse('signedIn', [
    { slug: 'registrados', title: 'Lección registrada', body: secret },
  ])
  const url = `/cursos/${course.slug}/registrados`
  await page.goto(url)
  await hydrated(page)
  await page.getByTestId('lesson-wall').getByRole('link', { name: 'Crear una cuenta' }).click()
  await expect(page).toHaveURL(`/auth/boxed-signup?${new URLSearchParams({ redirectTo: url })}`)
  await hydrated(page)
  const email = uniqueEmail('vuelve')
  await page.getByLabel('Nombre').fill('Lucía')
  await page.getByLabel('Apellidos').fill('Gómez')
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email)
  await page.getByLabel('Nueva contraseña').fill(STRONG_PASSWORD)
  await page.getByLabel('Repite la contraseña').fill(STRONG_PASSWORD)
  await page.getByLabel(/Acepto las condiciones/).check()
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible()

  // The confirmation link, opened from the mail, confirms and keeps the way back through sign-in.
  const mail = await readMail(email, /Confirma tu correo/)
  const link = /https?:\/\/\S+\/auth\/verify-email\?\S+/.exec(mail.text)?.[0] ?? ''
  await page.goto(link)
  await expect(page).toHaveURL(`/signin?${new URLSearchParams({ verified: '1', redirectTo: url })}`)
  await expect(
    page.getByText('Tu correo electrónico está confirmado. Ya puedes iniciar sesión.'),
  ).toBeVisible()
  await signInThroughForm(page, { email, password: STRONG_PASSWORD })
  await expect(page).toHaveURL(url)
  await expect(page.getByTestId('lesson-body')).toContainText(secret)
})
