import { randomBytes } from 'node:crypto'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { addSectionWithLesson, createCourse } from './course-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 32 (docs/decisions/048-content-translations.md), courses' first slice: the coach translates a
 * course into German, its section and lesson titles included, and publishes it; the admin list
 * shows its languages and filters what needs translating; a Spanish change marks it out of date.
 * The course's public page in other languages is the next slice.
 */
test('a course translated into German with its outline titles; a Spanish edit marks it out of date', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const tag = randomBytes(4).toString('hex')
  await signIn(page, createAccount('admin'))
  const course = await createCourse(page, `Rondos ${tag}`)
  await addSectionWithLesson(page, 'Primeros pasos', 'El rondo 4 contra 1')

  // The course editor's Traducciones area leads to the German translation editor.
  await page.goto(`/admin/courses/edit/${course.id}`)
  const area = page.getByRole('region', { name: 'Traducciones' })
  await expect(area.getByRole('listitem').filter({ hasText: 'Deutsch' })).toContainText('Sin traducir')
  await expect(area.getByRole('link', { name: /Deutsch/ })).toHaveAttribute(
    'href',
    `/admin/courses/edit/${course.id}/translations/de`,
  )
  await page.goto(`/admin/courses/edit/${course.id}/translations/de`)
  await hydrated(page)
  // One field per Spanish section and lesson title, the Spanish under it.
  const section = page.getByRole('textbox', { name: 'Título de la sección 1' })
  const lesson = page.getByRole('textbox', { name: 'Título de la lección 1' })
  await expect(section).toHaveAccessibleDescription('Primeros pasos')
  await expect(lesson).toHaveAccessibleDescription('El rondo 4 contra 1')
  await page.getByLabel('Título', { exact: true }).fill(`Rondos ${tag} auf Deutsch`)
  await page.getByLabel('Resumen').fill('Ein Kurs über Rondos.')
  await section.fill('Erste Schritte')
  await lesson.fill('Das Rondo 4 gegen 1')
  await page.getByLabel('Estado').selectOption('published')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Traducción guardada.' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Título de la lección 1' })).toHaveValue(
    'Das Rondo 4 gegen 1',
  )

  // The admin list: German published; the "needs translation into German" filter leaves it out,
  // the French one keeps it.
  const row = (title: string) => page.getByRole('row').filter({ hasText: title })
  await page.goto('/admin/courses')
  await expect(row(`Rondos ${tag}`).getByRole('listitem')).toHaveText(['de Publicada'])
  await page.goto('/admin/courses?translate=de')
  await expect(page.getByRole('link', { name: `Rondos ${tag}`, exact: true })).toHaveCount(0)
  await page.goto('/admin/courses?translate=fr')
  await expect(page.getByRole('link', { name: `Rondos ${tag}`, exact: true })).toBeVisible()

  // A Spanish title change: out of date, in the editor's area and the list, and the translation
  // editor says what changed.
  await page.goto(`/admin/courses/edit/${course.id}`)
  await hydrated(page)
  await page.getByLabel('Título', { exact: true }).fill(`Rondos ${tag} revisado`)
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\?saved=1/)
  await expect(
    page.getByRole('region', { name: 'Traducciones' }).getByRole('listitem').filter({ hasText: 'Deutsch' }),
  ).toContainText('Desactualizada')
  await page.goto('/admin/courses?translate=de')
  await expect(page.getByRole('link', { name: `Rondos ${tag} revisado`, exact: true })).toBeVisible()
  await page.goto(`/admin/courses/edit/${course.id}/translations/de`)
  const changes = page.getByRole('region', {
    name: 'Cambios en el original desde que se guardó esta traducción',
  })
  await expect(changes.getByRole('deletion')).toHaveText(`Rondos ${tag}`)
  await expect(changes.getByRole('insertion')).toHaveText(`Rondos ${tag} revisado`)
})
