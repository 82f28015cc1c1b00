import { describe, expect, test } from 'vitest'
import { readingMinutes, renderRichText, richTextPlain, safeHref } from './rich-text.server.ts'

const doc = (...content: unknown[]) => ({ type: 'doc', content })
const text = (value: string, marks: unknown[] = []) => ({ type: 'text', text: value, marks })
const p = (...content: unknown[]) => ({ type: 'paragraph', content })

describe('rich text rendering', () => {
  test('renders the known nodes and marks', () => {
    const html = renderRichText(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Rondos')] },
        p(
          text('Jugar '),
          text('rápido', [{ type: 'bold' }]),
          text(' y '),
          text('bien', [{ type: 'italic' }]),
        ),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('Uno'))] }] },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [p(text('Tres'))] }],
        },
        { type: 'blockquote', content: [p(text('Cita'))] },
        { type: 'horizontalRule' },
      ),
    )
    expect(html).toBe(
      '<h2>Rondos</h2><p>Jugar <strong>rápido</strong> y <em>bien</em></p><ul><li><p>Uno</p></li></ul>' +
        '<ol start="3"><li><p>Tres</p></li></ol><blockquote><p>Cita</p></blockquote><hr>',
    )
  })

  test('text is escaped and unknown nodes and marks are dropped', () => {
    const html = renderRichText(
      doc(
        p(text('<script>alert(1)</script> & "x"', [{ type: 'evil', attrs: { onclick: 'x' } }])),
        { type: 'iframe', attrs: { src: 'https://evil.example' }, content: [text('hidden')] },
        { type: 'heading', attrs: { level: 1, onclick: 'x' }, content: [text('T')] },
      ),
    )
    expect(html).toBe('<p>&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;x&#34;</p><h2>T</h2>')
  })

  test('links keep only safe targets', () => {
    const link = (href: string) => renderRichText(doc(p(text('a', [{ type: 'link', attrs: { href } }]))))
    expect(link('javascript:alert(1)')).toBe('<p>a</p>')
    expect(link('//evil.example/x')).toBe('<p>a</p>')
    expect(link(' java\tscript:alert(1)')).toBe('<p>a</p>')
    expect(link('/concepts/rondo')).toBe('<p><a href="/concepts/rondo">a</a></p>')
    expect(link('https://example.com/?a=1&b="2"')).toBe(
      '<p><a href="https://example.com/?a=1&#38;b=%222%22" target="_blank" rel="noopener noreferrer">a</a></p>',
    )
    expect(safeHref('mailto:coach@example.com')).toBe('mailto:coach@example.com')
    expect(safeHref('data:text/html,<b>')).toBeUndefined()
  })

  test('unreadable input is an empty document', () => {
    expect(renderRichText('not json')).toBe('')
    expect(renderRichText(null)).toBe('')
    expect(renderRichText('{"type":"doc","content":"oops"}')).toBe('')
  })

  test('plain text and reading time', () => {
    const body = doc(p(text('uno dos')), p(text('tres')))
    expect(richTextPlain(JSON.stringify(body))).toBe('uno dos\ntres')
    expect(readingMinutes('palabra '.repeat(1000))).toBe(5)
    expect(readingMinutes('')).toBe(1)
  })
})
