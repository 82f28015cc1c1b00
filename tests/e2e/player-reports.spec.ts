import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { createAccount, dataDir, expect, signIn, signedInPage, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 33 slice 4 (docs/decisions/049): the coach assesses a consented player against two objectives
 * of the team's band on two days, sees both days in the history, and publishes a report of the term;
 * the guardian reads it and downloads its PDF, another child's guardian gets 404 on both, and after
 * the consent is withdrawn the report is gone.
 */

/** A U10 team with a child whose guardian consented, and two objectives of the band in two areas. */
function consentedPlayer(tag: string, guardianEmail: string) {
  const db = new Database(path.join(dataDir(), 'app.db'))
  db.pragma('busy_timeout = 5000')
  try {
    const now = new Date().toISOString()
    const guardianId = (
      db.prepare('select id from user where email = ?').get(guardianEmail) as { id: string }
    ).id
    const team = db
      .prepare(
        "insert into team (name, season, programme, ageBand, colour) values (?, '2026-27', 'infantil', 10, 'blue') returning id",
      )
      .get(`Alevín ${tag}`) as { id: number }
    const player = db
      .prepare(
        "insert into player (guardianId, name, birthYear, consentVersion, consentAt) values (?, ?, 2016, 'e2e', ?) returning id",
      )
      .get(guardianId, `Sara ${tag}`, now) as { id: number }
    db.prepare(
      "insert into player_guardian (playerId, userId, consentVersion, consentAt) values (?, ?, 'e2e', ?)",
    ).run(player.id, guardianId, now)
    db.prepare(
      "insert into team_member (teamId, role, typedName, shirtNumber, playerId) values (?, 'player', 'Sara', 11, ?)",
    ).run(team.id, player.id)
    const objective = db.prepare(
      "insert into curriculum_objective (programme, ageBand, phase, area, title, position) values ('infantil', 10, ?, ?, ?, 900)",
    )
    objective.run('attack', 'technical', `Pase ${tag}`)
    objective.run('defence', 'tactical', `Presión ${tag}`)
    return { teamId: team.id, playerId: player.id }
  } finally {
    db.close()
  }
}

function withdraw(playerId: number) {
  const db = new Database(path.join(dataDir(), 'app.db'))
  db.pragma('busy_timeout = 5000')
  try {
    db.prepare('update player set withdrawnAt = ? where id = ?').run(new Date().toISOString(), playerId)
  } finally {
    db.close()
  }
}

test('the coach assesses and reports, the guardian reads the page and the PDF, nobody else does', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const tag = randomBytes(3).toString('hex')
  const guardian = createAccount('user')
  const { teamId, playerId } = consentedPlayer(tag, guardian.email)
  await signIn(page, createAccount('admin'))

  // From the roster: the consented player's line leads to the page.
  await page.goto(`/admin/teams/${teamId}`)
  await page.getByRole('link', { name: `Valoraciones e informes Sara ${tag}` }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Evolución de Sara ${tag} (Alevín ${tag})` }),
  ).toBeVisible()
  await hydrated(page)
  await expect(page.getByText('Aún no hay valoraciones.')).toBeVisible()

  // Two objectives of the band, on two days.
  const assess = page.getByRole('region', { name: 'Valorar' })
  const assessOne = async (objective: string, score: string, day: string) => {
    await assess.getByLabel('Objetivo').selectOption({ label: objective })
    await assess.getByLabel('Puntuación (1-5)').selectOption(score)
    await assess.getByLabel('Fecha').fill(day)
    await assess.getByLabel('Nota').fill(`Nota ${objective}`)
    await assess.getByRole('button', { name: 'Guardar la valoración' }).click()
    await expect(page.getByRole('status')).toHaveText('Valoración guardada.')
  }
  await assessOne(`Pase ${tag}`, '2', '2026-10-05')
  await assessOne(`Presión ${tag}`, '4', '2026-11-02')

  // The history: a line per area, and the same numbers in a table.
  const history = page.getByRole('region', { name: 'Evolución' })
  await expect(history.locator('svg[data-area="technical"]')).toBeVisible()
  await expect(history.locator('svg[data-area="tactical"]')).toBeVisible()
  const table = history.getByRole('table', { name: 'Media por fecha y área' })
  await expect(table.getByRole('row', { name: /2026-10-05/ })).toContainText('2')
  await expect(table.getByRole('row', { name: /2026-11-02/ })).toContainText('4')

  // A report of the term: a draft first, then published.
  const reports = page.getByRole('region', { name: 'Informes' })
  await reports.getByRole('button', { name: 'Crear el informe' }).click()
  await expect(reports.getByText('Este campo es obligatorio.').first()).toBeVisible()
  await reports.getByLabel('Periodo').fill('2026-27 · 1.er trimestre')
  await reports.getByLabel('Desde').fill('2026-09-01')
  await reports.getByLabel('Hasta').fill('2026-12-20')
  await reports.getByLabel('Resumen para la familia').fill('Sara ha mejorado el pase.')
  await reports.getByRole('button', { name: 'Crear el informe' }).click()
  await expect(page.getByRole('status')).toHaveText('Informe creado como borrador.')
  const report = reports.getByRole('listitem').filter({ hasText: '2026-27 · 1.er trimestre' })
  await expect(report).toContainText('Borrador')
  await report.getByRole('button', { name: 'Publicar 2026-27 · 1.er trimestre' }).click()
  await expect(page.getByRole('status')).toHaveText('Informe publicado: su familia ya puede verlo.')
  await expect(report).toContainText('Publicado')

  // Not the coach: the guardian is sent away from the coach's page.
  const parent = await signedInPage(browser, guardian)
  await parent.goto(`/admin/teams/${teamId}/players/${playerId}`)
  await expect(parent).toHaveURL('/')

  // The guardian reads the report from their players, and downloads its PDF.
  await parent.goto('/account/players')
  await parent.getByRole('link', { name: `Informes de Sara ${tag}` }).click()
  await expect(parent.getByRole('heading', { level: 1, name: `Informe de Sara ${tag}` })).toBeVisible()
  await expect(parent.getByRole('heading', { name: 'Periodo: 2026-27 · 1.er trimestre' })).toBeVisible()
  await expect(parent.getByText('Sara ha mejorado el pase.')).toBeVisible()
  const averages = parent.getByRole('table', { name: 'Media por área' })
  await expect(averages.getByRole('row', { name: /Técnica/ })).toContainText('2 de 5')
  await expect(averages.getByRole('row', { name: /Táctica/ })).toContainText('4 de 5')
  const pdfLink = parent.getByRole('link', { name: 'Descargar el informe en PDF' })
  const pdfPath = (await pdfLink.getAttribute('href')) ?? ''
  const pdf = await parent.request.get(pdfPath)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF')

  // Another child's guardian: the same 404 as a player that does not exist, page and PDF.
  const otherGuardian = createAccount('user')
  consentedPlayer(`${tag}b`, otherGuardian.email)
  const other = await signedInPage(browser, otherGuardian)
  for (const address of [`/account/players/${playerId}/report`, pdfPath, '/account/players/999999999/report'])
    expect((await other.request.get(address)).status(), address).toBe(404)

  // Consent withdrawn: the report is gone for the guardian, and the coach's page of the player too.
  withdraw(playerId)
  for (const address of [`/account/players/${playerId}/report`, pdfPath])
    expect((await parent.request.get(address)).status(), address).toBe(404)
  const gone = await page.goto(`/admin/teams/${teamId}/players/${playerId}`)
  expect(gone?.status()).toBe(404)
  await parent.context().close()
  await other.context().close()
})
