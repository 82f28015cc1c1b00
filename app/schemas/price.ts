import { z } from './zod.ts'

/**
 * Stripe counts amounts in a currency's smallest unit, and its own table of units is what counts
 * (docs.stripe.com/currencies): zero-decimal currencies are sent whole (¥4500 is 4500), the
 * three-decimal ones in thousandths (and Stripe wants their last digit 0), every other one in
 * hundredths — even where ISO has none, as for ISK. The editors read and show prices with it.
 */
const ZERO_DECIMAL = new Set([
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
]) // prettier-ignore
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND'])

export type CurrencyDigits = 0 | 2 | 3

/** How many decimals Stripe's amounts of a currency carry: 0 (JPY), 3 (KWD) or 2 (EUR). */
export function currencyDigits(currency: string): CurrencyDigits {
  const code = currency.toUpperCase()
  if (ZERO_DECIMAL.has(code)) return 0
  if (THREE_DECIMAL.has(code)) return 3
  return 2
}

/** An amount in whole units (45.5 €) as Stripe's integer in the smallest unit (4550). */
export function toMinorUnits(amount: number, currency: string) {
  const digits = currencyDigits(currency)
  // Stripe refuses a three-decimal amount whose last digit is not 0: those are rounded to hundredths.
  return digits === 3 ? Math.round(amount * 100) * 10 : Math.round(amount * 10 ** digits)
}

/** Stripe's integer amount (4550) in whole units (45.5). */
export const fromMinorUnits = (minor: number, currency: string) => minor / 10 ** currencyDigits(currency)

/** A price in the currency's smallest unit as the editor shows it back ("45.50", "4500", "1.250"). */
export const priceInput = (minor: number | null | undefined, currency: string) =>
  minor == null ? '' : fromMinorUnits(minor, currency).toFixed(currencyDigits(currency))

/**
 * How a price is typed, by the currency's decimals: whole units for JPY, up to two decimals for EUR,
 * up to three for KWD with the last one 0 (Stripe's rule); the lowest price Stripe takes (about half
 * a unit, ¥50) and the messages, whose examples fit the currency.
 */
const PRICE_RULES = {
  0: { pattern: /^\d{1,8}$/, minimum: 50, suffix: 'Whole' },
  2: { pattern: /^\d{1,6}([.,]\d{1,2})?$/, minimum: 50, suffix: '' },
  3: { pattern: /^\d{1,6}([.,]\d{1,2}0?)?$/, minimum: 500, suffix: 'Thousandths' },
} as const

/** The editors' hint key for a price in this currency (`…Hint`, `…HintWhole`, `…HintThousandths`). */
export const priceHintKey = <K extends string>(key: K, currency: string) =>
  `${key}${PRICE_RULES[currencyDigits(currency)].suffix}` as const

/** A price with tax typed in `currency` ("45" or "45,50"; "4500" in JPY), read in its smallest unit. */
export function priceField(currency: string) {
  const rule = PRICE_RULES[currencyDigits(currency)]
  return z
    .string()
    .trim()
    .regex(rule.pattern, `courses:errors.priceFormat${rule.suffix}`)
    .transform((value) => toMinorUnits(Number(value.replace(',', '.')), currency))
    .pipe(z.number().int().min(rule.minimum, `courses:errors.priceMinimum${rule.suffix}`))
}
