import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Locator, Page } from '@playwright/test'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 34, the concept map (docs/decisions/050-at-the-pitch.md): the coach links concepts in the
 * editor, concept pages show what to learn first, and /conceptos/mapa is used with the keyboard
 * alone. Other specs add concepts meanwhile: assertions name their own rows or the demo's.
 */

/** Three published concepts of this test, straight into the e2e server's database. */
function threeConcepts() {
  const tag = randomBytes(4).toString('hex')
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  try {
    db.pragma('busy_timeout = 5000')
    const insert = db.prepare(
      `insert into concept (slug, term, summary, body, bodyHtml, kind, category, status)
       values (?, ?, 'Un concepto de prueba.', '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Texto."}]}]}', '<p>Texto.</p>', 'concepto', 'tactica', 'published') returning id`,
    )
    const make = (name: string) => {
      const slug = `${name}-${tag}`
      const { id } = insert.get(slug, `${name} ${tag}`) as { id: number }
      return { id, slug, term: `${name} ${tag}` }
    }
    return { basic: make('pase-basico'), advanced: make('pase-avanzado'), other: make('conduccion') }
  } finally {
    db.close()
  }
}

/** Presses Tab until `target` has the focus (the keyboard's way there), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 250) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

test('the coach links two concepts in the editor; the page shows learn first; a cycle is refused, nothing lost', async ({
  page,
}) => {
  const { basic, advanced, other } = threeConcepts()
  await signIn(page, createAccount('admin'))
  await page.goto(`/admin/concepts/edit/${advanced.id}`)
  await hydrated(page)
  await page
    .getByRole('group', { name: 'Aprende primero' })
    .getByRole('checkbox', { name: basic.term, exact: true })
    .check()
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page.getByText('Guardado.')).toBeVisible()

  await page.goto(`/concepts/${advanced.slug}`)
  const learnFirst = page.getByRole('region', { name: 'Aprende primero' })
  await learnFirst.getByRole('link', { name: basic.term }).click()
  await expect(page).toHaveURL(`/concepts/${basic.slug}`)
  // Related is shown from both sides; learn first only on the concept that needs it.
  await expect(page.getByRole('region', { name: 'Aprende primero' })).toHaveCount(0)

  // The basic concept cannot need the advanced one: that would be a cycle.
  await page.goto(`/admin/concepts/edit/${basic.id}`)
  await hydrated(page)
  await page.getByLabel('Resumen').fill('Resumen que no debe perderse.')
  const picker = page.getByRole('group', { name: 'Aprende primero' })
  await picker.getByRole('checkbox', { name: advanced.term, exact: true }).check()
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page.getByText(/Eso crearía un ciclo/)).toBeVisible()
  await expect(page.getByLabel('Resumen')).toHaveValue('Resumen que no debe perderse.')
  await expect(picker.getByRole('checkbox', { name: advanced.term, exact: true })).toBeChecked()

  // Nor related to it (one link per pair); related to another concept: saved, shown from both sides.
  await picker.getByRole('checkbox', { name: advanced.term, exact: true }).uncheck()
  const related = page.getByRole('group', { name: 'Relacionados' })
  await related.getByRole('checkbox', { name: advanced.term, exact: true }).check()
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page.getByText(/no en las dos/)).toBeVisible()
  await related.getByRole('checkbox', { name: advanced.term, exact: true }).uncheck()
  await related.getByRole('checkbox', { name: other.term, exact: true }).check()
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page.getByText('Guardado.')).toBeVisible()
  await page.goto(`/concepts/${other.slug}`)
  await expect(
    page.getByRole('region', { name: 'Relacionados' }).getByRole('link', { name: basic.term }),
  ).toBeVisible()
})

test('the map with the keyboard alone: tab to the controls, zoom and pan with keys, follow a link from the list', async ({
  page,
}) => {
  await page.goto('/conceptos')
  await page.getByRole('link', { name: 'Ver el mapa de conceptos' }).click()
  await expect(page).toHaveURL('/conceptos/mapa')
  await hydrated(page)
  const status = page.getByRole('status').filter({ hasText: 'Zoom' })
  const svg = page.locator('main svg[viewBox]')
  await expect(status).toHaveText('Zoom: 100 %')

  await tabTo(page, page.getByRole('button', { name: 'Acercar' }))
  await page.keyboard.press('Enter')
  await expect(status).toHaveText('Zoom: 125 %')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Alejar' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(status).toHaveText('Zoom: 100 %')

  // The map itself takes the focus: + zooms, the arrows pan, 0 resets.
  const map = page.getByRole('group', { name: /Mapa de conceptos/ })
  await tabTo(page, map)
  const start = await svg.getAttribute('viewBox')
  await page.keyboard.press('+')
  await page.keyboard.press('+')
  await expect(status).toHaveText('Zoom: 156 %')
  const zoomed = await svg.getAttribute('viewBox')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowDown')
  await expect(svg).not.toHaveAttribute('viewBox', zoomed ?? '')
  await page.keyboard.press('0')
  await expect(status).toHaveText('Zoom: 100 %')
  await expect(svg).toHaveAttribute('viewBox', start ?? '')

  // The same map as lists: Rondo needs "Línea de pase" first; follow it.
  const list = page.getByRole('region', { name: 'El mapa como lista' })
  // The concept's own entry (not its level's, which holds it too).
  const rondo = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: 'Rondo', exact: true }) })
    .filter({ hasNot: page.getByRole('heading', { level: 3 }) })
  const learnFirstOfRondo = rondo.getByRole('list', { name: 'Aprende primero' })
  await expect(learnFirstOfRondo.getByRole('link', { name: 'Línea de pase' })).toBeVisible()
  await tabTo(page, learnFirstOfRondo.getByRole('link', { name: 'Línea de pase' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/concepts/linea-de-pase')
  await expect(page.getByRole('heading', { level: 1, name: 'Línea de pase' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the map is filtered by programme with a plain form', async ({ page }) => {
    await page.goto('/conceptos/mapa')
    const list = page.getByRole('region', { name: 'El mapa como lista' })
    await expect(list.getByRole('link', { name: 'Gegenpressing', exact: true }).first()).toBeVisible()
    await page.getByLabel('Programa').selectOption('infantil')
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL('/conceptos/mapa?programme=infantil')
    await expect(page.getByLabel('Programa')).toHaveValue('infantil')
    await expect(list.getByRole('link', { name: 'Rondo', exact: true }).first()).toBeVisible()
    await expect(list.getByRole('link', { name: 'Gegenpressing', exact: true })).toHaveCount(0)
    // The drawing is there too, its controls left out without a script to run them.
    await expect(page.locator('main svg[viewBox]')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Acercar' })).toHaveCount(0)
  })
})
