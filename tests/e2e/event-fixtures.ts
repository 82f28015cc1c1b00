import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, type Page } from '@playwright/test'
import { hydrated } from './hydrated.ts'

/** The e2e server's database; closed once `write` is done. */
export function withDatabase<T>(write: (db: Database.Database) => T): T {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  db.pragma('busy_timeout = 5000')
  try {
    return write(db)
  } finally {
    db.close()
  }
}

/**
 * A published event straight in the e2e database (the editor has its own spec): its id, slug and
 * title. With a `priceCents` it is paid: its places go through the Stripe stand-in's Checkout.
 */
export function insertEvent({
  capacity,
  title = 'Clínic de porteros',
  priceCents = 0,
}: {
  capacity: number
  title?: string
  priceCents?: number
}) {
  return withDatabase((db) => {
    const tag = randomBytes(4).toString('hex')
    // Mid-morning on the site's clock, so that its two hours never cross midnight (the event editor
    // refuses an end before the start when a spec saves it).
    const start = new Date(Date.now() + 12 * 86_400_000)
    start.setUTCHours(9, 0, 0, 0)
    const end = new Date(start.getTime() + 2 * 3_600_000)
    const named = `${title} ${tag}`
    const row = db
      .prepare(
        "insert into event (slug, kind, title, days, startsAt, endsAt, place, ageMin, ageMax, capacity, priceCents, closesAt, questions, status) values (?, 'clinic', ?, ?, ?, ?, 'Polideportivo Moscardó', 10, 16, ?, ?, ?, '{}', 'published') returning id",
      )
      .get(
        `evento-${tag}`,
        named,
        JSON.stringify([{ start: start.toISOString(), end: end.toISOString() }]),
        start.toISOString(),
        end.toISOString(),
        capacity,
        priceCents,
        new Date(start.getTime() - 86_400_000).toISOString(),
      ) as { id: number }
    return { id: row.id, slug: `evento-${tag}`, title: named }
  })
}

/**
 * A kind of one-to-one session of its own (the demo's hours), bookable from now on: its slug.
 * Free, or paid through the Stripe stand-in's Checkout with `priceCents`.
 */
export function createKind(name: string, { priceCents = null }: { priceCents?: number | null } = {}) {
  const slug = `sesion-${randomBytes(4).toString('hex')}`
  withDatabase((db) =>
    db
      .prepare(
        "insert into booking_kind (slug, name, description, durationMinutes, priceCents, bufferMinutes, horizonDays, noticeHours, changeHours) values (?, ?, 'Trabajo individual.', 30, ?, 0, 30, 0, 0)",
      )
      .run(slug, name, priceCents),
  )
  return slug
}

/** The signed-in person's own registration form for the event, "Yo" chosen; the submit is the caller's. */
export async function registerSelf(page: Page, slug: string) {
  await page.goto(`/eventos/${slug}/inscripcion`)
  await hydrated(page)
  await page.getByRole('radio', { name: /^Yo/ }).check()
}

/**
 * On the registration form: a new child, sent first without the guardian's consent (refused,
 * nothing saved), then with it. Where the second submit leads is the caller's to check.
 */
export async function registerChildConsentFirst(page: Page, child: string) {
  await hydrated(page)
  await page.getByRole('radio', { name: 'Un jugador nuevo (un menor a mi cargo)' }).check()
  await page.getByLabel('Nombre completo del jugador').fill(child)
  await page.getByLabel('Año de nacimiento del jugador').fill('2015')
  await page.getByRole('button', { name: 'Inscribirse' }).click()
  await expect(
    page.getByText('Para inscribir a un menor hace falta el consentimiento del tutor.'),
  ).toBeVisible()
  await page.getByRole('checkbox', { name: /Soy el padre, la madre o el tutor legal/ }).check()
  await page.getByRole('button', { name: 'Inscribirse' }).click()
}
