import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { loadDemoContent } from './demo/load.server.ts'
import { validateRichText } from './rich-text-validate.server.ts'
import { renderRichText, richTextPlain } from './rich-text.server.ts'
import {
  editorDoc,
  hostileDocs,
  hostileJson,
  HOSTILE_ATTRS,
  HOSTILE_HREFS,
  HOSTILE_MARK_TYPES,
  HOSTILE_MEDIA_SRCS,
  HOSTILE_NODE_TYPES,
  HOSTILE_VIDEO_IDS,
  unsafeHtml,
} from '#tests/rich-text-corpus.ts'

describe('the renderer never emits markup that runs', () => {
  test('the strict HTML reader catches what it must', () => {
    expect(unsafeHtml('<p>ok <a href="/x">a</a></p>')).toEqual([])
    expect(unsafeHtml('<script>alert(1)</script>')).not.toEqual([])
    expect(unsafeHtml('<p onclick="x">a</p>')).not.toEqual([])
    expect(unsafeHtml('<a href="javascript:alert(1)">a</a>')).not.toEqual([])
    expect(unsafeHtml('<a href="&#106;avascript:alert(1)">a</a>')).not.toEqual([])
    expect(unsafeHtml('<img src="https://evil.example/x.png">')).not.toEqual([])
    expect(unsafeHtml('<p>a</p><iframe src=x>')).not.toEqual([])
  })

  test.each(hostileDocs().map((item) => [item.name, item] as const))('%s renders inert', (_name, item) => {
    const html = renderRichText(hostileJson(item))
    expect(unsafeHtml(html)).toEqual([])
    expect(html).not.toMatch(/<script|<iframe|\son\w+=|javascript:|vbscript:|data:/i)
  })

  test('validateRichText refuses each hostile document with a translation key and saves nothing', () => {
    for (const item of hostileDocs()) {
      const result = validateRichText(hostileJson(item))
      expect(result, item.name).toEqual({
        success: false,
        error: expect.stringMatching(/^editor:errors\.\w+$/),
      })
    }
  })

  test('the demo posts and concepts are valid documents, so editing them saves', () => {
    const { posts, concepts } = loadDemoContent()
    for (const body of [...posts.map((post) => post.body), ...concepts.map((concept) => concept.body)])
      expect(validateRichText(JSON.stringify(body)).success).toBe(true)
  })

  test('validateRichText gives what to store for a valid document', () => {
    const result = validateRichText(JSON.stringify(editorDoc))
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(JSON.parse(result.json)).toEqual(editorDoc)
    expect(result.html).toBe(renderRichText(editorDoc))
    expect(unsafeHtml(result.html)).toEqual([])
    expect(result.plain).toContain('Rondos')
  })

  const hostileString = fc.oneof(
    fc.constantFrom(
      ...HOSTILE_HREFS,
      ...HOSTILE_MEDIA_SRCS,
      ...HOSTILE_VIDEO_IDS,
      '<script>alert(1)</script>',
    ),
    fc.string(),
    fc.constantFrom('dQw4w9WgXcQ', '/media/a.webp', 'https://example.com', '/concepts/rondo'),
  )
  const nodeType = fc.constantFrom(
    ...HOSTILE_NODE_TYPES,
    'doc',
    'paragraph',
    'heading',
    'text',
    'image',
    'youtube',
    'table',
    'tableRow',
    'tableCell',
    'tableHeader',
    'bulletList',
    'orderedList',
    'listItem',
    'codeBlock',
    'blockquote',
  )
  const attrs = fc.dictionary(
    fc.constantFrom(
      ...HOSTILE_ATTRS,
      'src',
      'alt',
      'caption',
      'videoId',
      'start',
      'level',
      'colspan',
      'width',
    ),
    fc.oneof(hostileString, fc.integer(), fc.jsonValue()),
  )
  const mark = fc.record({
    type: fc.constantFrom(...HOSTILE_MARK_TYPES, 'link', 'bold', 'code'),
    attrs: fc.option(fc.record({ href: hostileString }), { nil: undefined }),
  })
  const { node } = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.record(
      {
        type: nodeType,
        text: hostileString,
        attrs: fc.oneof(attrs, fc.jsonValue()),
        marks: fc.array(mark, { maxLength: 3 }),
        content: fc.array(tie('node'), { maxLength: 3 }),
      },
      { requiredKeys: ['type'] },
    ),
  }))

  test('property: any node tree of hostile parts renders inert', () => {
    fc.assert(
      fc.property(node, (tree) => {
        expect(unsafeHtml(renderRichText(tree))).toEqual([])
        expect(unsafeHtml(renderRichText({ type: 'doc', content: [tree] }))).toEqual([])
      }),
      { numRuns: 2000 },
    )
  })

  test('property: arbitrary JSON renders inert and never throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(unsafeHtml(renderRichText(value))).toEqual([])
        expect(unsafeHtml(renderRichText(JSON.stringify(value)))).toEqual([])
        expect(typeof richTextPlain(value)).toBe('string')
      }),
      { numRuns: 1000 },
    )
  })

  test('property: what the schema accepts renders inert too', () => {
    fc.assert(
      fc.property(node, (tree) => {
        const result = validateRichText(JSON.stringify({ type: 'doc', content: [tree] }))
        if (result.success) expect(unsafeHtml(result.html)).toEqual([])
      }),
      { numRuns: 1000 },
    )
  })
})
