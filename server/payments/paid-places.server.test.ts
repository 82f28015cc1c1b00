import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { accountOf, insertEvent } from '#tests/events/event-fixtures.ts'
import { insertBookableKind, insertUser } from '#tests/factories.ts'
import { smtpForFile } from '#tests/smtp.ts'
import { useStripeStandIn } from '#tests/stripe/harness.ts'
import { bookForPerson, cancelForPerson, cancelFutureBookingsOf } from '../bookings/booking-actions.server.ts'
import { bookingsOf } from '../bookings/booking-lists.server.ts'
import { releaseExpiredSlotHolds } from '../bookings/paid-bookings.server.ts'
import { offeredSlots } from '../bookings/booking-store.server.ts'
import { findKind } from '../bookings/kinds.server.ts'
import { siteToday } from '../bookings/slots.server.ts'
import {
  releaseExpiredHolds,
  resumePlacePayment,
  startPlacePayment,
} from '../events/paid-registrations.server.ts'
import { listMyRegistrations } from '../events/players.server.ts'
import { cancelRegistration, registerForEvent } from '../events/registrations.server.ts'
import { HOLD_MINUTES } from './holds.server.ts'

/**
 * Paid event places and paid one-to-one sessions (docs/decisions/042-paid-events-and-sessions.md)
 * on both engines, through the SDK and the stand-in, whose events reach a webhook endpoint on the
 * test's database as Stripe's do: a hold counts but confirms nothing, only the signed completion
 * confirms, an expiry (event or sweep) frees the place or slot, a cancel refunds by the one path.
 */

const smtp = smtpForFile()
let t: TestDb
const stripeTest = useStripeStandIn({ endpoint: () => t.db })
const ORIGIN = 'http://localhost:3000'
const ZONE = 'Europe/Madrid'
const COACH = 'contacto@metodologiascreativas.es'
const buyer = (id: string) => ({ id, email: `${id}@example.com`, name: id })

