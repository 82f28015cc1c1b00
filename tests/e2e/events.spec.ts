import ICAL from 'ical.js'
import { instantOf } from '#app/calendar/zoned-time.ts'
import { violations } from './axe.ts'
import { createAccount, expect, readMail, signIn, test, type TestAccount } from './auth-fixtures.ts'
import { insertEvent, registerChildConsentFirst, registerSelf } from './event-fixtures.ts'
import { hydrated } from './hydrated.ts'

/** Issue 29: events the coach publishes, registration with a waiting list, and the day itself. */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const parsedIcs = (text: string) =>
  new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))

test('a camp the coach publishes is found from the home page, with places, JSON-LD and a calendar file', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/events/create')
  await hydrated(page)
  await expect(page.locator('.ProseMirror')).toBeVisible()
  const title = `Campus de verano ${Date.now()}`
  const day = inDays(45)
  await page.getByLabel('Título', { exact: true }).fill(title)
  await page.locator('.ProseMirror').fill('Cinco mañanas de técnica y juego.')
  await page.getByLabel('Día 1: fecha').fill(day)
  await page.getByLabel('Día 1: inicio').fill('10:00')
  await page.getByLabel('Día 1: fin').fill('13:00')
  await page.getByLabel('Lugar', { exact: true }).fill('Campo municipal de La Chopera')
  await page.getByLabel('Dirección', { exact: true }).fill('Paseo de la Chopera 4, Madrid')
  await page.getByLabel('Número de plazas').fill('2')
  await page.getByLabel('Precio').fill('')
  await page.getByLabel('Fin de inscripciones').fill(inDays(40))
  await page.getByLabel('Hora de cierre').fill('20:00')
  await page.getByLabel('Talla de camiseta').selectOption('required')
  await page.getByLabel('Estado').selectOption('published')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(/\/admin\/events\/edit\/\d+\?saved=1$/)

  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto('/')
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Eventos' }).first().click()
  await expect(visitor).toHaveURL('/eventos')
  await visitor.getByRole('link', { name: title }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(visitor.getByText('Plazas libres: 2 de 2')).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/search?query=Paseo+de+la+Chopera+4%2C+Madrid',
  )
  expect(await violations(visitor)).toEqual([])
  const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents()
  const event = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item['@type'] === 'Event')
  expect(event).toMatchObject({ name: title, remainingAttendeeCapacity: 2 })

  // The file to add, and the feed calendar apps subscribe to, read by Mozilla's parser.
  const slug = new URL(visitor.url()).pathname.split('/').pop() ?? ''
  const file = await request.get(`/eventos/${slug}/evento.ics`)
  expect(file.headers()['content-type']).toContain('text/calendar')
  const [entry] = parsedIcs(await file.text())
  expect(entry?.summary).toBe(title)
  expect(entry?.startDate.toJSDate().toISOString()).toBe(
    instantOf({ date: day, time: '10:00' }, 'Europe/Madrid')?.toISOString(),
  )
  const feed = parsedIcs(await (await request.get('/eventos.ics')).text())
  expect(feed.map((item) => item.summary)).toContain(title)
})

test('a guardian registers a child: consent first, the confirmation mail, and the registration in the account', async ({
  page,
}) => {
  const guardian = createAccount('user')
  const event = insertEvent({ capacity: 5 })
  await signIn(page, guardian)
  await page.goto(`/eventos/${event.slug}`)
  await page.getByRole('link', { name: 'Inscribirse' }).click()
  await registerChildConsentFirst(page, 'Pablo Ruiz')
  await expect(page).toHaveURL('/account/events?done=confirmed')
  await expect(page.getByText('Pablo Ruiz: Confirmada')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Mis jugadores' }).getByText('Pablo Ruiz (nacido en 2015)'),
  ).toBeVisible()
  const mail = await readMail(guardian.email, /Inscripción confirmada/)
  expect(mail.text).toContain('Pablo Ruiz está inscrito en')
})

test('two browsers press for the last place at once: one registered, one waiting; a cancellation offers the place by e-mail', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const event = insertEvent({ capacity: 1 })
  const people: TestAccount[] = [createAccount('user'), createAccount('user')]
  const pages = await Promise.all(
    people.map(async (person) => {
      const page = await (await browser.newContext()).newPage()
      await signIn(page, person)
      await registerSelf(page, event.slug)
      return page
    }),
  )
  await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Inscribirse' }).click()))
  await Promise.all(
    pages.map((page) => expect(page).toHaveURL(/\/account\/events\?done=(confirmed|waiting)$/)),
  )
  const outcomes = pages.map((page) => new URL(page.url()).searchParams.get('done'))
  expect([...outcomes].sort()).toEqual(['confirmed', 'waiting'])
  const registered = outcomes.indexOf('confirmed')
  const waiting = 1 - registered
  const [first, second] = [pages[registered], pages[waiting]]
  if (!first || !second) throw new Error('two pages')

  // The registered one cancels; the first on the waiting list gets the place offered by e-mail.
  await first
    .getByRole('button', { name: new RegExp(`^Cancelar la inscripción de .* en ${event.title}$`) })
    .click()
  await expect(first.getByText('Inscripción cancelada.')).toBeVisible()
  const mail = await readMail(people[waiting]?.email ?? '', /Hay una plaza libre/)
  const link = /http:\/\/[^\s]+\/plaza\/[\w-]+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()
  await second.goto(new URL(link ?? '').pathname)
  await second.getByRole('button', { name: 'Aceptar la plaza' }).click()
  await expect(second).toHaveURL('/account/events?done=accepted')
  await expect(second.getByText(/: Confirmada$/)).toBeVisible()
})

test('check-in at the pitch on a 390-pixel phone, without JavaScript', async ({ browser }) => {
  const event = insertEvent({ capacity: 3 })
  const player = createAccount('user')
  const page = await (await browser.newContext()).newPage()
  await signIn(page, player)
  await registerSelf(page, event.slug)
  await page.getByRole('button', { name: 'Inscribirse' }).click()
  await expect(page).toHaveURL('/account/events?done=confirmed')

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
  const coach = await phone.newPage()
  await coach.goto('/signin')
  const admin = createAccount('admin')
  await coach.getByRole('textbox', { name: 'Correo electrónico' }).fill(admin.email)
  await coach.getByLabel('Contraseña').fill(admin.password)
  await coach.getByRole('button', { name: 'Iniciar sesión' }).click()
  await coach.goto(`/admin/events/${event.id}/check-in`)
  await expect(coach.getByText('Han llegado: 0 de 1')).toBeVisible()
  const button = coach.getByRole('button', { name: new RegExp(`${player.name}.*Marcar llegada`) })
  const box = await button.boundingBox()
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(56)
  expect(box?.width ?? 0).toBeLessThanOrEqual(390)
  await button.click()
  await expect(coach.getByText('Han llegado: 1 de 1')).toBeVisible()
  await expect(coach.getByRole('button', { name: new RegExp(`${player.name}.*Ha llegado`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})
