import { describe, expect, test } from 'vitest'
import { linkGlossaryTerms } from './glossary-links.server.ts'
import { createGlossaryMatcher, type GlossaryEntry } from './glossary-match.server.ts'
import { renderRichText } from './rich-text.server.ts'

const entry = (term: string, slug: string, summary = `Qué es ${term}`): GlossaryEntry => ({
  slug,
  term,
  summary,
})
const glossary = createGlossaryMatcher([
  entry('Rondo', 'rondo', 'Juego de posesión en círculo'),
  entry('Presión tras pérdida', 'presion-tras-perdida'),
  entry('Línea de pase', 'linea-de-pase'),
  entry('Juego', 'juego'),
  entry('Juego reducido', 'juego-reducido'),
  entry('Lápiz', 'lapiz'),
  entry('Transición', 'transicion'),
  entry('Gol', 'gol'),
])

const link = (html: string, options?: Parameters<typeof linkGlossaryTerms>[2]) =>
  linkGlossaryTerms(html, glossary, options)
/** The linked words and where they lead, in document order. */
const links = (html: string) =>
  [...html.matchAll(/<a href="\/concepts\/([^"]+)" aria-describedby="[^"]+">([^<]*)<\/a>/g)].map(
    ([, slug, text]) => `${text}→${slug}`,
  )

describe('glossary links', () => {
  test('a term links to its page, described by its short definition as a tooltip', () => {
    expect(link('<p>Un rondo abre la sesión.</p>')).toBe(
      '<p>Un <span class="gl"><a href="/concepts/rondo" aria-describedby="gl-1">rondo</a>' +
        '<span role="tooltip" id="gl-1">Juego de posesión en círculo</span></span> abre la sesión.</p>',
    )
  })

  test('accents and case do not matter, the text keeps its own', () => {
    expect(links(link('<p>La PRESION TRAS PERDIDA.</p>'))).toEqual([
      'PRESION TRAS PERDIDA→presion-tras-perdida',
    ])
    expect(links(link('<p>Lapiz y lápiz.</p>'))).toEqual(['Lapiz→lapiz'])
  })

  test('Spanish plurals: -s, -es, z → ces, every word of a term', () => {
    expect(links(link('<p>Rondos, líneas de pase y lápices.</p>'))).toEqual([
      'Rondos→rondo',
      'líneas de pase→linea-de-pase',
      'lápices→lapiz',
    ])
    expect(links(link('<p>Transiciones y goles.</p>'))).toEqual(['Transiciones→transicion', 'goles→gol'])
  })

  test('whole words only', () => {
    expect(links(link('<p>Rondón, golpe, rondoxx y bajogol.</p>'))).toEqual([])
  })

  test('only the first appearance of each term in the document', () => {
    const html = link('<p>Un rondo.</p><ul><li><p>Otro rondo y un gol.</p></li></ul><p>Rondos, gol.</p>')
    expect(links(html)).toEqual(['rondo→rondo', 'gol→gol'])
    expect(html.match(/role="tooltip"/g)).toHaveLength(2)
    expect(html).toContain('id="gl-1"')
    expect(html).toContain('id="gl-2"')
  })

  test('the longest term wins where terms overlap', () => {
    expect(links(link('<p>Un juego reducido, luego otro juego.</p>'))).toEqual([
      'juego reducido→juego-reducido',
      'juego→juego',
    ])
  })

  test('never inside headings, links or code: the first appearance outside them is linked', () => {
    const html = renderRichText({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'El rondo' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Ver rondo', marks: [{ type: 'link', attrs: { href: '/blog' } }] },
            { type: 'text', text: ' y ' },
            { type: 'text', text: 'rondo()', marks: [{ type: 'code' }] },
          ],
        },
        { type: 'codeBlock', content: [{ type: 'text', text: 'rondo gol' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Por fin un rondo.' }] },
      ],
    })
    const linked = link(html)
    expect(linked).toContain('<h2>El rondo</h2>')
    expect(linked).toContain('<a href="/blog">Ver rondo</a>')
    expect(linked).toContain('<pre><code>rondo gol</code></pre>')
    expect(links(linked)).toEqual(['rondo→rondo'])
    expect(linked).toContain('<p>Por fin un <span class="gl">')
  })

  test('four terms per body at most', () => {
    expect(links(link('<p>Rondo, gol, lápiz, transición, juego.</p>'))).toHaveLength(4)
  })

  test('the page of a term does not link to itself', () => {
    expect(links(link('<p>Un rondo y un gol.</p>', { exclude: 'rondo' }))).toEqual(['gol→gol'])
  })

  test('escaped text stays escaped, and a definition cannot inject markup', () => {
    const sly = createGlossaryMatcher([entry('Rondo', 'rondo', '<img src=x onerror=alert(1)> & "más"')])
    const html = linkGlossaryTerms(
      renderRichText({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: '<b>Tom & Jerry</b> juegan un rondo' }] },
        ],
      }),
      sly,
    )
    expect(html).toContain('&#60;b&#62;Tom &#38; Jerry&#60;/b&#62; juegan un ')
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;más&#34;')
    expect(html).not.toContain('<img')
  })

  test('text without any term is returned as it was', () => {
    const html = '<p>Nada que ver &#38; nada m&#225;s.</p><figure><svg><text>Rondo</text></svg></figure>'
    expect(link(html)).toBe(html)
    expect(linkGlossaryTerms('<p>Un rondo.</p>', createGlossaryMatcher([]))).toBe('<p>Un rondo.</p>')
  })
})
