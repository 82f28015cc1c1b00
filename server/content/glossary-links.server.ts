import { escapeHtml } from './escape-html.server.ts'
import type { GlossaryHit, GlossaryMatcher } from './glossary-match.server.ts'

/** Text inside these is never linked: headings, links, code, diagrams (and what never holds prose). */
const SKIPPED = new Set([
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'code',
  'pre',
  'svg',
  'script',
  'style',
  'button',
])

/**
 * Terms linked per body at most: enough to help, few enough that the text does not read as a list of
 * links, and the demo's longest post page stays within its 40 KB (article-once.spec.ts).
 */
export const MAX_GLOSSARY_LINKS = 4

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*?(\/?)>$/

/** The character references our renderer writes (escapeHtml), and any other numeric one. */
const decodeText = (text: string) =>
  text.replace(/&#(\d{1,7});|&#x([0-9a-f]{1,6});|&(amp|lt|gt|quot|apos);/gi, (whole, dec, hex, name) => {
    if (name) return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[String(name).toLowerCase()] ?? whole
    const code = dec ? Number(dec) : Number.parseInt(String(hex), 16)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })

/**
 * A linked term: the link to its page, described by its short definition, which app.css shows as a
 * tooltip on hover and focus (`gl`: short, as it repeats in every linked body; rich-text-body.tsx
 * closes it with Escape).
 */
function termHtml(text: string, { entry }: GlossaryHit, id: string) {
  return (
    `<span class="gl"><a href="/concepts/${encodeURIComponent(entry.slug)}" aria-describedby="${id}">` +
    `${escapeHtml(text)}</a><span role="tooltip" id="${id}">${escapeHtml(entry.summary)}</span></span>`
  )
}

/**
 * Links the first appearance of each glossary term in rendered rich text (our own renderer's HTML,
 * rich-text.server.ts: well-formed, every attribute and text escaped). Only text outside headings,
 * links and code is looked at; each text run is matched on its own. `exclude`: the slug of the
 * concept whose page this is. Tooltip ids start with `idPrefix` (unique per page).
 */
export function linkGlossaryTerms(
  html: string,
  matcher: GlossaryMatcher,
  { exclude, idPrefix = 'gl' }: { exclude?: string; idPrefix?: string } = {},
): string {
  const linked = new Set<string>()
  let skipping = 0
  let count = 0
  return html
    .split(/(<[^>]*>)/)
    .map((piece) => {
      const tag = TAG.exec(piece)
      if (tag) {
        const [, closing, name = '', selfClosing] = tag
        if (SKIPPED.has(name.toLowerCase()) && !selfClosing) skipping += closing ? -1 : 1
        return piece
      }
      if (skipping > 0 || count >= MAX_GLOSSARY_LINKS || piece.startsWith('<') || !piece.trim()) return piece
      const text = decodeText(piece)
      const hits = matcher.find(text, linked, exclude)
      if (!hits.length) return piece
      let out = ''
      let at = 0
      for (const hit of hits.slice(0, MAX_GLOSSARY_LINKS - count)) {
        out += escapeHtml(text.slice(at, hit.start))
        out += termHtml(text.slice(hit.start, hit.end), hit, `${idPrefix}-${++count}`)
        at = hit.end
      }
      return out + escapeHtml(text.slice(at))
    })
    .join('')
}
