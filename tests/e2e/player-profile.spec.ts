import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { createAccount, dataDir, expect, readMail, signIn, signedInPage, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 33 (docs/decisions/049): a child's page, /account/players/:id. The guardian opens it from
 * their players, corrects positions and foot, gives the photo consent, uploads a photo (which the
 * coach's roster shows too), withdraws the consent and the photo is gone; another child's guardian
 * gets the 404 of a missing player, for the page and the photo. A player of 14 or over is invited to
 * their own account by the guardian, accepts and sees their own page; the guardian, who chose not
 * to keep access, gets the 404 from then on.
 */

/** A U12 team with Sara, her guardian's consent, a coming training and a published report. */
function consentedPlayer(tag: string, guardianEmail: string, birthYear = 2014) {
  const db = new Database(path.join(dataDir(), 'app.db'))
  db.pragma('busy_timeout = 5000')
  try {
    const now = new Date().toISOString()
    const guardianId = (
      db.prepare('select id from user where email = ?').get(guardianEmail) as { id: string }
    ).id
    const team = db
      .prepare(
        "insert into team (name, season, programme, ageBand, colour) values (?, '2026-27', 'infantil', 12, 'green') returning id",
      )
      .get(`Infantil ${tag}`) as { id: number }
    const player = db
      .prepare(
        "insert into player (guardianId, name, birthYear, consentVersion, consentAt) values (?, ?, ?, 'e2e', ?) returning id",
      )
      .get(guardianId, `Sara ${tag}`, birthYear, now) as { id: number }
    db.prepare(
      "insert into player_guardian (playerId, userId, consentVersion, consentAt) values (?, ?, 'e2e', ?)",
    ).run(player.id, guardianId, now)
    db.prepare(
      "insert into team_member (teamId, role, typedName, shirtNumber, playerId) values (?, 'player', 'Sara', 4, ?)",
    ).run(team.id, player.id)
    db.prepare(
      "insert into team_event (teamId, kind, place, startsAt, endsAt) values (?, 'training', ?, ?, ?)",
    ).run(
      team.id,
      `Campo ${tag}`,
      new Date(Date.now() + 2 * 86_400_000).toISOString(),
      new Date(Date.now() + 2 * 86_400_000 + 5_400_000).toISOString(),
    )
    db.prepare(
      "insert into player_report (playerId, teamId, period, fromDay, toDay, summary, publishedAt) values (?, ?, ?, '2026-09-01', '2026-12-20', 'Buen trimestre', ?)",
    ).run(player.id, team.id, `Trimestre ${tag}`, now)
    return { teamId: team.id, playerId: player.id }
  } finally {
    db.close()
  }
}

test('a guardian corrects the record, gives photo consent, uploads and withdraws; nobody else sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const tag = randomBytes(3).toString('hex')
  const guardian = createAccount('user')
  const { teamId, playerId } = consentedPlayer(tag, guardian.email)
  await signIn(page, guardian)

  // From the guardian's players to the child's page: teams, the coming training, the report.
  await page.goto('/account/players')
  await page.getByRole('link', { name: `Sara ${tag} (nacido en 2014)` }).click()
  await expect(page).toHaveURL(`/account/players/${playerId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Sara ${tag}` })).toBeVisible()
  await hydrated(page)
  const facts = page.getByRole('region', { name: 'Datos del jugador' })
  await expect(facts).toContainText(`Infantil ${tag} (2026-27)`)
  await expect(page.getByRole('region', { name: 'Entrenamientos y partidos' })).toContainText(`Campo ${tag}`)
  await expect(page.getByRole('link', { name: new RegExp(`Trimestre ${tag}`) })).toHaveAttribute(
    'href',
    new RegExp(`/account/players/${playerId}/report\\?report=\\d+`),
  )
  await expect(page.getByRole('link', { name: 'Descargar mis datos (JSON)' })).toHaveAttribute(
    'href',
    '/account/my-data.json',
  )

  // Positions and foot.
  const correct = page.getByRole('region', { name: 'Corregir los datos' })
  await correct.getByRole('checkbox', { name: 'Portero' }).check()
  await correct.getByRole('checkbox', { name: 'Lateral izquierdo' }).check()
  await correct.getByRole('radio', { name: 'Izquierdo', exact: true }).check()
  await correct.getByRole('button', { name: 'Guardar las correcciones' }).click()
  await expect(page.getByRole('status')).toHaveText('Se han corregido los datos del jugador.')
  await expect(facts.getByRole('definition').filter({ hasText: 'Portero' })).toHaveText(
    'Portero, Lateral izquierdo',
  )
  await expect(facts.getByRole('definition').filter({ hasText: /^Izquierdo$/ })).toBeVisible()

  // No upload before the photo consent; with it, a file that is no image is refused, a photo is kept.
  const photo = page.getByRole('region', { name: 'Foto', exact: true })
  await expect(photo.getByLabel('Archivo de la foto')).toHaveCount(0)
  await photo.getByRole('button', { name: 'Dar consentimiento de foto' }).click()
  await expect(page.getByRole('status')).toHaveText('Consentimiento de foto dado: ya puedes subir una foto.')
  await photo.getByLabel('Archivo de la foto').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('no es una imagen'),
  })
  await photo.getByRole('button', { name: 'Subir la foto' }).click()
  await expect(photo.getByText('El archivo no es una imagen', { exact: false })).toBeVisible()
  const png = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 20, g: 120, b: 60 } },
  })
    .png()
    .toBuffer()
  await photo
    .getByLabel('Archivo de la foto')
    .setInputFiles({ name: 'sara.png', mimeType: 'image/png', buffer: png })
  await photo.getByRole('button', { name: 'Subir la foto' }).click()
  await expect(page.getByRole('status')).toHaveText('Se ha guardado la foto.')
  const portrait = page.getByRole('img', { name: `Foto de Sara ${tag}` })
  await expect(portrait).toBeVisible()
  const photoUrl = `/account/players/${playerId}/photo`
  const served = await page.request.get(photoUrl)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/webp')
  expect(served.headers()['cache-control']).toBe('private, no-store')

  // The coach's roster shows it.
  const coach = await signedInPage(browser, createAccount('admin'))
  await coach.goto(`/admin/teams/${teamId}`)
  await expect(coach.getByRole('img', { name: `Foto de Sara ${tag}` })).toBeVisible()

  // Another child's guardian: the same 404 as a missing player, page and photo.
  const otherGuardian = createAccount('user')
  consentedPlayer(`${tag}b`, otherGuardian.email)
  const other = await signedInPage(browser, otherGuardian)
  for (const address of [`/account/players/${playerId}`, photoUrl, '/account/players/999999999'])
    expect((await other.request.get(address)).status(), address).toBe(404)
  const refused = await other.request.post(`/account/players/${playerId}`, {
    form: { intent: 'photoConsent', consent: 'withdraw' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(404)
  expect((await page.request.get(photoUrl)).status()).toBe(200)

  // Withdrawn: the photo is gone at once, for the guardian and the coach.
  await photo.getByRole('button', { name: 'Retirar el consentimiento de foto' }).click()
  await expect(page.getByRole('status')).toHaveText('Consentimiento de foto retirado: la foto se ha borrado.')
  await expect(portrait).toHaveCount(0)
  await expect(photo.getByLabel('Archivo de la foto')).toHaveCount(0)
  expect((await page.request.get(photoUrl)).status()).toBe(404)
  expect((await coach.request.get(photoUrl)).status()).toBe(404)
  await coach.context().close()
  await other.context().close()
})

test('a guardian invites a player of 14 to their own account; the guardian who did not keep access loses it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const tag = randomBytes(3).toString('hex')
  const guardian = createAccount('user')
  const birthYear = new Date().getFullYear() - 15
  const { playerId } = consentedPlayer(tag, guardian.email, birthYear)
  await signIn(page, guardian)

  await page.goto(`/account/players/${playerId}`)
  await hydrated(page)
  const own = page.getByRole('region', { name: 'Cuenta propia' })
  const player = createAccount('user')
  await own.getByLabel(`Correo de Sara ${tag}`).fill(player.email)
  await own.getByLabel('Conservar mi acceso hasta que cumpla 18 años').uncheck()
  await own.getByRole('button', { name: 'Enviar la invitación' }).click()
  await expect(page.getByRole('status')).toHaveText('Se ha enviado la invitación al jugador.')

  // The player's mail, the consent to their own data, their own record.
  const mail = await readMail(player.email, new RegExp(`Invitación al equipo Infantil ${tag}`))
  const link = /https?:\/\/\S+\/equipos\/invitacion\/[\w-]+/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  const mine = await signedInPage(browser, player)
  await mine.goto(new URL(link ?? '').pathname)
  await hydrated(mine)
  await expect(mine.getByText(/tener tu propia cuenta/)).toBeVisible()
  // The invitation names the player as the coach typed them on the roster.
  await mine.getByLabel('Soy Sara, tengo 14 años o más', { exact: false }).check()
  await mine.getByRole('button', { name: 'Doy mi consentimiento' }).click()
  await expect(mine).toHaveURL('/account/players?done=own')
  const record = mine.getByRole('region', { name: 'Mi propia ficha' })
  await expect(record).toContainText(`Infantil ${tag} (2026-27)`)
  await record.getByRole('link', { name: `Sara ${tag} (nacido en ${birthYear})` }).click()
  await expect(mine.getByRole('heading', { level: 1, name: `Sara ${tag}` })).toBeVisible()
  await expect(mine.getByRole('region', { name: 'Entrenamientos y partidos' })).toContainText(`Campo ${tag}`)

  // The used link leads nowhere; the guardian no longer has the page.
  expect((await mine.goto(new URL(link ?? '').pathname))?.status()).toBe(404)
  expect((await page.goto(`/account/players/${playerId}`))?.status()).toBe(404)
})
