import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from 'react-router'
import { answersFor, RegistrationSchema } from '#app/schemas/event.ts'
import { assertSameOrigin } from '../auth/csrf.server.ts'
import type { SessionUser } from '../auth/guards.server.ts'
import type { Db } from '../db/connection.server.ts'
import { publicOrigin } from '../http/origin.server.ts'
import type { EventQuestions } from '#app/schemas/event-values.ts'
import { getLocale } from '../i18n/i18n.server.ts'
import { logger } from '../logger.server.ts'
import type { Buyer } from '../payments/checkout.server.ts'
import { resumePlacePayment, startPlacePayment } from './paid-registrations.server.ts'
import { registerForEvent, type Participant } from './registrations.server.ts'

const OUTCOME_ERRORS = {
  closed: 'events:errors.closed',
  already: 'events:errors.already',
  held: 'events:errors.already',
  notYours: 'events:errors.who',
} as const

/**
 * The registration form's action: the same schema as the browser, the event's required questions,
 * then the registration; a mistake answers 400 with the form's values kept, success goes to the
 * person's registrations.
 */
export async function submitRegistration(
  db: Db,
  {
    request,
    context,
    user,
    event,
  }: {
    request: Request
    context: AppLoadContext
    user: SessionUser
    event: { id: number; questions: EventQuestions }
  },
) {
  assertSameOrigin(request)
  const submission = parseWithZod(await request.formData(), { schema: RegistrationSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const form = submission.value
  const { answers, missing } = answersFor(event.questions, form)
  if (Object.keys(missing).length)
    return data({ result: submission.reply({ fieldErrors: missing }) }, { status: 400 })
  const participant: Participant =
    form.who === 'self'
      ? { kind: 'self' }
      : form.who === 'new'
        ? { kind: 'new', name: form.playerName ?? '', birthYear: form.playerBirthYear ?? 0 }
        : { kind: 'player', playerId: Number(form.who) }
  const account = await db.selectFrom('user').select('locale').where('id', '=', user.id).executeTakeFirst()
  const outcome = await registerForEvent(db, {
    eventId: event.id,
    user: {
      id: user.id,
      name: [user.name, user.lastName].filter(Boolean).join(' '),
      email: user.email,
      locale: account?.locale ?? null,
    },
    participant,
    answers,
    ip: context.clientIp,
    origin: publicOrigin(request),
  })
  if (outcome.kind === 'pending') {
    const buyer = { id: user.id, email: user.email, name: user.name }
    const url = await payForPlace(db, { registrationId: outcome.registrationId, buyer, request })
    if (!url)
      return data(
        { result: submission.reply({ formErrors: ['events:errors.paymentUnavailable'] }) },
        { status: 503 },
      )
    throw redirect(url)
  }
  if (outcome.kind === 'held') {
    const url = await checkoutToResume(db, outcome.registrationId, user.id)
    if (url) throw redirect(url)
  }
  if (outcome.kind === 'confirmed' || outcome.kind === 'waiting')
    throw redirect(`/account/events?done=${outcome.kind}`)
  return data({ result: submission.reply({ formErrors: [OUTCOME_ERRORS[outcome.kind]] }) }, { status: 409 })
}

/**
 * Sends the person to pay a place held for them (a registration or a taken offer): Checkout's
 * address, or null when Stripe cannot be reached (the hold is let go, the person may try again).
 */
export async function payForPlace(
  db: Db,
  { registrationId, buyer, request }: { registrationId: number; buyer: Buyer; request: Request },
) {
  try {
    return await startPlacePayment(db, {
      registrationId,
      buyer,
      language: getLocale(request),
      origin: publicOrigin(request),
    })
  } catch (error) {
    logger.error({ err: error, registrationId }, 'Stripe Checkout for a place could not be started')
    return null
  }
}

/** The open Checkout of the person's held place, or null when Stripe cannot say (the form then explains). */
export async function checkoutToResume(db: Db, registrationId: number, userId: string) {
  try {
    return (await resumePlacePayment(db, { registrationId, userId })) ?? null
  } catch (error) {
    logger.error({ err: error, registrationId }, 'Stripe Checkout of a held place could not be found')
    return null
  }
}
