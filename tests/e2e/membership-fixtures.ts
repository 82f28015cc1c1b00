import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { createAccount, expect, signIn } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { copyDemoDrill } from './drill-fixtures.ts'

/**
 * Rows the memberships' specs need as the coach or Stripe's signed events would have left them,
 * written straight into the e2e server's SQLite database (its Stripe ids are never called).
 */

export const tag = () => randomBytes(4).toString('hex')

/** The e2e server's database; close it when done. */
export function appDatabase() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  db.pragma('busy_timeout = 5000')
  return db
}

function withDatabase<T>(write: (db: Database.Database) => T): T {
  const db = appDatabase()
  try {
    return write(db)
  } finally {
    db.close()
  }
}

/** An offered plan, as the coach would have made it (a teaser never uses its Stripe ids). */
export function offeredPlan(
  name: string,
  {
    interval = 'month',
    priceCents = 900,
    includes = 'Todo el contenido para socios',
  }: { interval?: 'month' | 'year'; priceCents?: number; includes?: string } = {},
) {
  withDatabase((db) =>
    db
      .prepare(
        "insert into membership_plan (name, interval, priceCents, currency, includes, stripeProductId, stripePriceId) values (?, ?, ?, 'eur', ?, ?, ?)",
      )
      .run(name, interval, priceCents, includes, `prod_${tag()}`, `price_${tag()}`),
  )
}

/** An active membership for the account with this e-mail, as the signed subscription webhook leaves it. */
export function makeMember(email: string) {
  withDatabase((db) => {
    const user = db.prepare('select id from user where email = ?').get(email) as { id: string }
    db.prepare(
      "insert into membership (subscriptionId, userId, status, currentPeriodEnd, eventCreated) values (?, ?, 'active', ?, 1)",
    ).run(`sub_${tag()}`, user.id, new Date(Date.now() + 30 * 86_400_000).toISOString())
  })
}

/** A published members-only drill copied from a demo one, with `secret` as its coaching point; its slug. */
export function membersDrill(secret: string) {
  const slug = `rondo-socios-${tag()}`
  copyDemoDrill({
    slug,
    title: `Rondo para socios ${slug}`,
    objective: 'Conservar con superioridad en espacio reducido.',
    coachingPoints: JSON.stringify([secret]),
    access: 'members',
  })
  return slug
}

/** A published members-only post whose body holds `secret`; its slug. */
export function membersPost(secret: string) {
  return withDatabase((db) => {
    const slug = `socios-${tag()}`
    const doc = JSON.stringify({ type: 'doc', content: [] })
    db.prepare(
      "insert into post (slug, title, excerpt, content, contentHtml, tags, status, publishedAt, access) values (?, ?, 'Un resumen para todos.', ?, ?, '', 'published', ?, 'members')",
    ).run(slug, `Entrada para socios ${slug}`, doc, `<p>${secret}</p>`, new Date().toISOString())
    return slug
  })
}

/** A session of the account with this e-mail, shared by link, whose notes hold `secret`; its id and token. */
export function sharedSession(email: string, title: string, secret: string) {
  return withDatabase((db) => {
    const user = db.prepare('select id from user where email = ?').get(email) as { id: string }
    const token = randomBytes(18).toString('base64url')
    const session = db
      .prepare(
        'insert into training_session (userId, title, players, notes, shareToken) values (?, ?, 14, ?, ?)',
      )
      .run(user.id, title, secret, token)
    db.prepare(
      "insert into training_session_block (sessionId, position, phase, title, minutes, notes) values (?, 0, 'main', 'Rondo 4 contra 2', 15, ?)",
    ).run(Number(session.lastInsertRowid), `Bloque ${secret}`)
    return { id: Number(session.lastInsertRowid), token }
  })
}

/** A new coach signs in and creates a monthly plan at 9,50 € (a Stripe product and price at the stand-in). */
export async function createPlanInAdmin(page: Page, name: string, includes = 'Todos los ejercicios') {
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/memberships')
  await hydrated(page)
  await page.getByLabel('Nombre del plan').fill(name)
  await page.getByLabel('Periodo de cobro').selectOption('month')
  await page.getByLabel('Precio (IVA incluido)').fill('9,50')
  await page.getByLabel('Qué incluye').fill(includes)
  await page.getByRole('button', { name: 'Crear el plan' }).click()
  await expect(page.getByRole('button', { name: `Archivar ${name}` })).toBeVisible()
}

/** From a members-only page's teaser: subscribe, pay on the stand-in, back once the webhook made them a member. */
export async function subscribeFrom(learner: Page, url: string, planName: string, secret: string) {
  await learner.goto(url)
  await hydrated(learner)
  await expect(learner.getByText(secret)).toHaveCount(0)
  await learner
    .getByTestId('members-teaser')
    .getByRole('button', { name: `Suscribirme ${planName}` })
    .click()
  await expect(learner.getByRole('heading', { name: 'Checkout (stand-in)' })).toBeVisible()
  await expect(learner.getByTestId('amount')).toHaveText('9.50 EUR')
  await learner.getByRole('button', { name: 'Pay' }).click()
  await expect(learner).toHaveURL(new RegExp(`${url}\\?socio=pendiente$`))
  await expect(learner.getByText(secret)).toBeVisible()
  await expect(learner.getByTestId('members-teaser')).toHaveCount(0)
}
