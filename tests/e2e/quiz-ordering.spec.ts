import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { addSectionWithLesson, createCourse, enrolByHand } from './course-fixtures.ts'
import { violations } from './axe.ts'
import { hydrated } from './hydrated.ts'

const RIGHT = ['Recibir', 'Orientar', 'Pasar', 'Desmarcarse']

/** The items of the ordering question, as the learner sees them now. */
const shownOrder = (question: Locator) =>
  question.getByTestId('ordering-item').locator('span[lang="es"]').allTextContents()

/** What a screen reader reads out after a move: the question's polite live region. */
const liveRegion = (question: Locator) => question.locator('[aria-live="polite"]')

/** Puts the items in the right order from the keyboard alone: focus "move up", press Enter. */
async function orderByKeyboard(page: Page, question: Locator) {
  for (const [target, text] of RIGHT.entries()) {
    const up = question.getByRole('button', { name: new RegExp(`^Subir «${text}»`) })
    let at = (await shownOrder(question)).indexOf(text)
    while (at > target) {
      await up.focus()
      await page.keyboard.press('Enter')
      at -= 1
      // Focus stays with the item (at the top, on its "move down"); the move is read out.
      await expect(
        at > 0 ? up : question.getByRole('button', { name: new RegExp(`^Bajar «${text}»`) }),
      ).toBeFocused()
      await expect(liveRegion(question)).toHaveText(`«${text}», posición ${at + 1} de 4`)
    }
  }
}

/**
 * Issue 31, the learner's side of quizzes and drip: the coach writes an ordering question, makes
 * the quiz a pool and closes the second section until a date; the learner reorders by dragging and
 * from the keyboard, submits and sees the result; the closed section says when it opens.
 */
