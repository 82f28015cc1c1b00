import { expect, type Page } from '@playwright/test'
import { hydrated } from './hydrated.ts'

/** The coach creates a published course and lands on its editor; returns its id and slug. */
export async function createCourse(page: Page, title: string) {
  await page.goto('/admin/courses/create')
  await hydrated(page)
  await page.getByLabel('Título', { exact: true }).fill(title)
  const slug = await page.getByLabel('Dirección (slug)').inputValue()
  await page.getByLabel('Estado').selectOption({ label: 'Publicado' })
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(/\/admin\/courses\/edit\/\d+\?saved=1/)
  await hydrated(page)
  const id = /edit\/(\d+)/.exec(page.url())?.[1] ?? ''
  return { id, slug }
}

/** The coach enrols a learner by hand from the course's access screen. */
export async function enrolByHand(page: Page, courseId: string, email: string) {
  await page.goto(`/admin/courses/${courseId}/access`)
  await hydrated(page)
  await page.getByLabel('Correo electrónico del alumno').fill(email)
  await page.getByRole('button', { name: 'Inscribir' }).click()
  await expect(page.getByText(email)).toBeVisible()
}

/** On the course editor: one section with one lesson. */
export async function addSectionWithLesson(page: Page, section: string, lesson: string) {
  await page.getByLabel('Título de la nueva sección').fill(section)
  await page.getByRole('button', { name: 'Añadir sección' }).click()
  await page.getByLabel('Título de la nueva lección').fill(lesson)
  await page.getByRole('button', { name: 'Añadir lección' }).click()
  await expect(page.getByRole('link', { name: lesson, exact: true })).toBeVisible()
}

/** The learner asks for the course from its page; the coach approves it on the access screen. */
export async function requestAndApprove(
  { learnerPage, coachPage }: { learnerPage: Page; coachPage: Page },
  { courseId, email }: { courseId: string; email: string },
) {
  await hydrated(learnerPage)
  await learnerPage.getByRole('button', { name: 'Solicitar acceso' }).click()
  await expect(
    learnerPage.getByRole('status').filter({ hasText: 'Tu solicitud se ha enviado' }),
  ).toBeVisible()
  await coachPage.goto(`/admin/courses/${courseId}/access`)
  await hydrated(coachPage)
  await coachPage.getByRole('button', { name: `Aprobar ${email}` }).click()
  await expect(coachPage.getByText('No hay solicitudes pendientes.')).toBeVisible()
}

/** On the course editor: the sale price (tax included), saved; the editor is reloaded. */
export async function setSalePrice(page: Page, price: string) {
  await page.getByLabel('Precio de venta (IVA incluido)').fill(price)
  const saved = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await saved
  await page.reload()
  await hydrated(page)
}
