import { randomBytes } from 'node:crypto'
import { createAccount, expect, readMail, signIn, test } from './auth-fixtures.ts'
import { withDatabase } from './event-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { teamWithConsentedChild } from './team-fixtures.ts'

/**
 * Issue 33, slice 3 (docs/decisions/049): 48 hours before a training the guardian gets a reminder
 * with three answer links; opening one changes nothing until its page is confirmed, without signing
 * in, with a reason; the coach sees the answer on the event's sheet. A tampered link is a 404.
 */

/** A training of the team starting in `hours`; its id. */
const trainingIn = (teamId: number, hours: number) =>
  withDatabase((db) => {
    const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString()
    return (
      db
        .prepare(
          "insert into team_event (teamId, kind, place, startsAt, endsAt) values (?, 'training', 'Campo 3', ?, ?) returning id",
        )
        .get(teamId, at(hours), at(hours + 1.5)) as { id: number }
    ).id
  })

test('a reminder 48 hours before; its link answers for the child, confirmed with a reason; the coach sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const tag = randomBytes(3).toString('hex')
  const teamName = `Alevín ${tag}`
  const child = `Nora ${tag}`
  const guardian = createAccount('user')
  const teamId = teamWithConsentedChild(teamName, child, guardian.email)
  const eventId = trainingIn(teamId, 30)

  // The job (every 2 s under test) mails the guardian, in Spanish: no language chosen.
  const mail = await readMail(guardian.email, new RegExp(`Recordatorio: entrenamiento de ${teamName}`))
  expect(mail.text).toContain(`${child} tiene entrenamiento con ${teamName}`)
  expect(mail.text).toContain('en Campo 3.')
  expect(mail.text).toContain('Todavía no hay respuesta.')
  const link = (label: string) =>
    new RegExp(`^${label}: (https?://\\S+/equipos/respuesta/\\S+)$`, 'm').exec(mail.text)?.[1] ?? ''
  expect(link('Disponible'), mail.text).not.toBe('')
  expect(link('Quizá'), mail.text).not.toBe('')
  const unavailable = new URL(link('No disponible'))

  // Opened without an account: the page says what it will answer, and nothing is recorded yet.
  const visitor = await browser.newContext()
  const parent = await visitor.newPage()
  await parent.goto(unavailable.pathname)
  await expect(parent.getByRole('heading', { level: 1, name: 'Responder a la convocatoria' })).toBeVisible()
  await expect(parent.getByText(child, { exact: true })).toBeVisible()
  await expect(parent.getByText(teamName, { exact: true })).toBeVisible()
  await signIn(page, createAccount('admin'))
  const sheet = `/admin/teams/${teamId}/sessions/${eventId}`
  await page.goto(sheet)
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: child }) })
  await expect(line).toContainText('Sin respuesta')

  // Confirmed with a reason.
  await hydrated(parent)
  await parent.getByLabel('Motivo (opcional)').fill('Examen de música')
  await parent.getByRole('button', { name: 'Confirmar: No disponible' }).click()
  await expect(parent.getByRole('main').getByRole('status')).toHaveText('Respuesta guardada: No disponible.')

  await page.reload()
  await expect(line).toContainText('No disponible · Examen de música')

  // Another answer of the same mail replaces it.
  await parent.goto(new URL(link('Quizá')).pathname)
  await hydrated(parent)
  await parent.getByLabel('Motivo (opcional)').fill('')
  await parent.getByRole('button', { name: 'Confirmar: Quizá' }).click()
  await expect(parent.getByRole('main').getByRole('status')).toHaveText('Respuesta guardada: Quizá.')
  await page.reload()
  await expect(line).toContainText('Quizá')
  await expect(line).not.toContainText('Examen de música')

  // A changed answer or signature is not a link: 404, as is the page and its form.
  const tampered = unavailable.pathname.replace('.unavailable.', '.available.')
  expect((await parent.goto(tampered))?.status()).toBe(404)
  const signature = unavailable.pathname.slice(-1) === 'A' ? 'B' : 'A'
  expect((await parent.goto(`${unavailable.pathname.slice(0, -1)}${signature}`))?.status()).toBe(404)
  expect((await parent.request.post(tampered, { form: { reason: '' } })).status()).toBe(404)
  await visitor.close()
})
