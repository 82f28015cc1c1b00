import { formatNumber } from '#app/i18n/format.ts'

const minorDigits = new Map<string, number>()

/** How many decimals a currency's amounts have (2 for EUR, 0 for JPY): Stripe counts in that unit. */
export function currencyDigits(currency: string) {
  const code = currency.toUpperCase()
  let digits = minorDigits.get(code)
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number
    minorDigits.set(code, digits)
  }
  return digits
}

/**
 * A price as people read it in their language ("45,00 €", "€45.00", "٤٥٫٠٠ €"), from an amount in
 * the currency's smallest unit. Prices are stored and shown with tax included.
 */
export function formatPrice(amount: number, currency: string, language: string) {
  const code = currency.toUpperCase()
  return formatNumber(amount / 10 ** currencyDigits(code), language, { style: 'currency', currency: code })
}