describe.each(engines)('paid places and sessions on %s', (engine) => {
  beforeAll(async () => {
    process.env.SITE_TIME_ZONE = ZONE
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.truncateAll()
    for (const id of ['ana', 'luis', 'eva']) await insertUser(t.db, id, { locale: 'es', name: id })
  })

  const registration = (id: number) =>
    t.db.selectFrom('event_registration').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const statusOf = async (eventId: number, userId: string) =>
    (
      await t.db
        .selectFrom('event_registration')
        .select('status')
        .where('eventId', '=', eventId)
        .where('userId', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    )?.status
  const placesTaken = async (eventId: number) =>
    (await t.db.selectFrom('event').select('placesTaken').where('id', '=', eventId).executeTakeFirstOrThrow())
      .placesTaken
  const orderOf = (itemKind: 'event' | 'booking', itemId: number) =>
    t.db
      .selectFrom('payment_order')
      .selectAll()
      .where('itemKind', '=', itemKind)
      .where('itemId', '=', itemId)
      .executeTakeFirstOrThrow()
  const actions = async () =>
    (await t.db.selectFrom('audit_event').select('action').orderBy('id').execute()).map((row) => row.action)

  async function paidEvent(capacity = 1) {
    const event = await insertEvent(t.db, { capacity })
    await t.db.updateTable('event').set({ priceCents: 12000 }).where('id', '=', event.id).execute()
    return event
  }
  const register = (eventId: number, user: string) =>
    registerForEvent(t.db, {
      eventId,
      user: accountOf(user),
      participant: { kind: 'self' },
      answers: {},
      ip: null,
      origin: ORIGIN,
    })
  /** Registers and opens Checkout, as the form does; answers the registration and its session. */
  async function hold(eventId: number, user: string) {
    const outcome = await register(eventId, user)
    if (outcome.kind !== 'pending') throw new Error(`expected a hold, got ${outcome.kind}`)
    const url = await startPlacePayment(t.db, {
      registrationId: outcome.registrationId,
      buyer: buyer(user),
      language: 'es',
      origin: ORIGIN,
    })
    const sessionId = url.split('/').pop() ?? ''
    return { id: outcome.registrationId, sessionId }
  }

  test('a paid place is held (no oversell), confirmed only by the signed completion, once', async () => {
    const event = await paidEvent(1)
    const held = await hold(event.id, 'ana')
    const stored = await registration(held.id)
    expect(stored.status).toBe('pending')
    // The hold ends with the Checkout session: the session's expiry is the hold's.
    const minutes = (Date.parse(stored.holdExpiresAt ?? '') - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(HOLD_MINUTES - 1)
    expect(minutes).toBeLessThanOrEqual(HOLD_MINUTES)
    const session = stripeTest.standIn.sessions.get(held.sessionId)
    expect(session?.expires_at).toBe(Math.floor(Date.parse(stored.holdExpiresAt ?? '') / 1000))
    expect(session?.metadata).toMatchObject({ registrationId: String(held.id) })
    // The held place counts: the next person waits.
    expect((await register(event.id, 'luis')).kind).toBe('waiting')
    expect(await placesTaken(event.id)).toBe(1)

    // A forged completion changes nothing.
    const completion = stripeTest.standIn.pay(held.sessionId)
    expect((await stripeTest.post(t.db, completion, { signWith: 'whsec_forged' })).status).toBe(400)
    expect((await registration(held.id)).status).toBe('pending')

    expect(await stripeTest.standIn.deliver(completion)).toBe(200)
    expect((await registration(held.id)).status).toBe('confirmed')
    const order = await orderOf('event', held.id)
    expect(order.status).toBe('paid')
    expect(order.itemTitle).toMatch(/^Campus/)
    const mails = [await smtp.next('ana@example.com'), await smtp.next('ana@example.com')]
    expect(mails.some((mail) => mail.subject.includes(order.number))).toBe(true)
    expect(mails.some((mail) => mail.attachments.some((file) => file.filename.endsWith('.ics')))).toBe(true)

    // A replay is recorded already: nothing granted, logged or mailed twice.
    expect(await stripeTest.standIn.deliver(completion)).toBe(200)
    expect((await actions()).filter((action) => action === 'payment.accessGrant')).toHaveLength(1)
    expect(smtp.inbox.filter((mail) => mail.to.includes('ana@example.com'))).toHaveLength(0)
  })

  test('registering the held participant again answers the hold, whose open Checkout is resumed', async () => {
    const event = await paidEvent(2)
    const held = await hold(event.id, 'ana')
    expect(await register(event.id, 'ana')).toEqual({ kind: 'held', registrationId: held.id })
    expect(await placesTaken(event.id)).toBe(1)
    const resumed = await resumePlacePayment(t.db, { registrationId: held.id, userId: 'ana' })
    expect(resumed).toBe(stripeTest.standIn.sessions.get(held.sessionId)?.url)
    expect(await resumePlacePayment(t.db, { registrationId: held.id, userId: 'luis' })).toBeUndefined()
    // The session ended (its expiry not yet delivered): nothing to go back to.
    stripeTest.standIn.expire(held.sessionId)
    expect(await resumePlacePayment(t.db, { registrationId: held.id, userId: 'ana' })).toBeUndefined()
  })

  test('the person lets a held place go: the place passes on, the order ends unpaid, a late payment is refunded', async () => {
    const event = await paidEvent(1)
    const held = await hold(event.id, 'ana')
    expect((await register(event.id, 'luis')).kind).toBe('waiting')
    const [mine] = await listMyRegistrations(t.db, 'ana')
    expect(mine).toMatchObject({ id: held.id, status: 'pending', canCancel: true })

    const by = { kind: 'person' as const, user: accountOf('ana') }
    expect(await cancelRegistration(t.db, { registrationId: held.id, by, origin: ORIGIN })).toBe('cancelled')
    expect((await registration(held.id)).status).toBe('cancelled')
    expect((await orderOf('event', held.id)).status).toBe('expired')
    expect(await statusOf(event.id, 'luis')).toBe('offered')

    // Paid anyway on the Checkout page still open: the money goes back, the place stays Luis's offer.
    expect(await stripeTest.standIn.deliver(stripeTest.standIn.pay(held.sessionId))).toBe(200)
    expect((await registration(held.id)).status).toBe('cancelled')
    expect((await orderOf('event', held.id)).status).toBe('refunded')
    expect(await statusOf(event.id, 'luis')).toBe('offered')
  })

  test('an expired Checkout frees the place for the waiting list; the sweep frees one whose expiry never came', async () => {
    const event = await paidEvent(1)
    const held = await hold(event.id, 'ana')
    expect((await register(event.id, 'luis')).kind).toBe('waiting')
    expect(await stripeTest.standIn.deliver(stripeTest.standIn.expire(held.sessionId))).toBe(200)
    expect((await registration(held.id)).status).toBe('expired')
    expect((await orderOf('event', held.id)).status).toBe('expired')
    expect(await statusOf(event.id, 'luis')).toBe('offered')
    expect(await placesTaken(event.id)).toBe(1)

    // No expiry event: the sweep lets the hold go once its grace is past, nobody waits, the counter drops.
    const other = await paidEvent(1)
    const lost = await hold(other.id, 'eva')
    expect(await releaseExpiredHolds(t.db, { origin: ORIGIN })).toBe(0)
    const later = new Date(Date.now() + 3_600_000)
    expect(await releaseExpiredHolds(t.db, { origin: ORIGIN, now: later })).toBe(1)
    expect((await registration(lost.id)).status).toBe('expired')
    expect((await orderOf('event', lost.id)).status).toBe('expired')
    expect(await placesTaken(other.id)).toBe(0)
  })

  test('a completion after the hold was let go gives no place: the payment is refunded', async () => {
    const event = await paidEvent(1)
    const held = await hold(event.id, 'ana')
    expect((await register(event.id, 'luis')).kind).toBe('waiting')
    await releaseExpiredHolds(t.db, { origin: ORIGIN, now: new Date(Date.now() + 3_600_000) })
    expect(await statusOf(event.id, 'luis')).toBe('offered')
    expect(await stripeTest.standIn.deliver(stripeTest.standIn.pay(held.sessionId))).toBe(200)
    await expect.poll(async () => (await orderOf('event', held.id)).status).toBe('refunded')
    expect((await registration(held.id)).status).toBe('expired')
    expect(await statusOf(event.id, 'luis')).toBe('offered')
  })

  test('the person cancels a paid place: refunded by the one path, the place offered to the waiting list', async () => {
    const event = await paidEvent(1)
    const held = await hold(event.id, 'ana')
    await stripeTest.standIn.deliver(stripeTest.standIn.pay(held.sessionId))
    expect((await register(event.id, 'luis')).kind).toBe('waiting')
    const outcome = await cancelRegistration(t.db, {
      registrationId: held.id,
      by: { kind: 'person', user: { id: 'ana', email: 'ana@example.com' } },
      origin: ORIGIN,
    })
    expect(outcome).toBe('cancelled')
    expect((await registration(held.id)).status).toBe('cancelled')
    expect((await orderOf('event', held.id)).status).toBe('refunded')
    expect(await statusOf(event.id, 'luis')).toBe('offered')
    expect(await placesTaken(event.id)).toBe(1)
    expect(await actions()).toEqual(
      expect.arrayContaining(['payment.accessGrant', 'payment.refundRequest', 'payment.refund']),
    )
  })

  test('the coach refunds a paid place from the orders: the place goes to the waiting list', async () => {
    const event = await paidEvent(1)
    const held = await hold(event.id, 'ana')
    await stripeTest.standIn.deliver(stripeTest.standIn.pay(held.sessionId))
    expect((await register(event.id, 'luis')).kind).toBe('waiting')
    const order = await orderOf('event', held.id)
    const intent = String(order.paymentIntentId)
    const refund = stripeTest.standIn.refundPayment(intent)
    expect(await stripeTest.standIn.deliver(refund?.event ?? completionMissing())).toBe(200)
    expect((await registration(held.id)).status).toBe('cancelled')
    expect(await statusOf(event.id, 'luis')).toBe('offered')
    expect(await actions()).toContain('payment.accessRevoke')
  })

  describe('paid one-to-one sessions', () => {
    let kindId: number
    beforeEach(async () => {
      kindId = await insertBookableKind(t.db, { priceCents: 4000 })
    })
    const kind = async () => {
      const found = await findKind(t.db, kindId)
      if (!found) throw new Error('kind missing')
      return found
    }
    const firstSlot = async () => {
      const now = new Date()
      const from = siteToday(new Date(now.getTime() + 3 * 86_400_000), ZONE)
      const slots = await offeredSlots(t.db, { kind: await kind(), from, days: 1, now, timeZone: ZONE })
      return slots.map((slot) => slot.start)
    }
    const book = async (user: string, start: string) =>
      bookForPerson(t.db, {
        kind: await kind(),
        user: buyer(user),
        start: new Date(start),
        locale: 'es',
        origin: ORIGIN,
      })
    const booking = (id: number) =>
      t.db.selectFrom('booking').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const claims = async (id: number) =>
      (await t.db.selectFrom('booking_claim').select('instant').where('bookingId', '=', id).execute()).length
    const heldBooking = async (user: string, start: string) => {
      const outcome = await book(user, start)
      if (outcome.kind !== 'checkout') throw new Error(`expected checkout, got ${outcome.kind}`)
      const row = await t.db
        .selectFrom('booking')
        .select('id')
        .where('userId', '=', user)
        .where('status', '=', 'held')
        .executeTakeFirstOrThrow()
      return { id: row.id, sessionId: outcome.url.split('/').pop() ?? '' }
    }

    test('held with its time claimed, confirmed by the webhook with both mails, refunded on cancel', async () => {
      const [start = ''] = await firstSlot()
      const held = await heldBooking('ana', start)
      expect((await booking(held.id)).status).toBe('held')
      expect(await claims(held.id)).toBeGreaterThan(0)
      expect(await firstSlot()).not.toContain(start)
      expect((await book('luis', start)).kind).toBe('taken')

      expect(await stripeTest.standIn.deliver(stripeTest.standIn.pay(held.sessionId))).toBe(200)
      expect((await booking(held.id)).status).toBe('confirmed')
      const order = await orderOf('booking', held.id)
      expect(order).toMatchObject({ status: 'paid', itemTitle: 'Sesión individual de técnica' })
      // The receipt, and the confirmation with the .ics to both sides.
      const toAna = [await smtp.next('ana@example.com'), await smtp.next('ana@example.com')]
      expect(toAna.some((mail) => mail.subject.includes(order.number))).toBe(true)
      expect(toAna.some((mail) => mail.attachments.some((file) => file.filename === 'sesion.ics'))).toBe(true)
      const toCoach = await smtp.next(COACH)
      expect(toCoach.attachments.some((file) => file.filename === 'sesion.ics')).toBe(true)

      const cancelled = await cancelForPerson(t.db, { id: held.id, user: buyer('ana'), origin: ORIGIN })
      expect(cancelled.kind).toBe('done')
      expect((await orderOf('booking', held.id)).status).toBe('refunded')
      expect(await claims(held.id)).toBe(0)
      expect(await firstSlot()).toContain(start)
      // In "Mis reservas", a cancelled paid session reads as cancelled.
      const { upcoming } = await bookingsOf(t.db, 'ana', new Date())
      expect(upcoming.find((row) => row.id === held.id)).toMatchObject({ status: 'cancelled', unpaid: false })
    })

    test('an unpaid hold ends by the expiry event or the sweep and the time is free again', async () => {
      const [first = '', second = ''] = await firstSlot()
      const one = await heldBooking('ana', first)
      expect(await stripeTest.standIn.deliver(stripeTest.standIn.expire(one.sessionId))).toBe(200)
      expect((await booking(one.id)).status).toBe('cancelled')
      expect((await orderOf('booking', one.id)).status).toBe('expired')
      expect(await claims(one.id)).toBe(0)

      const two = await heldBooking('luis', second)
      expect(await releaseExpiredSlotHolds(t.db)).toBe(0)
      expect(await releaseExpiredSlotHolds(t.db, new Date(Date.now() + 3_600_000))).toBe(1)
      expect((await booking(two.id)).status).toBe('cancelled')
      expect(await claims(two.id)).toBe(0)
      expect(await firstSlot()).toEqual(expect.arrayContaining([first, second]))
      // In "Mis reservas", each is a hold never paid, not a session the person cancelled.
      for (const [user, id] of [
        ['ana', one.id],
        ['luis', two.id],
      ] as const) {
        const { upcoming } = await bookingsOf(t.db, user, new Date())
        expect(upcoming.find((row) => row.id === id)).toMatchObject({ status: 'cancelled', unpaid: true })
      }
    })

    test('deleting the account lets its unpaid hold go with no mail; a payment that comes later is refunded', async () => {
      const [start = ''] = await firstSlot()
      const held = await heldBooking('ana', start)
      await cancelFutureBookingsOf(t.db, 'ana', ORIGIN)
      await expect(smtp.next(COACH, 1_500)).rejects.toThrow('no mail')
      expect((await booking(held.id)).status).toBe('cancelled')
      expect((await orderOf('booking', held.id)).status).toBe('expired')
      expect(await firstSlot()).toContain(start)

      expect(await stripeTest.standIn.deliver(stripeTest.standIn.pay(held.sessionId))).toBe(200)
      await expect.poll(async () => (await orderOf('booking', held.id)).status).toBe('refunded')
      expect((await booking(held.id)).status).toBe('cancelled')
    })
  })
})

function completionMissing(): never {
  throw new Error('the stand-in found no payment to refund')
}
