import { randomBytes } from 'node:crypto'
import { createAccount, expect, readMail, signIn, test } from './auth-fixtures.ts'
import { addSectionWithLesson, createCourse, enrolByHand, requestAndApprove } from './course-fixtures.ts'
import { violations } from './axe.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue #16, the whole path: the coach builds a course whose lesson ends with a required quiz; a
 * user asks for it and is approved; fails the quiz once, passes it, downloads the certificate; a
 * visitor verifies its code; the coach revokes it and the page says so.
 */
test('a learner fails a quiz, passes it, gets the certificate; a visitor verifies it until the coach revokes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const admin = createAccount('admin')
  const learner = createAccount('user', { name: 'Iker', lastName: 'Cuestionario' })
  await signIn(page, admin)
  const title = `Curso con cuestionario ${randomBytes(3).toString('hex')}`
  const { id: courseId, slug } = await createCourse(page, title)
  await addSectionWithLesson(page, 'Rondos', 'El 4 contra 1')
  await page.getByRole('link', { name: 'El 4 contra 1', exact: true }).click()
  await page.getByRole('link', { name: 'Cuestionario', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cuestionario de «El 4 contra 1»' })).toBeVisible()
  await hydrated(page)

  // Settings: pass with 100 %, three attempts, required.
  await page.getByLabel('Nota para aprobar (%)').fill('100')
  await page.getByRole('button', { name: 'Guardar ajustes' }).click()
  await expect(page.getByRole('status')).toHaveText('Guardado.')

  // A question without a right answer is refused with a translated message, then written properly.
  await page.getByLabel('Pregunta', { exact: true }).fill('¿Cuántos jugadores hay por fuera?')
  await page.getByLabel('Respuesta 1', { exact: true }).fill('Cuatro')
  await page.getByLabel('Respuesta 2', { exact: true }).fill('Cinco')
  await page.getByRole('button', { name: 'Guardar la pregunta' }).click()
  await expect(page.getByText('Marca exactamente una respuesta correcta.')).toBeVisible()
  await page.getByLabel('Respuesta 1 correcta').check()
  await page.getByLabel('Comentario para quien elija la respuesta 1').fill('Eso es: cuatro por fuera.')
  await page.getByLabel('Comentario para quien elija la respuesta 2').fill('Cuenta otra vez a los de fuera.')
  await page.getByRole('button', { name: 'Guardar la pregunta' }).click()
  await expect(page.getByText('1 de 2 respuestas correctas')).toBeVisible()

  // The learner asks for the course; the coach approves.
  const learnerContext = await browser.newContext()
  const learnerPage = await learnerContext.newPage()
  await signIn(learnerPage, learner, `/signin?redirectTo=/cursos/${slug}`)
  await requestAndApprove({ learnerPage, coachPage: page }, { courseId, email: learner.email })
  await readMail(learner.email, new RegExp(title))

  // The lesson: no "mark as done" while the quiz is pending; the answers are not in the page.
  const response = await learnerPage.goto(`/cursos/${slug}/el-4-contra-1`)
  expect(await response?.text()).not.toContain('Eso es: cuatro por fuera.')
  await expect(learnerPage.getByText('Aprueba el cuestionario para completar esta lección.')).toBeVisible()
  await expect(learnerPage.getByRole('button', { name: 'Marcar como hecha' })).toHaveCount(0)
  await expect(learnerPage.getByText('Intentos que te quedan: 3.')).toBeVisible()
  await hydrated(learnerPage)

  const question = learnerPage.getByRole('group', { name: '1. ¿Cuántos jugadores hay por fuera?' })
  await question.getByLabel('Cinco').check()
  await learnerPage.getByRole('button', { name: 'Enviar respuestas' }).click()
  await expect(learnerPage.getByText('Tu nota: 0 %. Aún no llegas al aprobado.')).toBeVisible()
  await expect(learnerPage.getByText('Cuenta otra vez a los de fuera.')).toBeVisible()
  await expect(learnerPage.getByText('Intentos que te quedan: 2.')).toBeVisible()
  expect(await violations(learnerPage), 'the quiz with a result').toEqual([])

  await question.getByLabel('Cuatro').check()
  await learnerPage.getByRole('button', { name: 'Enviar respuestas' }).click()
  await expect(learnerPage.getByText('Tu nota: 100 %. ¡Aprobado!')).toBeVisible()
  await expect(learnerPage.getByText('Eso es: cuatro por fuera.')).toBeVisible()
  await expect(learnerPage.getByText('Has completado esta lección.')).toBeVisible()

  // The certificate, downloaded from account settings.
  await learnerPage.goto('/account-settings')
  const download = learnerPage.getByRole('link', { name: `Descargar PDF ${title}` })
  const [file] = await Promise.all([learnerPage.waitForEvent('download'), download.click()])
  expect(file.suggestedFilename()).toMatch(/^certificado-.+\.pdf$/)
  const verifyPath =
    (await learnerPage.getByRole('link', { name: `Verificar ${title}` }).getAttribute('href')) ?? ''

  // A signed-out visitor verifies it; the coach revokes it; the page says so.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(verifyPath)
  await expect(visitorPage.getByRole('heading', { name: 'Certificado válido' })).toBeVisible()
  await expect(visitorPage.getByText(`Iker Cuestionario completó el curso «${title}».`)).toBeVisible()
  await page.goto(`/admin/courses/${courseId}/certificates`)
  await hydrated(page)
  await page.getByLabel('Motivo de la revocación').fill('Prueba de revocación')
  await page.getByRole('button', { name: `Revocar ${learner.email}` }).click()
  await expect(page.getByRole('status')).toHaveText('Certificado revocado.')
  await visitorPage.reload()
  await expect(visitorPage.getByRole('heading', { name: 'Certificado revocado' })).toBeVisible()
  await Promise.all([learnerContext.close(), visitor.close()])
})

test('once the attempts run out, the quiz is closed and a forged submission is refused with 403', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const admin = createAccount('admin')
  const learner = createAccount('user')
  await signIn(page, admin)
  const { id: courseId, slug } = await createCourse(
    page,
    `Curso de un intento ${randomBytes(3).toString('hex')}`,
  )
  await addSectionWithLesson(page, 'Única', 'Prueba única')
  await page.getByRole('link', { name: 'Prueba única', exact: true }).click()
  await page.getByRole('link', { name: 'Cuestionario', exact: true }).click()
  await hydrated(page)
  await page.getByLabel('Intentos máximos').fill('1')
  await page.getByRole('button', { name: 'Guardar ajustes' }).click()
  await expect(page.getByRole('status')).toHaveText('Guardado.')
  await page.getByLabel('Tipo de pregunta').selectOption({ label: 'Verdadero o falso' })
  await page.getByLabel('Pregunta', { exact: true }).fill('El rondo se juega sin presión.')
  await page.getByLabel('Respuesta 2 correcta').check()
  await page.getByRole('button', { name: 'Guardar la pregunta' }).click()
  await expect(page.getByText('1 de 2 respuestas correctas')).toBeVisible()
  await enrolByHand(page, courseId, learner.email)

  const learnerContext = await browser.newContext()
  const learnerPage = await learnerContext.newPage()
  await signIn(learnerPage, learner)
  await learnerPage.goto(`/cursos/${slug}/prueba-unica`)
  await hydrated(learnerPage)
  const right = learnerPage.getByLabel('Falso')
  const answer = { [(await right.getAttribute('name')) ?? '']: (await right.getAttribute('value')) ?? '' }
  await learnerPage.getByLabel('Verdadero').check()
  await learnerPage.getByRole('button', { name: 'Enviar respuestas' }).click()
  await expect(learnerPage.getByText('Tu nota: 0 %. Aún no llegas al aprobado.')).toBeVisible()
  await expect(
    learnerPage.getByText('Has agotado los intentos de este cuestionario.', { exact: false }),
  ).toBeVisible()
  await expect(learnerPage.getByRole('button', { name: 'Enviar respuestas' })).toHaveCount(0)

  // Posting the right answer by hand after that is refused, and the lesson stays unfinished.
  const origin = new URL(learnerPage.url()).origin
  const post = (form: Record<string, string>) =>
    learnerPage.request.post(`/cursos/${slug}/prueba-unica`, { form, headers: { Origin: origin } })
  const forged = await post({ intent: 'quiz', ...answer })
  expect(forged.status()).toBe(403)
  expect(await forged.text()).toContain('Has agotado los intentos de este cuestionario.')
  expect((await post({ intent: 'complete' })).status()).toBe(403)
  await learnerContext.close()
})
