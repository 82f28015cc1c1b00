/**
 * A comment's plain text cut into text and links (docs/decisions/038-comments.md). React escapes
 * every piece when it renders; nothing a reader typed is ever read as HTML. Only http(s) addresses
 * become links, as the URL parser normalises them (no `javascript:`, no quotes breaking out).
 */
export type Piece = { text: string; href?: undefined } | { text: string; href: string }

const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi
/** Punctuation that ends a sentence rather than the address ("see https://x.es/a."). */
const TRAILING = /[.,;:!?¡¿)\]}»”’]+$/

export const LINK_REL = 'nofollow ugc noopener noreferrer'

function link(raw: string): Piece | undefined {
  try {
    const url = new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    return { text: raw, href: url.href }
  } catch {
    return undefined
  }
}

export function linkify(text: string): Piece[] {
  const pieces: Piece[] = []
  let from = 0
  const push = (piece: Piece) => {
    const last = pieces.at(-1)
    if (!piece.href && last && !last.href) last.text += piece.text
    else if (piece.text) pieces.push(piece)
  }
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index
    const raw = match[0].replace(TRAILING, '')
    const made = raw ? link(raw) : undefined
    if (!made) continue
    push({ text: text.slice(from, start) })
    push(made)
    from = start + raw.length
  }
  push({ text: text.slice(from) })
  return pieces
}
