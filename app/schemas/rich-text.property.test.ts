import fc from 'fast-check'
import { expect, test } from 'vitest'
import { hostileText } from '#tests/arbitraries.ts'
import { validDoc } from '#tests/rich-text-arbitraries.ts'
import { checkRichText, RICH_TEXT_ERRORS, RichTextDocSchema, richTextField } from './rich-text.ts'

/** Property tests of the rich-text schema (issue #14); the renderer's are in server/content. */

const ERROR_KEYS: string[] = Object.values(RICH_TEXT_ERRORS)
const anyValue = fc.anything({
  withNullPrototype: true,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withBigInt: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
})

test('any value or text never throws: it is a document or a translated error', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        anyValue,
        hostileText,
        fc.jsonValue().map((v) => JSON.stringify(v)),
      ),
      (input) => {
        const result = checkRichText(input)
        if (!result.success) expect(ERROR_KEYS).toContain(result.error)
        expect(typeof RichTextDocSchema.safeParse(input).success).toBe('boolean')
        expect(typeof richTextField.safeParse(input).success).toBe('boolean')
      },
    ),
    { numRuns: 1000 },
  )
})

test('every document the editor can write is accepted, and survives a round trip unchanged', () => {
  fc.assert(
    fc.property(validDoc, (doc) => {
      const json = JSON.stringify(doc)
      const result = checkRichText(json)
      expect(result.success, json.slice(0, 300)).toBe(true)
      if (!result.success) return
      expect(result.doc).toEqual(doc)
      expect(checkRichText(JSON.stringify(result.doc))).toEqual(result)
    }),
    { numRuns: 300 },
  )
})

test('a valid document with an unknown key, node or event attribute anywhere is refused', () => {
  fc.assert(
    fc.property(
      validDoc,
      fc.constantFrom('onclick', 'style', 'class', 'href', 'src', 'srcdoc'),
      (doc, key) => {
        const hostile = {
          ...doc,
          content: [...doc.content, { type: 'paragraph', attrs: { [key]: '__xss()' } }],
        }
        expect(checkRichText(JSON.stringify(hostile)).success).toBe(false)
        const unknown = { ...doc, content: [{ type: 'rawHtml', content: [] }, ...doc.content] }
        expect(checkRichText(JSON.stringify(unknown)).success).toBe(false)
      },
    ),
    { numRuns: 200 },
  )
})
