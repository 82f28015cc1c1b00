import { paymentsEnabled } from './stripe-client.server.ts'

/**
 * A place or slot paid through Checkout is held for the person while they pay
 * (docs/decisions/042-paid-events-and-sessions.md). The hold ends when the Checkout session does:
 * Stripe's shortest session lives 30 minutes from its creation, and the session is created a moment
 * after the hold, so the hold is one minute longer.
 */
export const HOLD_MINUTES = 31

/** The sweep lets a hold go this long after its end, so Stripe's own `checkout.session.expired` comes first. */
export const HOLD_SWEEP_GRACE_MS = 10 * 60_000

export const holdUntil = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString()

/** The holds the sweep may release at `now`: ended, and the grace past. */
export const sweepBefore = (now: Date) => new Date(now.getTime() - HOLD_SWEEP_GRACE_MS).toISOString()

/** Whether a price is paid through Stripe here: a price, and payments configured. Else today's path. */
export const paidThroughStripe = (priceCents: number | null) =>
  priceCents !== null && priceCents > 0 && paymentsEnabled()
