import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { isSafeHref } from './rich-text-rules.ts'
import { checkRichText, MAX_RICH_TEXT_BYTES, richTextField, RichTextDocSchema } from './rich-text.ts'
import { parseYoutubeUrl } from './youtube.ts'
import { editorDoc, hostileDocs, hostileJson, HOSTILE_HREFS } from '#tests/rich-text-corpus.ts'

describe('rich-text schema', () => {
  test('accepts what the editor writes, every allowed node, mark and attribute', () => {
    expect(RichTextDocSchema.safeParse(editorDoc).success).toBe(true)
    expect(checkRichText(JSON.stringify(editorDoc))).toEqual({ success: true, doc: editorDoc })
    expect(checkRichText(JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] })).success).toBe(
      true,
    )
  })

  const corpus = hostileDocs()
  test('refuses every one of 200+ hostile documents, each with a translation key', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200)
    const accepted = corpus.filter((item) => {
      const result = checkRichText(hostileJson(item))
      return (
        RichTextDocSchema.safeParse(item.doc).success ||
        result.success ||
        !/^editor:errors\.\w+$/.test(result.error)
      )
    })
    expect(accepted.map((item) => item.name)).toEqual([])
  })

  test('says what is wrong with a translation key', () => {
    const error = (doc: unknown) => {
      const result = checkRichText(JSON.stringify(doc))
      return result.success ? null : result.error
    }
    const link = (href: string) => ({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'a', marks: [{ type: 'link', attrs: { href } }] }],
        },
      ],
    })
    expect(error(link('javascript:alert(1)'))).toBe('editor:errors.unsafeLink')
    expect(
      error({ type: 'doc', content: [{ type: 'image', attrs: { src: 'https://evil.example/x.png' } }] }),
    ).toBe('editor:errors.image')
    expect(error({ type: 'doc', content: [{ type: 'youtube', attrs: { videoId: '<script>' } }] })).toBe(
      'editor:errors.video',
    )
    expect(error({ type: 'doc', content: [{ type: 'script' }] })).toBe('editor:errors.unknownContent')
    expect(checkRichText('{"type":"doc",')).toEqual({ success: false, error: 'editor:errors.json' })
    expect(checkRichText(`"${'a'.repeat(MAX_RICH_TEXT_BYTES)}"`)).toEqual({
      success: false,
      error: 'editor:errors.tooLarge',
    })
    // Bytes, not characters: 400 000 three-byte characters are over the limit.
    expect(
      checkRichText(
        JSON.stringify({
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: '€'.repeat(400_000) }] }],
        }),
      ),
    ).toEqual({
      success: false,
      error: 'editor:errors.tooLarge',
    })
    let deep: unknown = { type: 'paragraph' }
    for (let i = 0; i < 40; i++) deep = { type: 'blockquote', content: [deep] }
    expect(error({ type: 'doc', content: [deep] })).toBe('editor:errors.tooDeep')
  })

  test('a document 40 levels deep is still fine', () => {
    let deep: unknown = { type: 'paragraph' }
    for (let i = 0; i < 38; i++) deep = { type: 'blockquote', content: [deep] }
    expect(checkRichText(JSON.stringify({ type: 'doc', content: [deep] })).success).toBe(true)
  })

  test('richTextField parses the hidden input and reports the key as the field error', () => {
    const Form = z.object({ body: richTextField })
    expect(Form.safeParse({ body: JSON.stringify(editorDoc) })).toEqual({
      success: true,
      data: { body: editorDoc },
    })
    const bad = Form.safeParse({ body: JSON.stringify({ type: 'doc', content: [{ type: 'iframe' }] }) })
    expect(bad.success ? [] : bad.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['body'], 'editor:errors.unknownContent'],
    ])
    const missing = Form.safeParse({})
    expect(missing.success ? [] : missing.error.issues.map((issue) => issue.message)).toEqual([
      'editor:errors.invalid',
    ])
  })

  test('links: only http(s), mailto, site paths and anchors', () => {
    for (const href of [
      'https://example.com/a?b=1&c=2',
      'http://x.es',
      'mailto:coach@example.com',
      '/concepts/rondo',
      '#top',
    ])
      expect(isSafeHref(href), href).toBe(true)
    for (const href of HOSTILE_HREFS) expect(isSafeHref(href), JSON.stringify(href)).toBe(false)
  })
})

describe('YouTube addresses', () => {
  test('every usual form gives the id and start; nothing else does', () => {
    const id = 'dQw4w9WgXcQ'
    expect(parseYoutubeUrl(`https://www.youtube.com/watch?v=${id}&t=42s`)).toEqual({ videoId: id, start: 42 })
    expect(parseYoutubeUrl(`https://youtu.be/${id}?t=7`)).toEqual({ videoId: id, start: 7 })
    expect(parseYoutubeUrl(`https://www.youtube-nocookie.com/embed/${id}?start=3`)).toEqual({
      videoId: id,
      start: 3,
    })
    expect(parseYoutubeUrl(`https://m.youtube.com/shorts/${id}`)).toEqual({ videoId: id, start: 0 })
    expect(parseYoutubeUrl(` ${id} `)).toEqual({ videoId: id, start: 0 })
    for (const bad of [
      `https://evil.example/watch?v=${id}`,
      `javascript:alert('${id}')`,
      'https://www.youtube.com/watch?v=abc"><script>',
      'https://youtu.be/short',
      '',
    ])
      expect(parseYoutubeUrl(bad), bad).toBeNull()
  })
})
