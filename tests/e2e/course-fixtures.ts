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
