import { foldText } from './slug.server.ts'

/** A published concept or definition as the matcher links it. */
export interface GlossaryEntry {
  slug: string
  term: string
  summary: string
}

/** Where one entry's term appears in a text (string offsets of the original text). */
export interface GlossaryHit {
  start: number
  end: number
  entry: GlossaryEntry
}

/** Short words that take no plural inside a term ("Línea de pase" → "líneas de pase"). */
const INVARIABLE = new Set('a al con de del e el en la las lo los o para por sin sobre tras u y'.split(' '))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** One folded word and its Spanish plural: -s / -es, and z → ces ("lápiz", "lápices"). */
function wordPattern(word: string): string {
  if (INVARIABLE.has(word) || !/\p{L}$/u.test(word)) return escapeRegExp(word)
  if (word.endsWith('z')) return `${escapeRegExp(word.slice(0, -1))}(?:z|ces)`
  // "análisis" stays, "autobús" → "autobuses"; every other word takes -s or -es.
  if (/[sx]$/.test(word)) return `${escapeRegExp(word)}(?:es)?`
  return `${escapeRegExp(word)}(?:e?s)?`
}

const termPattern = (folded: string) => folded.split(/\s+/).map(wordPattern).join('\\s+')

/**
 * The text folded as the terms are (accents and case dropped), with the original offset of each
 * folded character, so a match in the folded text maps back to the original's characters.
 */
function foldWithOffsets(text: string) {
  let folded = ''
  const offsets: number[] = []
  let index = 0
  for (const char of text) {
    const piece = foldText(char)
    for (let i = 0; i < piece.length; i++) offsets.push(index)
    folded += piece
    index += char.length
  }
  offsets.push(text.length)
  return { folded, offsets }
}

/**
 * Finds glossary terms in running text: whole words only, accent- and case-insensitive, in the
 * singular or the Spanish plural, the longest term first where terms overlap ("juego reducido"
 * before "juego"). Built once per content version (glossary.server.ts), used for every text.
 */
export function createGlossaryMatcher(entries: readonly GlossaryEntry[]) {
  const usable = entries
    .map((entry) => ({ entry, folded: foldText(entry.term).trim().replace(/\s+/g, ' ') }))
    .filter(({ folded }) => /[\p{L}\p{N}]/u.test(folded))
    // A regular expression tries alternatives in order: longer terms first win at the same place.
    .sort((a, b) => b.folded.length - a.folded.length)
  const pattern = usable.length
    ? new RegExp(
        `(?<![\\p{L}\\p{N}])(?:${usable.map(({ folded }) => `(${termPattern(folded)})`).join('|')})(?![\\p{L}\\p{N}])`,
        'gu',
      )
    : undefined

  return {
    /**
     * The terms of `text` to link, left to right: only the first appearance of each entry
     * (`linked` holds the slugs already linked earlier in the document and is updated), never
     * the `exclude`d slug (the page's own concept).
     */
    find(text: string, linked: Set<string>, exclude?: string): GlossaryHit[] {
      if (!pattern || linked.size === usable.length) return []
      const { folded, offsets } = foldWithOffsets(text)
      const hits: GlossaryHit[] = []
      for (const match of folded.matchAll(pattern)) {
        const group = match.findIndex((value, i) => i > 0 && value !== undefined)
        const entry = usable[group - 1]?.entry
        if (!entry || linked.has(entry.slug) || entry.slug === exclude) continue
        linked.add(entry.slug)
        const start = offsets[match.index] ?? 0
        hits.push({ start, end: offsets[match.index + match[0].length] ?? text.length, entry })
      }
      return hits
    },
  }
}

export type GlossaryMatcher = ReturnType<typeof createGlossaryMatcher>
