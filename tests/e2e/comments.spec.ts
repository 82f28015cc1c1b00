import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { APIResponse } from '@playwright/test'
import Database from 'better-sqlite3'
import { addSectionWithLesson, createCourse, enrolByHand } from './course-fixtures.ts'
import { createAccount, dataDir, expect, readMail, signIn, signInThroughForm, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 31: comments under posts and questions under lessons (docs/decisions/038-comments.md),
 * walked in Chromium: written, answered by the coach, reported, hidden, and gone from the page an
 * anonymous reader gets (the HTML cache) at once.
 */

const COACH_MAIL = 'contacto@metodologiascreativas.es'

/** A page the HTML cache answers runs before Express: it carries no request id (html-cache.spec.ts). */
const isCacheHit = (response: APIResponse) => !response.headers()['x-request-id']

/** A published post with "Comentarios" on (or off), written straight into the e2e server's database. */
function insertPost(title: string, comments = true) {
  const slug = `comentarios-${randomBytes(4).toString('hex')}`
  const now = new Date(Date.now() - 60_000).toISOString()
  const database = new Database(path.join(dataDir(), 'app.db'))
  try {
    database.pragma('busy_timeout = 5000')
    const row = database
      .prepare(
        `insert into post (slug, title, excerpt, content, contentHtml, tags, status, publishedAt, createdAt, updatedAt, commentsEnabled)
         values (?, ?, '', '{"type":"doc","content":[]}', '<p>Rondos de cuatro.</p>', '', 'published', ?, ?, ?, ?)`,
      )
      .run(slug, title, now, now, now, comments ? 1 : 0)
    return { id: Number(row.lastInsertRowid), path: `/post/${slug}` }
  } finally {
    database.close()
  }
}

test('a user comments on a post and gets the coach’s reply; another reports it; the coach hides it; anonymous readers no longer see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const title = `Rondos ${randomBytes(3).toString('hex')}`
  const postPath = insertPost(title).path
  const ana = createAccount('user')
  const bea = createAccount('user')
  const admin = createAccount('admin')
  const comment = `¿Cuántos jugadores por rondo? <b>gracias</b> https://example.com/rondo.`

  // Anonymous: the section and a way to sign in that returns here.
  await page.goto(postPath)
  await expect(page.getByRole('heading', { level: 2, name: 'Comentarios' })).toBeVisible()
  await expect(page.getByText('Todavía no hay comentarios.')).toBeVisible()
  await page.getByRole('link', { name: 'Inicia sesión para comentar' }).click()
  // The footer's subscribe form has an address field too: wait for the sign-in page itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
  await signInThroughForm(page, ana)
  await expect(page).toHaveURL(postPath)
  await hydrated(page)
  await page.getByLabel('Tu comentario').fill(comment)
  await page.getByRole('button', { name: 'Publicar comentario' }).click()
  const mine = page.getByRole('article').filter({ hasText: '¿Cuántos jugadores por rondo?' })
  // Plain text: the markup shows as typed, the address is a link that passes no ranking or opener.
  await expect(mine).toContainText('<b>gracias</b>')
  await expect(mine.getByRole('link', { name: 'https://example.com/rondo' })).toHaveAttribute(
    'rel',
    'nofollow ugc noopener noreferrer',
  )
  await expect(page.getByLabel('Tu comentario')).toHaveValue('')
  expect((await readMail(COACH_MAIL, new RegExp(`Nuevo comentario en «${title}»`))).text).toContain(
    '¿Cuántos jugadores por rondo?',
  )

  // The coach answers from the queue.
  const coachContext = await browser.newContext()
  const coach = await coachContext.newPage()
  await signIn(coach, admin)
  await coach.goto('/admin/comments')
  await hydrated(coach)
  const queued = coach.getByRole('listitem').filter({ hasText: '¿Cuántos jugadores por rondo?' })
  await queued.getByLabel(/Tu respuesta a/).fill('Entre cuatro y seis.')
  await queued.getByRole('button', { name: 'Responder' }).click()
  await expect(coach.getByText('¿Cuántos jugadores por rondo?')).toHaveCount(0)

  await page.reload()
  const reply = page.getByRole('article').filter({ hasText: 'Entre cuatro y seis.' })
  await expect(reply).toContainText('Entrenador')

  // Another reader reports it, once.
  const beaContext = await browser.newContext()
  const other = await beaContext.newPage()
  await signIn(other, bea)
  await other.goto(postPath)
  await hydrated(other)
  const reported = other.getByRole('article').filter({ hasText: '¿Cuántos jugadores por rondo?' })
  await reported.getByRole('button', { name: 'Denunciar' }).click()
  await expect(reported).toContainText('Has denunciado este comentario.')
  await readMail(COACH_MAIL, new RegExp(`Comentario denunciado en «${title}»`))

  // The coach hides it from the reported queue.
  await coach.goto('/admin/comments?queue=reported')
  await hydrated(coach)
  const report = coach.getByRole('listitem').filter({ hasText: '¿Cuántos jugadores por rondo?' })
  await expect(report).toContainText('Denuncias: 1')
  // An anonymous reader's page comes from the HTML cache, with the comment.
  const visitor = await browser.newContext()
  const anonymous = await visitor.newPage()
  await anonymous.goto(postPath)
  await expect(anonymous.getByText('¿Cuántos jugadores por rondo?')).toBeVisible()
  const cached = async () => {
    const response = await visitor.request.get(postPath)
    return isCacheHit(response) && (await response.text()).includes('¿Cuántos jugadores por rondo?')
  }
  await expect.poll(cached, { timeout: 15_000 }).toBe(true)
  // A comment added now is on the next anonymous page at once: the cached copy went with it.
  await other.getByLabel('Tu comentario').fill('Yo hago rondos de cinco con dos en medio.')
  await other.getByRole('button', { name: 'Publicar comentario' }).click()
  await expect(other.getByText('Yo hago rondos de cinco con dos en medio.')).toBeVisible()
  await anonymous.reload()
  await expect(anonymous.getByText('Yo hago rondos de cinco con dos en medio.')).toBeVisible()
  await report.getByRole('button', { name: 'Ocultar' }).click()
  await expect(coach.getByText('No hay nada en esta bandeja.')).toBeVisible()

  // The next anonymous request no longer shows it, nor its reply.
  await anonymous.reload()
  await expect(anonymous.getByRole('heading', { level: 2, name: 'Comentarios' })).toBeVisible()
  await expect(anonymous.getByText('¿Cuántos jugadores por rondo?')).toHaveCount(0)
  await expect(anonymous.getByText('Entre cuatro y seis.')).toHaveCount(0)
  await expect(anonymous.getByText('Yo hago rondos de cinco con dos en medio.')).toBeVisible()
  await Promise.all([visitor.close(), coachContext.close(), beaContext.close()])
})

