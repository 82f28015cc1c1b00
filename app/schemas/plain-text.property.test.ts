import fc from 'fast-check'
import { expect, test } from 'vitest'
import { hostileText } from '#tests/arbitraries.ts'
import { hasControlCharacters, plainString, withoutControlCharacters } from './plain-text.ts'

test('stripping leaves no control character, keeps every other character in order, and is idempotent', () => {
  fc.assert(
    fc.property(hostileText, (text) => {
      const clean = withoutControlCharacters(text)
      expect(hasControlCharacters(clean)).toBe(false)
      expect(withoutControlCharacters(clean)).toBe(clean)
      const kept = [...text].filter((character) => !hasControlCharacters(character)).join('')
      expect(clean).toBe(kept)
    }),
    { numRuns: 500 },
  )
})

test('plainString accepts exactly the texts without control characters', () => {
  const single = plainString()
  const multi = plainString({ multiline: true })
  fc.assert(
    fc.property(hostileText, (text) => {
      expect(single.safeParse(text).success).toBe(!hasControlCharacters(text))
      expect(multi.safeParse(text).success).toBe(!hasControlCharacters(text, { multiline: true }))
      if (multi.safeParse(text).success) expect(multi.parse(text)).toBe(text)
    }),
    { numRuns: 500 },
  )
  expect(multi.safeParse('línea 1\r\n\tlínea 2').success).toBe(true)
  expect(single.safeParse('línea 1\nlínea 2').success).toBe(false)
})
