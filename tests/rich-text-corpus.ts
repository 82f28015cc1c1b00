/**
 * Rich-text documents for tests: one as the editor writes it, with every allowed node, and a
 * corpus of hostile ones (our own) for the schema, the renderer and the save actions: every one
 * must be refused by RichTextDocSchema, and whatever the renderer makes of it must stay inert.
 * Also a strict reader of the renderer's HTML, used to prove that.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export interface HostileDoc {
  name: string
  doc: Json
  /** the JSON text, when JSON.stringify could not make it (a depth bomb overflows it) */
  json?: string
}

/** The document as a form would send it. */
export const hostileJson = (item: HostileDoc): string => item.json ?? JSON.stringify(item.doc)

/** A document as the editor writes it (TipTap's getJSON), with every allowed node and mark. */
export const editorDoc: Json = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Rondos' }] },
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          marks: [
            {
              type: 'link',
              attrs: {
                href: 'https://example.com/x',
                target: '_blank',
                rel: 'noopener noreferrer nofollow',
                class: null,
                title: null,
              },
            },
            { type: 'bold' },
          ],
          text: 'Jugar rápido',
        },
        { type: 'hardBreak' },
        { type: 'text', marks: [{ type: 'italic' }, { type: 'underline' }, { type: 'strike' }], text: 'y ' },
        { type: 'text', marks: [{ type: 'code' }], text: 'bien' },
        { type: 'text', marks: [{ type: 'link', attrs: { href: '/concepts/rondo' } }], text: ' rondo' },
      ],
    },
    { type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ', start: 42 } },
    {
      type: 'blockquote',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'cita' }] },
        {
          type: 'image',
          attrs: {
            src: '/media/foto-1a2b.webp',
            alt: 'Rondo 4x2',
            caption: 'Un pie',
            width: 1200,
            height: 800,
          },
        },
        { type: 'paragraph' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Uno' }] }] },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 3, type: null },
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Tres' }] }] },
      ],
    },
    { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'const a = 1' }] },
    { type: 'horizontalRule' },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableHeader',
              attrs: { colspan: 1, rowspan: 1, colwidth: null, align: null },
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ejercicio' }] }],
            },
          ],
        },
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableCell',
              attrs: { colspan: 2, rowspan: 1, colwidth: [120], align: 'center' },
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rondo' }] }],
            },
          ],
        },
      ],
    },
    { type: 'paragraph' },
  ],
}

const doc = (...content: Json[]): Json => ({ type: 'doc', content })
const text = (value: string, marks: Json[] = []): Json => ({ type: 'text', text: value, marks })
const p = (...content: Json[]): Json => ({ type: 'paragraph', content })

/** Link targets a browser could run, fetch from elsewhere or misread, in many disguises. */
export const HOSTILE_HREFS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'javascript :alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'javascript\u2028:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106&#0000097vascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'jav&#x09;ascript:alert(1)',
  '%6Aavascript:alert(1)',
  'javascript:/*https://x*/alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example\\x',
  'https://exa mple.com',
  'https://"onmouseover="alert(1)',
  'http://',
  '',
]

export const HOSTILE_NODE_TYPES = [
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'svg',
  'math',
  'form',
  'input',
  'video',
  'audio',
  'img',
  'html',
  'div',
  'span',
  'meta',
  'link',
  'base',
  'Paragraph',
  '__proto__',
]

export const HOSTILE_ATTRS = [
  'onclick',
  'onerror',
  'onload',
  'onmouseover',
  'onfocus',
  'style',
  'class',
  'id',
  'srcdoc',
  'formaction',
  'xmlns',
  'href',
]

export const HOSTILE_MEDIA_SRCS = [
  'javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'https://evil.example/x.png',
  '//evil.example/x.png',
  '/media/../secret.png',
  '/media/x.png" onerror="alert(1)',
  '/media/<script>.png',
  '/uploads/x.png',
  ' /media/x.png',
  '/media/x.png?onerror=alert(1)',
  '/media/',
  'vbscript:x',
]

export const HOSTILE_VIDEO_IDS = [
  'abc"onload=',
  '"><script>a',
  'dQw4w9WgXc',
  'dQw4w9WgXcQQ',
  'javascript:',
  "' onmouse='x",
  'dQw4w9 gXcQ',
  '../../../xx',
  'dQw4w9WgXc\u0000',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
]

export const HOSTILE_MARK_TYPES = [
  'script',
  'span',
  'style',
  'highlight',
  'textStyle',
  'subscript',
  'constructor',
  'Link',
]

