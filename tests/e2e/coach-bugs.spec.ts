import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { languages } from '#app/i18n/languages.ts'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { addSectionWithLesson, createCourse } from './course-fixtures.ts'
import { hydrated } from './hydrated.ts'

/** Issue 31, "Bugs": each one replayed as the coach hit it. */

/** Console errors and uncaught exceptions of a page (a hydration mismatch is one: React #418). */
function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('after saving a quiz question the "Nueva pregunta" form is empty, so a true/false one saves next', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page, createAccount('admin'))
  await createCourse(page, `Curso ${randomBytes(3).toString('hex')}`)
  await addSectionWithLesson(page, 'Inicio', 'Primera lección')
  await page.getByRole('link', { name: 'Primera lección', exact: true }).click()
  await page.getByRole('link', { name: 'Cuestionario', exact: true }).click()
  await hydrated(page)
  await page.getByLabel('Pregunta', { exact: true }).fill('¿Cuántos jugadores hay por fuera?')
  await page.getByLabel('Respuesta 1', { exact: true }).fill('Cuatro')
  await page.getByLabel('Respuesta 2', { exact: true }).fill('Cinco')
  await page.getByLabel('Respuesta 2 correcta').check()
  await page.getByLabel('Comentario para quien elija la respuesta 1').fill('Cuenta otra vez.')
  await page.getByRole('button', { name: 'Guardar la pregunta' }).click()
  await expect(page.getByText('1 de 2 respuestas correctas')).toBeVisible()

  await expect(page.getByRole('heading', { name: 'Nueva pregunta' })).toBeVisible()
  await expect(page.getByLabel('Pregunta', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Respuesta 1', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Respuesta 2 correcta')).not.toBeChecked()
  await expect(page.getByLabel('Comentario para quien elija la respuesta 1')).toHaveValue('')

  await page.getByLabel('Tipo de pregunta').selectOption({ label: 'Verdadero o falso' })
  await page.getByLabel('Pregunta', { exact: true }).fill('El rondo mejora el primer toque.')
  await page.getByLabel('Respuesta 1 correcta').check()
  await page.getByRole('button', { name: 'Guardar la pregunta' }).click()
  await expect(page.getByText('Marca exactamente una respuesta correcta.')).toHaveCount(0)
  await expect(page.getByText('El rondo mejora el primer toque.')).toBeVisible()
})

test('the post editor hydrates without a mismatch (React #418), new and existing posts', async ({ page }) => {
  await signIn(page, createAccount('admin'))
  const errors = consoleErrors(page)
  await page.goto('/admin/posts/create')
  await hydrated(page)
  await page.getByLabel('Título', { exact: true }).fill(`Hidratación ${randomBytes(3).toString('hex')}`)
  await page.getByRole('button', { name: 'Guardar' }).first().click()
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+\?saved=1/)
  await page.reload()
  await hydrated(page)
  expect(errors).toEqual([])
})

test('choosing English in account settings turns the whole page English at once', async ({ page }) => {
  await signIn(page, createAccount('user'))
  await page.goto('/account-settings')
  await hydrated(page)
  await page.getByLabel('Idioma preferido').selectOption('en')
  await page.getByRole('button', { name: 'Guardar cambios' }).first().click()
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('button', { name: 'Save changes' }).first()).toBeVisible()
  await expect(page.getByText('Datos personales')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0)
})

test('#curriculo brings its heading into view below the sticky top bar', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/infantil#curriculo')
    await hydrated(page)
    const heading = page.locator('#curriculo').getByRole('heading', { level: 2 })
    await expect(heading).toBeInViewport()
    const bar = await page.getByRole('banner').first().boundingBox()
    const box = await heading.boundingBox()
    expect(box && bar && box.y >= bar.y + bar.height).toBe(true)
  }
})

test('the horizontal menu stays inside the boxed layout at every width and in every language', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/posts')
  await hydrated(page)
  await page.getByRole('button', { name: 'Ajustes de visualización' }).click()
  const panel = page.getByRole('dialog', { name: 'Ajustes de visualización' })
  await panel.getByText('Horizontal').click()
  await panel.getByText('Encuadrado').click()
  await panel.getByRole('button', { name: 'Cerrar' }).click()
  const overflow = () =>
    page.evaluate(() => {
      const box = document.querySelector('[data-layout="boxed"] header')?.getBoundingClientRect()
      const entries = [...document.querySelectorAll('header nav li')].map((li) => li.getBoundingClientRect())
      if (!box || entries.length === 0) return ['no menu']
      return entries
        .filter((entry) => entry.left < box.left - 0.5 || entry.right > box.right + 0.5)
        .map(
          (entry) => `${Math.round(entry.left)}–${Math.round(entry.right)} outside ${Math.round(box.right)}`,
        )
    })
  for (const language of languages) {
    await page.context().addCookies([{ name: 'i18next', value: language, url: page.url() }])
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.reload()
    await hydrated(page)
    for (const width of [1024, 1152, 1280, 1366, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 })
      expect(await overflow(), `${language} at ${width} px`).toEqual([])
    }
  }
})
