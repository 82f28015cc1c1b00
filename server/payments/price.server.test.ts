import { describe, expect, test } from 'vitest'
import { CourseSchema, courseSchema } from '#app/schemas/courses.ts'
import { planAdminSchema } from '#app/schemas/memberships.ts'
import { priceHintKey, priceInput } from '#app/schemas/price.ts'
import { currencyDigits, formatPrice, fromMinorUnits, toMinorUnits } from './price.server.ts'

describe('prices', () => {
  test('are shown in the reader’s language from an amount in the currency’s smallest unit', () => {
    const nbsp = /\s/g
    expect(formatPrice(4500, 'eur', 'es').replace(nbsp, ' ')).toBe('45,00 €')
    expect(formatPrice(4550, 'eur', 'en')).toBe('€45.50')
    expect(formatPrice(4500, 'usd', 'de').replace(nbsp, ' ')).toBe('45,00 $')
    // Yen have no smaller unit: Stripe's 4500 is ¥4,500.
    expect(formatPrice(4500, 'jpy', 'ja')).toBe('￥4,500')
    // Arabic (the interface's `ae`, formatted as `ar`): right-to-left mark, Latin digits.
    expect(formatPrice(4500, 'eur', 'ae')).toBe('\u200f45.00 €'.replace(' ', '\u00a0'))
  })

  test('amounts go to and from Stripe’s smallest unit by Stripe’s own table of decimals', () => {
    expect([
      currencyDigits('eur'),
      currencyDigits('JPY'),
      currencyDigits('krw'),
      currencyDigits('kwd'),
    ]).toEqual([2, 0, 0, 3])
    // ISO gives the Icelandic króna no decimals, Stripe counts it in hundredths.
    expect(currencyDigits('isk')).toBe(2)
    expect(toMinorUnits(45.5, 'eur')).toBe(4550)
    expect(toMinorUnits(4500, 'jpy')).toBe(4500)
    expect(toMinorUnits(12000, 'krw')).toBe(12000)
    // Three decimals, and Stripe wants the last one 0.
    expect(toMinorUnits(1.25, 'kwd')).toBe(1250)
    expect(toMinorUnits(1.2349, 'bhd')).toBe(1230)
    expect(toMinorUnits(0.1 + 0.2, 'usd')).toBe(30)
    expect(fromMinorUnits(4550, 'eur')).toBe(45.5)
    expect(fromMinorUnits(4500, 'jpy')).toBe(4500)
    expect(fromMinorUnits(1250, 'kwd')).toBe(1.25)
  })

  test('zero- and three-decimal currencies are shown with their own decimals', () => {
    const nbsp = /\s/g
    expect(formatPrice(12000, 'krw', 'ko')).toBe('₩12,000')
    expect(formatPrice(12000, 'krw', 'en')).toBe('₩12,000')
    expect(formatPrice(1250, 'kwd', 'en').replace(nbsp, ' ')).toBe('KWD 1.250')
    expect(formatPrice(1250, 'kwd', 'es').replace(nbsp, ' ')).toBe('1,250 KWD')
    expect(formatPrice(990000, 'isk', 'en').replace(nbsp, ' ')).toBe('ISK 9,900')
  })

  test('the course editor takes a price as typed and stores cents; empty means not for sale', () => {
    const base = { title: 'Defensa', level: 'beginner', status: 'draft' }
    const price = (value?: string) => CourseSchema.safeParse({ ...base, price: value })
    expect(price('45').data?.price).toBe(4500)
    expect(price('45,50').data?.price).toBe(4550)
    expect(price('45.5').data?.price).toBe(4550)
    expect(price(undefined).data?.price).toBeUndefined()
    expect(price('cuarenta').error?.issues[0]?.message).toBe('courses:errors.priceFormat')
    expect(price('45,505').error?.issues[0]?.message).toBe('courses:errors.priceFormat')
    expect(price('0,20').error?.issues[0]?.message).toBe('courses:errors.priceMinimum')
  })

  test('the editors read and show prices in the currency’s own units: JPY whole, KWD in thousandths', () => {
    const base = { title: 'Defensa', level: 'beginner', status: 'draft' }
    const course = (currency: string, value: string) =>
      courseSchema(currency).safeParse({ ...base, price: value })
    const error = (currency: string, value: string) => course(currency, value).error?.issues[0]?.message
    expect(course('jpy', '4500').data?.price).toBe(4500)
    expect(error('jpy', '45,50')).toBe('courses:errors.priceFormatWhole')
    expect(error('jpy', '20')).toBe('courses:errors.priceMinimumWhole')
    expect(course('kwd', '12,25').data?.price).toBe(12250)
    expect(course('kwd', '1.250').data?.price).toBe(1250)
    expect(error('kwd', '1,255')).toBe('courses:errors.priceFormatThousandths')
    expect(error('kwd', '0,2')).toBe('courses:errors.priceMinimumThousandths')
    expect(course('eur', '45,50').data?.price).toBe(4550)
    const plan = (currency: string, price: string) =>
      planAdminSchema(currency).safeParse({ intent: 'create', name: 'Socio', interval: 'month', price })
    expect(plan('jpy', '980').data).toMatchObject({ price: 980 })
    expect(plan('kwd', '3,5').data).toMatchObject({ price: 3500 })
    expect(plan('eur', '9,50').data).toMatchObject({ price: 950 })
    // What the editor shows back for a stored price.
    expect([priceInput(4500, 'jpy'), priceInput(1250, 'kwd'), priceInput(4550, 'eur')]).toEqual([
      '4500',
      '1.250',
      '45.50',
    ])
    expect(priceInput(null, 'jpy')).toBe('')
    expect(priceHintKey('courses:fields.priceSaleHint', 'JPY')).toBe('courses:fields.priceSaleHintWhole')
    expect(priceHintKey('memberships:admin.priceHint', 'eur')).toBe('memberships:admin.priceHint')
  })
})