/** Quotes inside quotes, written as text: JSON.stringify itself overflows on a deep bomb. */
function nested(name: string, depth: number): HostileDoc {
  const open = '{"type":"blockquote","content":['.repeat(depth)
  const json = `{"type":"doc","content":[${open}{"type":"paragraph"}${']}'.repeat(depth)}]}`
  return { name, json, doc: JSON.parse(json) as Json }
}

/** Where a hostile link can sit: every place inline text lives. */
const linkPlaces: Array<[string, (inline: Json) => Json]> = [
  ['paragraph', (inline) => doc(p(inline))],
  ['heading', (inline) => doc({ type: 'heading', attrs: { level: 2 }, content: [inline] })],
  [
    'list item',
    (inline) => doc({ type: 'bulletList', content: [{ type: 'listItem', content: [p(inline)] }] }),
  ],
  ['quote', (inline) => doc({ type: 'blockquote', content: [p(inline)] })],
  ['table cell', (inline) => table({ type: 'tableCell', content: [p(inline)] })],
]

function table(cell: Json): Json {
  return doc({ type: 'table', content: [{ type: 'tableRow', content: [cell] }] })
}

/** Each allowed node with a harmless shape, to hang a hostile attribute on. */
const attrHosts: Array<[string, (attrs: Record<string, Json>) => Json]> = [
  ['paragraph', (attrs) => doc({ type: 'paragraph', attrs, content: [text('x')] })],
  ['heading', (attrs) => doc({ type: 'heading', attrs: { level: 2, ...attrs }, content: [text('x')] })],
  ['image', (attrs) => doc({ type: 'image', attrs: { src: '/media/a.webp', ...attrs } })],
  ['youtube', (attrs) => doc({ type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ', ...attrs } })],
  ['table cell', (attrs) => table({ type: 'tableCell', attrs, content: [p(text('x'))] })],
  [
    'list item',
    (attrs) => doc({ type: 'bulletList', content: [{ type: 'listItem', attrs, content: [p()] }] }),
  ],
  ['bold mark', (attrs) => doc(p(text('x', [{ type: 'bold', attrs }])))],
  ['link mark', (attrs) => doc(p(text('x', [{ type: 'link', attrs: { href: '/ok', ...attrs } }])))],
  ['doc', (attrs) => ({ type: 'doc', attrs, content: [] })],
]

export function hostileDocs(): HostileDoc[] {
  const list: HostileDoc[] = []
  for (const href of HOSTILE_HREFS)
    for (const [place, wrap] of linkPlaces)
      list.push({
        name: `link ${JSON.stringify(href)} in a ${place}`,
        doc: wrap(text('clic', [{ type: 'link', attrs: { href } }])),
      })
  for (const type of HOSTILE_NODE_TYPES) {
    list.push({
      name: `${type} block`,
      doc: doc({ type, attrs: { src: 'https://evil.example' }, content: [] }),
    })
    list.push({ name: `${type} inline`, doc: doc(p(text('a'), { type, text: '<script>alert(1)</script>' })) })
    list.push({ name: `${type} in a table cell`, doc: table({ type: 'tableCell', content: [{ type }] }) })
  }
  for (const attr of HOSTILE_ATTRS)
    for (const [host, make] of attrHosts) {
      if (attr === 'href' && host === 'link mark') continue
      list.push({ name: `${attr} on ${host}`, doc: make({ [attr]: 'alert(1)' }) })
    }
  for (const src of HOSTILE_MEDIA_SRCS)
    list.push({
      name: `image src ${JSON.stringify(src)}`,
      doc: doc({ type: 'image', attrs: { src, alt: 'x' } }),
    })
  for (const videoId of HOSTILE_VIDEO_IDS)
    list.push({
      name: `video id ${JSON.stringify(videoId)}`,
      doc: doc({ type: 'youtube', attrs: { videoId } }),
    })
  list.push({
    name: 'video by URL instead of id',
    doc: doc({ type: 'youtube', attrs: { src: 'https://evil.example/embed', videoId: 'dQw4w9WgXcQ' } }),
  })
  for (const type of HOSTILE_MARK_TYPES)
    list.push({ name: `${type} mark`, doc: doc(p(text('x', [{ type, attrs: { style: 'x' } }]))) })
  list.push(
    {
      name: 'table cell with a script node',
      doc: table({ type: 'tableCell', content: [{ type: 'script' }] }),
    },
    { name: 'table row with a bare paragraph', doc: doc({ type: 'table', content: [p(text('x'))] }) },
    { name: 'heading level 1', doc: doc({ type: 'heading', attrs: { level: 1 }, content: [text('x')] }) },
    { name: 'heading level 5', doc: doc({ type: 'heading', attrs: { level: 5 }, content: [text('x')] }) },
    {
      name: 'heading level as text',
      doc: doc({ type: 'heading', attrs: { level: '2' }, content: [text('x')] }),
    },
    {
      name: 'code block with a link',
      doc: doc({ type: 'codeBlock', content: [text('x', [{ type: 'bold' }])] }),
    },
    { name: 'code block language with markup', doc: doc({ type: 'codeBlock', attrs: { language: '"><x' } }) },
    { name: 'text at block level', doc: doc(text('loose')) },
    { name: 'image without attributes', doc: doc({ type: 'image', attrs: null }) },
    { name: 'video without attributes', doc: doc({ type: 'youtube', attrs: null }) },
    { name: 'table cell attributes as a list', doc: table({ type: 'tableCell', attrs: ['onclick'] }) },
    { name: 'empty text', doc: doc(p(text(''))) },
    { name: 'text that is not a string', doc: doc(p({ type: 'text', text: ['<script>'] })) },
    { name: 'root is not a doc', doc: { type: 'paragraph', content: [text('x')] } },
    { name: 'content is not a list', doc: { type: 'doc', content: 'oops' } },
    { name: 'a number', doc: 42 },
    { name: 'null', doc: null },
    { name: 'a list', doc: [doc()] },
    {
      name: 'ordered list start as text',
      doc: doc({ type: 'orderedList', attrs: { start: '1" onclick="x' } }),
    },
    {
      name: 'image width as text',
      doc: doc({ type: 'image', attrs: { src: '/media/a.webp', width: '1" onload="x' } }),
    },
    { name: 'cell colspan as text', doc: table({ type: 'tableCell', attrs: { colspan: '2" onclick="x' } }) },
    {
      name: 'link target _self',
      doc: doc(p(text('x', [{ type: 'link', attrs: { href: '/a', target: '_top' } }]))),
    },
    { name: 'link class', doc: doc(p(text('x', [{ type: 'link', attrs: { href: '/a', class: 'evil' } }]))) },
    nested('depth 42', 40),
    nested('depth 100', 100),
    nested('depth 5000', 5000),
    { name: 'over 1 MB of text', doc: doc(p(text('a'.repeat(1_000_001)))) },
    { name: 'over 1 MB of nodes', doc: doc(...Array.from({ length: 40_000 }, () => p(text('palabra')))) },
  )
  return list
}

/** What the renderer may write: these tags, each with these attributes. */
const ALLOWED: Record<string, string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  code: [],
  pre: [],
  a: ['href', 'target', 'rel', 'data-youtube', 'data-start', 'aria-label'],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  hr: [],
  br: [],
  figure: ['class'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  figcaption: [],
  span: ['aria-hidden'],
  div: ['class'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
}

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i

/**
 * Reads the renderer's HTML strictly: every "<" must open or close an allowed tag whose attributes
 * are allowed, quoted and free of quotes and angle brackets, and whose URLs are http(s), mailto or
 * site-relative (images: /media/ only). Returns the problems found; none means the HTML is inert.
 */
export function unsafeHtml(html: string): string[] {
  const problems: string[] = []
  const parts = html.split('<').slice(1)
  for (const part of parts) {
    const tag = /^(\/?)([a-z][a-z0-9]*)((?:\s[a-z-]+="[^"<>]*")*)\s*>/.exec(part)
    if (!tag) {
      problems.push(`not an allowed tag: <${part.slice(0, 40)}`)
      continue
    }
    const [, closing, name = '', attrs = ''] = tag
    const allowed = ALLOWED[name]
    if (!allowed) problems.push(`tag <${name}>`)
    if (closing && attrs) problems.push(`attributes on </${name}>`)
    for (const [, attr = '', value = ''] of attrs.matchAll(/([a-z-]+)="([^"]*)"/g)) {
      if (!allowed?.includes(attr)) problems.push(`attribute ${attr} on <${name}>`)
      const decoded = value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      if (attr === 'href' && !SAFE_URL.test(decoded)) problems.push(`href ${value}`)
      if (attr === 'src' && !/^\/media\/[\w%.-]+$/.test(decoded)) problems.push(`src ${value}`)
      if (/&(?!#\d+;)/.test(value)) problems.push(`unescaped & in ${attr}`)
    }
  }
  return problems
}
