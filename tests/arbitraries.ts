import fc from 'fast-check'
import { hasControlCharacters, withoutControlCharacters } from '#app/schemas/plain-text.ts'
import { singleLinePayloads, XSS_CORPUS } from './xss-corpus.ts'

/**
 * fast-check generators for the form schemas' property tests: hostile input of every kind, and
 * valid values within a field's limits (plain text, XSS payloads that fit, e-mail addresses).
 */

/** Characters that break naive code: NUL and other controls, bidi overrides, half surrogates, markup. */
const trickyUnit = fc.constantFrom(
  'a',
  'Ñ',
  ' ',
  '\u0000',
  '\t',
  '\n',
  '\r',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '😀',
  '<',
  '>',
  '"',
  "'",
  '&',
  '{',
  '$',
  '\\',
)

/** Any string a request could carry, and then some. */
export const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: trickyUnit, maxLength: 40 }),
  fc.constantFrom(...XSS_CORPUS),
  fc.string({ maxLength: 6000 }),
)

/** Any value at all where a field is expected: strings, numbers, arrays, objects, nothing. */
export const anyFieldValue = fc.oneof(hostileText, fc.anything(), fc.constant(undefined))

/** An object with the given keys (some missing) holding anything at all. */
export const hostileRecord = (keys: string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), anyFieldValue, { maxKeys: keys.length + 3 })

/** Characters as the schemas count them (Zod's length checks count code points, not UTF-16 units). */
export const characters = (text: string) => [...text].length

/** Text a person could type into a field of `min`..`max` characters: no control characters, trimmed. */
export const typedText = (min: number, max: number) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
      fc.constantFrom(...singleLinePayloads(max)),
      fc.string({ unit: trickyUnit, minLength: min, maxLength: max }),
    )
    .map((value) => withoutControlCharacters(value).trim())
    .filter((value) => characters(value) >= min && characters(value) <= max)

/** A well-formed ASCII address, sometimes in capitals (the schemas lower-case it). */
export const emailAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}[a-z0-9]$/),
    fc.stringMatching(/^[a-z0-9]{1,20}$/),
    fc.stringMatching(/^[a-z]{2,6}$/),
    fc.boolean(),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain, tld, upper]) => {
    const address = `${local}@${domain}.${tld}`
    return upper ? address.toUpperCase() : address
  })

/** A password the rules accept (no e-mail given): 10 to 128 characters. */
export const goodPassword = fc.string({ unit: 'grapheme-ascii', minLength: 10, maxLength: 60 })

/** Every string value in a parsed result, with its path, to check limits on. */
export function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${path}[${i}]`))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key))
  return []
}

/** The invariants every accepted text field keeps: trimmed when asked, no control characters. */
export function expectCleanText(value: string, { multiline = false, trimmed = true } = {}) {
  if (hasControlCharacters(value, { multiline }))
    throw new Error(`control character in ${JSON.stringify(value)}`)
  if (trimmed && value !== value.trim()) throw new Error(`untrimmed ${JSON.stringify(value)}`)
}
