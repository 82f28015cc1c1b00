import { newStemmer } from 'snowball-stemmers'
import { foldText } from '#app/schemas/slug.ts'
import { escapeHtml } from '../content/escape-html.server.ts'
import { SPANISH_STOP_WORDS } from './spanish-stopwords.server.ts'

const stemmer = newStemmer('spanish')

/** Letters and digits after folding; anything else separates words, on both engines alike. */
const WORD = /[a-z0-9]+/g

/**
 * The words of a text as both engines index them: lower case, accents folded, split on anything
 * but letters and digits. PostgreSQL is given these words joined by spaces, so its parser never
 * sees hyphens, signs or markup that it would split differently from SQLite's tokenizer.
 */
export const words = (text: string): string[] => foldText(text).match(WORD) ?? []

/** A folded word's Snowball stem ("entrenamiento" and "entrenar" are both "entren"). */
export const stem = (word: string) => stemmer.stem(word)

/** The text PostgreSQL's `to_tsvector('spanish', …)` reads: the words, folded, joined by spaces. */
export const plainWords = (text: string) => words(text).join(' ')

/** The text SQLite's FTS5 table holds: each word's stem (stop words are never asked for). */
export const stemmedWords = (text: string) => words(text).map(stem).join(' ')

export interface ParsedQuery {
  /** Words that are not stop words, folded, in the order typed. */
  terms: string[]
  /** Their stems, as SQLite matches them. */
  stems: string[]
  /** The last word is a prefix still being typed (suggestions). */
  prefix: boolean
}

const MAX_TERMS = 8

/** The reader's query as terms every result must contain; stop words alone give no terms. */
export function parseQuery(text: string, { prefix = false } = {}): ParsedQuery {
  const terms = [...new Set(words(text).filter((word) => !SPANISH_STOP_WORDS.has(word)))].slice(0, MAX_TERMS)
  return { terms, stems: terms.map(stem), prefix: prefix && terms.length > 0 }
}

/** FTS5 MATCH text: each stem quoted (only [a-z0-9] inside), all required; `columns` limits where. */
export function ftsMatch(query: ParsedQuery, columns: string[]): string {
  const last = query.stems.length - 1
  const phrases = query.stems.map((s, i) => (query.prefix && i === last ? `"${s}"*` : `"${s}"`))
  return `{${columns.join(' ')}} : (${phrases.join(' AND ')})`
}

/** `to_tsquery('spanish', …)` text: the folded words ANDed; PostgreSQL stems them itself. */
export function tsQuery(query: ParsedQuery): string {
  const last = query.terms.length - 1
  return query.terms.map((t, i) => (query.prefix && i === last ? `${t}:*` : t)).join(' & ')
}

const SNIPPET_WORDS = 28

/** Whether a word of the text is one the query matched (same stem, or the prefix being typed). */
function matcher(query: ParsedQuery) {
  const stems = new Set(query.stems)
  const last = query.stems.at(-1)
  return (word: string) => {
    const folded = words(word)
    return folded.some((w) => {
      const s = stem(w)
      return stems.has(s) || (query.prefix && last !== undefined && s.startsWith(last))
    })
  }
}

/**
 * HTML of `text` with the words the query matched in <mark>: everything else is escaped, so the
 * only markup in the answer is ours. `window` cuts an excerpt of about that many words around the
 * densest run of matches, with an ellipsis where text was left out.
 */
export function highlight(text: string, query: ParsedQuery, { window }: { window?: boolean } = {}): string {
  const parts = text.split(/(\s+)/)
  const isMatch = matcher(query)
  const hits = parts.map((part, i) => i % 2 === 0 && part !== '' && isMatch(part))
  let from = 0
  let to = parts.length
  if (window) {
    const span = SNIPPET_WORDS * 2
    let best = 0
    for (let start = 0; start < parts.length; start += 2) {
      let count = 0
      for (let i = start; i < Math.min(parts.length, start + span); i += 2) if (hits[i]) count++
      if (count > best) {
        best = count
        from = start
      }
    }
    // Start a few words before the first match, so the excerpt reads as a sentence's middle.
    from = Math.max(0, from - 8)
    to = Math.min(parts.length, from + span)
  }
  const html = parts
    .slice(from, to)
    .map((part, i) => (hits[from + i] ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
    .join('')
    .trim()
  return `${from > 0 ? '… ' : ''}${html}${to < parts.length ? ' …' : ''}`
}
