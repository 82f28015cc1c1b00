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
    expect(link('https://example.com/a b?x=1&y=ñ')).toBe('<p>a</p>')
    expect(link('https://Example.com/?a=1&b=ñ')).toBe(
      '<p><a href="https://example.com/?a=1&#38;b=%C3%B1" target="_blank" rel="noopener noreferrer">a</a></p>',
    )
    // Raw quotes and angle brackets never belong in an address: refused, not repaired.
    expect(link('https://example.com/?b="2"')).toBe('<p>a</p>')
    expect(safeHref('mailto:coach@example.com')).toBe('mailto:coach@example.com')
    expect(safeHref('data:text/html,<b>')).toBeUndefined()
  })

  test('unreadable input is an empty document', () => {
    expect(renderRichText('not json')).toBe('')
    expect(renderRichText(null)).toBe('')
    expect(renderRichText('{"type":"doc","content":"oops"}')).toBe('')
  })

  test('images from the media library, with size, alt text, caption and lazy loading', () => {
    const image = (attrs: Record<string, unknown>) => renderRichText(doc({ type: 'image', attrs }))
    expect(
      image({ src: '/media/a.webp', alt: 'Rondo "4x2"', caption: 'Uno <b>', width: 1200, height: 800 }),
    ).toBe(
      '<figure><img src="/media/a.webp" alt="Rondo &#34;4x2&#34;" width="1200" height="800" loading="lazy"' +
        ' decoding="async"><figcaption>Uno &#60;b&#62;</figcaption></figure>',
    )
    expect(image({ src: '/media/a.webp' })).toBe(
      '<figure><img src="/media/a.webp" alt="" loading="lazy" decoding="async"></figure>',
    )
    expect(image({ src: 'https://evil.example/a.png', alt: 'x' })).toBe('')
    expect(image({ src: '/media/a.webp', width: '1" onload="x' })).not.toContain('onload')
  })

  test('a YouTube video is a click-to-play link to the privacy-enhanced player', () => {
    const video = (attrs: Record<string, unknown>) => renderRichText(doc({ type: 'youtube', attrs }))
    expect(video({ videoId: 'dQw4w9WgXcQ', start: 42 })).toBe(
      '<figure class="youtube-facade"><a href="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42"' +
        ' data-youtube="dQw4w9WgXcQ" data-start="42" aria-label="YouTube dQw4w9WgXcQ" target="_blank"' +
        ' rel="noopener noreferrer"><span aria-hidden="true">▶</span> YouTube</a></figure>',
    )
    expect(video({ videoId: 'dQw4w9WgXcQ' })).not.toContain('start')
    expect(video({ videoId: '"><script>a' })).toBe('')
  })

  test('tables: header rows in thead, spans kept, cells hold blocks', () => {
    const cell = (type: string, value: string, attrs: unknown = {}) => ({
      type,
      attrs,
      content: [p(text(value))],
    })
    const html = renderRichText(
      doc({
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('tableHeader', 'Ejercicio'), cell('tableHeader', 'Minutos')] },
          { type: 'tableRow', content: [cell('tableCell', 'Rondo', { colspan: 2, rowspan: 1 })] },
        ],
      }),
    )
    expect(html).toBe(
      '<div class="table-scroll"><table><thead><tr><th><p>Ejercicio</p></th><th><p>Minutos</p></th></tr></thead>' +
        '<tbody><tr><td colspan="2"><p>Rondo</p></td></tr></tbody></table></div>',
    )
  })

  test('code blocks and line breaks', () => {
    expect(
      renderRichText(
        doc({ type: 'codeBlock', content: [text('a < b')] }, p(text('a'), { type: 'hardBreak' }, text('b'))),
      ),
    ).toBe('<pre><code>a &#60; b</code></pre><p>a<br>b</p>')
  })

  test('plain text counts captions, table cells and words across line breaks', () => {
    const body = doc(
      p(text('uno'), { type: 'hardBreak' }, text('dos')),
      { type: 'image', attrs: { src: '/media/a.webp', caption: 'tres cuatro' } },
      { type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ' } },
      {
        type: 'table',
        content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [p(text('cinco'))] }] }],
      },
    )
    expect(richTextPlain(body)).toBe('uno dos\ntres cuatro\ncinco')
  })

  test('plain text and reading time', () => {
    const body = doc(p(text('uno dos')), p(text('tres')))
    expect(richTextPlain(JSON.stringify(body))).toBe('uno dos\ntres')
    expect(readingMinutes('palabra '.repeat(1000))).toBe(5)
    expect(readingMinutes('')).toBe(1)
  })
})
