import { z } from './zod.ts'

/** Stripe refuses charges under about half a unit of most currencies. */
const PRICE_MINIMUM_CENTS = 50

/** A price in cents as the editor shows it back ("45.50"). */
export const priceInput = (cents: number | null | undefined) =>
  cents == null ? '' : (cents / 100).toFixed(2)

/** A price with tax typed in the shop's currency ("45" or "45,50"), read as cents. */
export const priceCentsField = z
  .string()
  .trim()
  .regex(/^\d{1,6}([.,]\d{1,2})?$/, 'courses:errors.priceFormat')
  .transform((value) => Math.round(Number(value.replace(',', '.')) * 100))
  .pipe(z.number().int().min(PRICE_MINIMUM_CENTS, 'courses:errors.priceMinimum'))