test('ordering question in a pool, reordered by drag and keyboard; a section with a date says when it opens', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const admin = createAccount('admin')
  const learner = createAccount('user')
  await signIn(page, admin)
  const { id: courseId, slug } = await createCourse(
    page,
    `Curso de ordenar ${randomBytes(3).toString('hex')}`,
  )
  await addSectionWithLesson(page, 'Fundamentos', 'Fases del rondo')

  // A second section, closed until a date.
  await page.getByLabel('Título de la nueva sección').fill('Avanzado')
  await page.getByRole('button', { name: 'Añadir sección' }).click()
  await expect(page.getByLabel('Título de la nueva lección')).toHaveCount(2)
  await page.getByLabel('Título de la nueva lección').last().fill('Presión tras pérdida')
  await page.getByRole('button', { name: 'Añadir lección' }).last().click()
  await expect(page.getByRole('link', { name: 'Presión tras pérdida', exact: true })).toBeVisible()
  const drip = page.getByRole('form', { name: 'Apertura de la sección «Avanzado»' })
  await drip.getByLabel('Apertura de la sección').selectOption({ label: 'En una fecha' })
  await drip.locator('input[type="datetime-local"]').fill('2030-05-01T10:00')
  await drip.getByRole('button', { name: 'Guardar la apertura' }).click()
  await expect(drip.getByText('Apertura guardada.')).toBeVisible()

  // The quiz: an ordering question (one item is not enough), a single question, a pool of two.
  await page.getByRole('link', { name: 'Fases del rondo', exact: true }).click()
  await page.getByRole('link', { name: 'Cuestionario', exact: true }).click()
  await hydrated(page)
  await page.getByLabel('Tipo de pregunta').selectOption({ label: 'Ordenar elementos' })
  await page.getByLabel('Pregunta', { exact: true }).fill('Ordena las fases del rondo')
  await page.getByLabel('Elemento 1', { exact: true }).fill(RIGHT[0]!)
  await page.getByRole('button', { name: 'Guardar la pregunta' }).click()
  await expect(page.getByText('Escribe al menos dos elementos.')).toBeVisible()
  for (const [index, text] of RIGHT.entries())
    await page.getByLabel(`Elemento ${index + 1}`, { exact: true }).fill(text)
  await page.getByRole('button', { name: 'Guardar la pregunta' }).click()
  await expect(page.getByText('4 elementos')).toBeVisible()
  await page
    .getByLabel('Pregunta', { exact: true })
    .fill('¿Cuántos jugadores hay por fuera en un 4 contra 1?')
  await page.getByLabel('Respuesta 1', { exact: true }).fill('Cuatro')
  await page.getByLabel('Respuesta 1 correcta').check()
  await page.getByLabel('Respuesta 2', { exact: true }).fill('Cinco')
  await page.getByRole('button', { name: 'Guardar la pregunta' }).click()
  await expect(page.getByText('1 de 2 respuestas correctas')).toBeVisible()
  await page.getByLabel('Preguntas por intento (banco)').fill('3')
  await page.getByRole('button', { name: 'Guardar ajustes' }).click()
  await expect(
    page.getByText('No puede haber más preguntas por intento que preguntas en el cuestionario.'),
  ).toBeVisible()
  await page.getByLabel('Preguntas por intento (banco)').fill('2')
  await page.getByRole('button', { name: 'Guardar ajustes' }).click()
  await expect(page.getByRole('status')).toHaveText('Guardado.')
  await enrolByHand(page, courseId, learner.email)

  const learnerContext = await browser.newContext()
  const learnerPage = await learnerContext.newPage()
  await signIn(learnerPage, learner)
  const response = await learnerPage.goto(`/cursos/${slug}/fases-del-rondo`)
  const html = (await response?.text()) ?? ''
  // The right order is nowhere in the page: the items come shuffled.
  expect(html).not.toContain(RIGHT.join('","'))
  await hydrated(learnerPage)
  const question = learnerPage.getByRole('group', { name: /Ordena las fases del rondo/ })
  const drawn = await shownOrder(question)
  expect(drawn).not.toEqual(RIGHT)
  expect([...drawn].sort()).toEqual([...RIGHT].sort())
  // The same draw after a reload.
  await learnerPage.reload()
  await hydrated(learnerPage)
  expect(await shownOrder(question)).toEqual(drawn)

  // Drag the last item onto the first place.
  const items = question.getByTestId('ordering-item')
  await items.last().dragTo(items.first())
  expect(await shownOrder(question)).toEqual([drawn[3], ...drawn.slice(0, 3)])
  await expect(liveRegion(question)).toHaveText(`«${drawn[3]}», posición 1 de 4`)

  await orderByKeyboard(learnerPage, question)
  expect(await shownOrder(question)).toEqual(RIGHT)
  // Down and back up to the top: "move up" is then disabled, so focus goes to "move down".
  await question.getByRole('button', { name: /^Bajar «Recibir»/ }).focus()
  await learnerPage.keyboard.press('Enter')
  await expect(liveRegion(question)).toHaveText('«Recibir», posición 2 de 4')
  await expect(question.getByRole('button', { name: /^Bajar «Recibir»/ })).toBeFocused()
  await learnerPage.keyboard.press('Shift+Tab')
  await expect(question.getByRole('button', { name: /^Subir «Recibir»/ })).toBeFocused()
  await learnerPage.keyboard.press('Space')
  await expect(question.getByRole('button', { name: /^Bajar «Recibir»/ })).toBeFocused()
  expect(await shownOrder(question)).toEqual(RIGHT)
  await learnerPage
    .getByRole('group', { name: /4 contra 1/ })
    .getByLabel('Cuatro')
    .check()
  await learnerPage.getByRole('button', { name: 'Enviar respuestas' }).click()
  await expect(learnerPage.getByText('Tu nota: 100 %. ¡Aprobado!')).toBeVisible()
  await expect(learnerPage.getByText('Has completado esta lección.')).toBeVisible()
  expect(await violations(learnerPage), 'the quiz with its result').toEqual([])

  // The second section: the outline and its lesson say when it opens.
  await expect(learnerPage.getByText(/^Esta sección se abre el .*2030/)).toBeVisible()
  await learnerPage.goto(`/cursos/${slug}/presion-tras-perdida`)
  await expect(
    learnerPage.getByRole('status').filter({ hasText: /Esta lección se abre el .*2030/ }),
  ).toBeVisible()
  await learnerContext.close()
})
