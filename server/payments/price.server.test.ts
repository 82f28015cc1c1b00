import { describe, expect, test } from 'vitest'
import { CourseSchema } from '#app/schemas/courses.ts'
import { formatPrice } from './price.server.ts'

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
})
