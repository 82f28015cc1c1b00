import fc from 'fast-check'
import { typedText } from './arbitraries.ts'
import { singleLinePayloads } from './xss-corpus.ts'

/**
 * Valid editor documents (what the TipTap editor can produce) for property tests: every node,
 * mark and attribute the schema allows, with text from the XSS corpus among ordinary words.
 */

const text = fc.oneof(typedText(1, 80), fc.constantFrom(...singleLinePayloads(300)))
const href = fc.oneof(
  fc.constantFrom('https://example.com/a?b=1#c', 'mailto:ana@example.com', '/concepts/rondo', '#notas'),
  fc.webUrl({ validSchemes: ['https', 'http'] }).filter((url) => !/[\s"<>`\\]/.test(url)),
)
const mark = fc.oneof(
  fc.constantFrom('bold', 'italic', 'underline', 'strike', 'code').map((type) => ({ type })),
  fc.record({ type: fc.constant('link'), attrs: fc.record({ href, title: fc.option(text, { nil: null }) }) }),
)
const textNode = fc.record(
  { type: fc.constant('text'), text, marks: fc.uniqueArray(mark, { maxLength: 3, selector: (m) => m.type }) },
  { requiredKeys: ['type', 'text'] },
)
const inline = fc.array(fc.oneof({ weight: 5, arbitrary: textNode }, fc.constant({ type: 'hardBreak' })), {
  maxLength: 4,
})
const paragraph = inline.map((content) => ({ type: 'paragraph', content }))
const leaf = fc.oneof(
  paragraph,
  fc.record({
    type: fc.constant('heading'),
    attrs: fc.record({ level: fc.constantFrom(2, 3, 4) }),
    content: inline,
  }),
  fc.record({
    type: fc.constant('codeBlock'),
    attrs: fc.record({ language: fc.constantFrom(null, 'js', 'html') }),
    content: fc.array(fc.record({ type: fc.constant('text'), text }), { maxLength: 2 }),
  }),
  fc.constant({ type: 'horizontalRule' }),
  fc.record({
    type: fc.constant('image'),
    attrs: fc.record({
      src: fc.stringMatching(/^\/media\/[a-z0-9-]{1,20}\.webp$/),
      alt: fc.option(text, { nil: null }),
      caption: fc.option(text, { nil: null }),
      width: fc.option(fc.integer({ min: 1, max: 4000 }), { nil: null }),
      height: fc.option(fc.integer({ min: 1, max: 4000 }), { nil: null }),
    }),
  }),
  fc.record({
    type: fc.constant('youtube'),
    attrs: fc.record({
      videoId: fc.stringMatching(/^[A-Za-z0-9_-]{11}$/),
      start: fc.integer({ min: 0, max: 86_400 }),
    }),
  }),
)

const { block } = fc.letrec<{ block: unknown }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ type: fc.constant('blockquote'), content: fc.array(tie('block'), { maxLength: 3 }) }),
    fc.record({
      type: fc.constantFrom('bulletList', 'orderedList'),
      content: fc.array(
        fc.record({ type: fc.constant('listItem'), content: fc.array(tie('block'), { maxLength: 2 }) }),
        { maxLength: 3 },
      ),
    }),
    fc.record({
      type: fc.constant('table'),
      content: fc.array(
        fc.record({
          type: fc.constant('tableRow'),
          content: fc.array(
            fc.record({
              type: fc.constantFrom('tableCell', 'tableHeader'),
              content: fc.array(tie('block'), { maxLength: 2 }),
            }),
            { maxLength: 3 },
          ),
        }),
        { maxLength: 3 },
      ),
    }),
  ),
}))

/** A document the editor could have written. */
export const validDoc = fc.array(block, { maxLength: 6 }).map((content) => ({ type: 'doc', content }))
