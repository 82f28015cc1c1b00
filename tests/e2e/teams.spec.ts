import { randomBytes } from 'node:crypto'
import { createAccount, expect, readMail, signIn, signedInPage, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'

/**
 * Issue 33 (docs/decisions/049): the coach makes a team and types a child's name; a guardian invited
 * by e-mail consents and sees the team; another guardian's account cannot use a used invitation;
 * consent withdrawn hides the child from the coach's roster at once.
 */

test('a team made, a child invited through a guardian who consents, consent withdrawn', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const tag = randomBytes(3).toString('hex')
  const teamName = `Alevín ${tag}`
  const child = `Lucía ${tag}`
  const guardian = createAccount('user')
  await signIn(page, createAccount('admin'))

  // The coach's team, with a season that is not two following years refused first.
  await page.goto('/admin/teams')
  await hydrated(page)
  const form = page.getByRole('region', { name: 'Nuevo equipo' })
  await form.getByLabel('Nombre del equipo').fill(teamName)
  await form.getByLabel('Temporada').fill('2026-28')
  await form.getByRole('button', { name: 'Crear el equipo' }).click()
  await expect(form.getByText('Escribe la temporada como 2026-27.')).toBeVisible()
  await form.getByLabel('Temporada').fill('2026-27')
  await form.getByRole('button', { name: 'Crear el equipo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Equipo ${teamName}` })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('Equipo creado.')

  // Only the typed name: "Solo el nombre" until someone consents.
  const roster = page.getByRole('region', { name: 'Plantilla' })
  await roster.getByLabel('Nombre', { exact: true }).fill(child)
  await roster.getByLabel('Dorsal').fill('7')
  await roster.getByRole('button', { name: 'Añadir' }).click()
  await expect(page.getByRole('status')).toHaveText('Añadido a la plantilla.')
  const line = roster.getByRole('listitem').filter({ hasText: child })
  await expect(line).toContainText('Solo el nombre')

  await line.getByLabel(`Correo del tutor de ${child}`).fill(guardian.email)
  await line.getByRole('button', { name: 'Invitar' }).click()
  await expect(page.getByRole('status')).toHaveText('Invitación enviada.')
  await expect(line).toContainText('Invitación enviada')

  // The guardian's mail, its link, the consent.
  const mail = await readMail(guardian.email, new RegExp(`Invitación al equipo ${teamName}`))
  const link = /https?:\/\/\S+\/equipos\/invitacion\/[\w-]+/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  const parent = await signedInPage(browser, guardian)
  await parent.goto(new URL(link ?? '').pathname)
  await hydrated(parent)
  await expect(
    parent.getByRole('heading', { level: 2, name: 'Qué se guarda, para qué y quién lo ve' }),
  ).toBeVisible()
  await parent.getByLabel(`Año de nacimiento de ${child}`).fill('2016')
  await parent.getByRole('button', { name: 'Doy mi consentimiento' }).click()
  await expect(parent.getByText('Marca la casilla para dar tu consentimiento.')).toBeVisible()
  await parent.getByLabel(/Soy su madre, padre o tutor legal/).check()
  await parent.getByRole('button', { name: 'Doy mi consentimiento' }).click()
  await expect(parent).toHaveURL('/account/players?done=joined')
  const mine = parent.getByRole('listitem').filter({ hasText: child })
  await expect(mine).toContainText(`Equipos: ${teamName} (2026-27)`)

  // The coach sees the record now; the used link leads nowhere for anyone.
  await page.reload()
  await expect(line).toContainText('Con consentimiento')
  await expect(line).toContainText('2016')
  const other = await signedInPage(browser, createAccount('user'))
  const used = await other.goto(new URL(link ?? '').pathname)
  expect(used?.status()).toBe(404)
  await expect(other.getByText('Esta invitación ha caducado o ya se ha usado.')).toBeVisible()

  // Consent withdrawn: gone from the guardian's list and shown as withdrawn, by name only, to the coach.
  await mine.getByRole('link', { name: `Retirar el consentimiento de ${child}` }).click()
  await parent.getByRole('button', { name: `Retirar el consentimiento de ${child}` }).click()
  await expect(parent.getByRole('status')).toHaveText(
    'Consentimiento retirado: sus datos se han ocultado y se borrarán en 30 días.',
  )
  await expect(parent.getByRole('listitem').filter({ hasText: child })).toHaveCount(0)
  await page.reload()
  await expect(line).toContainText('Consentimiento retirado')
  await expect(line).not.toContainText('2016')
  await parent.context().close()
  await other.context().close()
})