test('a learner asks a question under a lesson of a course with "Preguntas" on; visitors see the wall, not the questions', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const admin = createAccount('admin')
  const learner = createAccount('user')
  const lessonTitle = `Salida de balón ${randomBytes(3).toString('hex')}`
  await signIn(page, admin)
  const course = await createCourse(page, `Curso ${randomBytes(3).toString('hex')}`)
  await addSectionWithLesson(page, 'Inicio', lessonTitle)
  await page.getByLabel('Preguntas').selectOption({ label: 'Activados' })
  await page.getByRole('button', { name: 'Guardar' }).first().click()
  await expect(page).toHaveURL(/saved=1/)
  await enrolByHand(page, course.id, learner.email)

  const learnerContext = await browser.newContext()
  const student = await learnerContext.newPage()
  await signIn(student, learner)
  await student.goto(`/cursos/${course.slug}`)
  await student.getByRole('link', { name: lessonTitle }).first().click()
  await expect(student.getByRole('heading', { level: 2, name: 'Preguntas' })).toBeVisible()
  const lessonPath = new URL(student.url()).pathname
  await hydrated(student)
  await student.getByLabel('Tu pregunta').fill('¿El portero juega con los pies?')
  await student.getByRole('button', { name: 'Enviar pregunta' }).click()
  await expect(
    student.getByRole('article').filter({ hasText: '¿El portero juega con los pies?' }),
  ).toBeVisible()
  await readMail(COACH_MAIL, new RegExp(`Nueva pregunta en «${lessonTitle}»`))

  const visitor = await browser.newContext()
  const anonymous = await visitor.newPage()
  await anonymous.goto(lessonPath)
  await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(anonymous.getByRole('heading', { name: 'Preguntas' })).toHaveCount(0)
  await expect(anonymous.getByText('¿El portero juega con los pies?')).toHaveCount(0)
  await Promise.all([learnerContext.close(), visitor.close()])
})

