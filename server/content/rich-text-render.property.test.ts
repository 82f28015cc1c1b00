import fc from 'fast-check'
import { expect, test } from 'vitest'
import { hostileText } from '#tests/arbitraries.ts'
import { unsafeHtml } from '#tests/rich-text-corpus.ts'
import { validDoc } from '#tests/rich-text-arbitraries.ts'
import { escapeHtml } from './escape-html.server.ts'
import { renderRichText, richTextPlain } from './rich-text.server.ts'
import { validateRichText } from './rich-text-validate.server.ts'

/**
 * The renderer on any value at all (issue #14): it never throws, and its HTML never holds a script,
 * an event-handler attribute or a script:/data: URL. Valid documents keep every text, escaped.
 */

const ACTIVE = /<script|<iframe|<object|<embed|<style|\son[a-z]+\s*=|javascript:|vbscript:|data:/i
/**
 * The markup without its text and attribute values (escaped, they may say anything): what is left
 * are tag and attribute names. unsafeHtml checks the values of href and src.
 */
const tagsOf = (html: string) =>
  (html.match(/<[^>]*>/g) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""')).join(' ')

test('any value, of any shape or prototype, renders without throwing and inert', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.anything({
          withNullPrototype: true,
          withBoxedValues: true,
          withSparseArray: true,
          withBigInt: true,
        }),
        hostileText,
      ),
      (value) => {
        const html = renderRichText(value)
        expect(tagsOf(html)).not.toMatch(ACTIVE)
        expect(unsafeHtml(html)).toEqual([])
        expect(typeof richTextPlain(value)).toBe('string')
      },
    ),
    { numRuns: 1000 },
  )
})

test('every valid document renders inert, with each text escaped in place', () => {
  fc.assert(
    fc.property(validDoc, (doc) => {
      const result = validateRichText(JSON.stringify(doc))
      expect(result.success).toBe(true)
      if (!result.success) return
      expect(tagsOf(result.html)).not.toMatch(ACTIVE)
      expect(unsafeHtml(result.html)).toEqual([])
      const texts = JSON.stringify(doc).match(/"text":"((?:[^"\\]|\\.)*)"/g) ?? []
      for (const raw of texts) {
        const text = JSON.parse(raw.slice(7)) as string
        expect(result.html).toContain(escapeHtml(text))
      }
    }),
    { numRuns: 300 },
  )
})
