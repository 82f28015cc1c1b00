import type Stripe from 'stripe'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import { publicOrigin } from '../http/origin.server.ts'
import { logger } from '../logger.server.ts'
import { stripe } from './stripe-client.server.ts'

/** What a handler gets besides its event: the webhook's transaction, and work for after its commit. */
export interface EventContext {
  /** The transaction that records the event: the handler's writes commit with it or not at all. */
  db: Db
  /** Runs once the transaction committed, on the database itself (sending a queued mail); a failure is logged. */
  afterCommit(task: (db: Db) => Promise<unknown>): void
  /** The site's public address, for links in what the handlers send. */
  origin: string
}

export type EventHandler<E extends Stripe.Event = Stripe.Event> = (
  event: E,
  context: EventContext,
) => Promise<void>

/** Handlers by event type; each payment module contributes its own (server/payments/event-handlers.server.ts). */
export type EventHandlers = { [T in Stripe.Event.Type]?: EventHandler<Extract<Stripe.Event, { type: T }>>[] }

export type Outcome = 'handled' | 'duplicate'

/**
 * Handles one verified event exactly once: the event's id is recorded in the same transaction as
 * everything its handlers change, so a replay or a duplicate finds it recorded and changes nothing,
 * and a handler that fails rolls the record back with its changes (Stripe gets a 5xx and retries).
 */
export async function processEvent(
  db: Db,
  event: Stripe.Event,
  { handlers, origin }: { handlers: EventHandlers; origin: string },
): Promise<Outcome> {
  const tasks: Array<(db: Db) => Promise<unknown>> = []
  const outcome = await db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('stripe_event')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!recorded) return 'duplicate' as const
    const context: EventContext = { db: trx, afterCommit: (task) => tasks.push(task), origin }
    const forType = (handlers[event.type] ?? []) as EventHandler[]
    for (const handler of forType) await handler(event, context)
    return 'handled' as const
  })
  for (const task of tasks)
    await task(db).catch((error: unknown) =>
      logger.error({ err: error, event: event.id }, 'after a Stripe event'),
    )
  return outcome
}

/**
 * POST /api/stripe/webhook: the signature is checked on the raw body as it came (a forged, altered
 * or stale event gets 400 and changes nothing); a verified event is processed once.
 */
export async function receiveWebhook(db: Db, request: Request, handlers: EventHandlers): Promise<Response> {
  const secret = env().STRIPE_WEBHOOK_SECRET ?? ''
  const signature = request.headers.get('stripe-signature')
  const payload = Buffer.from(await request.arrayBuffer())
  let event: Stripe.Event
  try {
    if (!signature) throw new Error('no Stripe-Signature header')
    event = stripe().webhooks.constructEvent(payload, signature, secret)
  } catch (error) {
    logger.warn({ err: error }, 'Stripe webhook refused: bad signature')
    return Response.json({ error: 'invalid_signature' }, { status: 400 })
  }
  try {
    const outcome = await processEvent(db, event, { handlers, origin: publicOrigin(request) })
    logger.info({ event: event.id, type: event.type, outcome }, 'Stripe event')
    return Response.json({ received: true, outcome })
  } catch (error) {
    logger.error({ err: error, event: event.id, type: event.type }, 'Stripe event failed: Stripe will retry')
    return Response.json({ error: 'handler_failed' }, { status: 500 })
  }
}
