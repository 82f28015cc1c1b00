import { formatNumber } from '#app/i18n/format.ts'
import { fromMinorUnits } from '#app/schemas/price.ts'

export { currencyDigits, fromMinorUnits, toMinorUnits } from '#app/schemas/price.ts'

/**
 * A price as people read it in their language ("45,00 €", "€45.00", "￥4,500", "KWD 1.250"), from
 * an amount in the currency's smallest unit. Prices are stored and shown with tax included.
 */
export function formatPrice(amount: number, currency: string, language: string) {
  const code = currency.toUpperCase()
  return formatNumber(fromMinorUnits(amount, code), language, { style: 'currency', currency: code })
}