test('comments switched on per post in its editor; a reply joins its comment; the sixth try in ten minutes waits', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const title = `Presión ${randomBytes(3).toString('hex')}`
  const post = insertPost(title, false)
  const ana = createAccount('user')
  await signIn(page, ana)

  // Off: no section, and the server refuses a comment sent anyway.
  await page.goto(post.path)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Comentarios' })).toHaveCount(0)
  const forged = await page.request.post('/comentarios', {
    headers: { Origin: new URL(page.url()).origin },
    form: { intent: 'comment', target: 'post', targetId: String(post.id), body: 'Hola' },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(403)

  // The coach switches them on in the post's editor.
  const coachContext = await browser.newContext()
  const coach = await coachContext.newPage()
  await signIn(coach, createAccount('admin'))
  await coach.goto(`/admin/posts/edit/${post.id}`)
  await hydrated(coach)
  await coach.getByLabel('Comentarios').selectOption({ label: 'Activados' })
  await coach.getByRole('button', { name: 'Guardar' }).first().click()
  await expect(coach).toHaveURL(/saved=1/)

  await page.reload()
  await hydrated(page)
  await page.getByLabel('Tu comentario').fill('¿A qué distancia presionáis?')
  await page.getByRole('button', { name: 'Publicar comentario' }).click()
  const thread = page.getByRole('listitem').filter({ hasText: '¿A qué distancia presionáis?' })
  await expect(thread).toHaveCount(1)

  // Another reader replies: the reply sits under the comment, and replies take no replies.
  const beaContext = await browser.newContext()
  const bea = await beaContext.newPage()
  await signIn(bea, createAccount('user'))
  await bea.goto(post.path)
  await hydrated(bea)
  const commentThere = bea.getByRole('listitem').filter({ hasText: '¿A qué distancia presionáis?' })
  await commentThere.getByText('Responder a Pablo').click()
  await commentThere.getByLabel('Tu respuesta a Pablo').fill('A cinco metros como mucho.')
  await commentThere.getByRole('button', { name: 'Publicar respuesta' }).click()
  const reply = commentThere.getByRole('list').getByRole('article')
  await expect(reply).toContainText('A cinco metros como mucho.')
  await expect(bea.getByText(/^Responder a /)).toHaveCount(1)

  // Five tries in ten minutes (the one refused on the closed post counts too), then a translated refusal.
  for (let i = 2; i <= 4; i++) {
    await page.getByLabel('Tu comentario').fill(`Comentario número ${i}`)
    await page.getByRole('button', { name: 'Publicar comentario' }).click()
    await expect(page.getByText(`Comentario número ${i}`)).toBeVisible()
  }
  await page.getByLabel('Tu comentario').fill('Uno más')
  await page.getByRole('button', { name: 'Publicar comentario' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Has escrito mucho en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
  )
  await expect(page.getByRole('article').filter({ hasText: 'Uno más' })).toHaveCount(0)
  await Promise.all([coachContext.close(), beaContext.close()])
})
