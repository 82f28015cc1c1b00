import { newStemmer } from 'snowball-stemmers'
import { htmlLang, type Language } from '#app/i18n/languages.ts'
import { foldText } from '#app/schemas/slug.ts'
import { escapeHtml } from '../content/escape-html.server.ts'
import { SPANISH_STOP_WORDS } from './spanish-stopwords.server.ts'

/**
 * How the site search reads the words of one language (docs/decisions/044-site-search.md): the same
 * words and stems go to either engine, so both find alike.
 */
interface LanguageText {
  words: (text: string) => string[]
  stem: (word: string) => string
  stopWords: ReadonlySet<string>
  /** PostgreSQL's text search configuration, and whether it is given stems (else it stems itself). */
  pgConfig: 'spanish' | 'simple'
}

/** Letters and digits after folding; anything else separates words, on both engines alike. */
const SPANISH_WORD = /[a-z0-9]+/g
/** A run of letters and digits of any script. */
const WORD = /[\p{L}\p{N}]+/gu
/** Accents and vowel signs of the alphabets a reader may leave out; kana keep their voicing marks. */
const MARKS = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}])\p{M}+/gu

/** Snowball's algorithm for each interface language that has one; the others match whole words. */
const ALGORITHMS: Partial<Record<Language, string>> = {
  es: 'spanish',
  en: 'english',
  da: 'danish',
  fr: 'french',
  de: 'german',
  hu: 'hungarian',
  it: 'italian',
  pt: 'portuguese',
  ru: 'russian',
  sv: 'swedish',
  tr: 'turkish',
  ae: 'arabic',
}

const NO_STOP_WORDS: ReadonlySet<string> = new Set()

function stemmerOf(language: Language) {
  const algorithm = ALGORITHMS[language]
  if (!algorithm) return (word: string) => word
  const stemmer = newStemmer(algorithm)
  return (word: string) => stemmer.stem(word)
}

/**
 * Spanish, the site's language, folds to `[a-z0-9]` words as it always has; the others are split
 * by the platform's word segmenter (which finds words in Chinese and Japanese, written without
 * spaces), lower-cased, with accents and vowel signs folded.
 */
function textOf(language: Language): LanguageText {
  if (language === 'es')
    return {
      words: (text) => foldText(text).match(SPANISH_WORD) ?? [],
      stem: stemmerOf('es'),
      stopWords: SPANISH_STOP_WORDS,
      pgConfig: 'spanish',
    }
  const segmenter = new Intl.Segmenter(htmlLang(language), { granularity: 'word' })
  const fold = (text: string) => text.normalize('NFD').replace(MARKS, '$1').normalize('NFC').toLowerCase()
  return {
    words: (text) =>
      [...segmenter.segment(fold(text))].flatMap((part) =>
        part.isWordLike ? (part.segment.match(WORD) ?? []) : [],
      ),
    stem: stemmerOf(language),
    stopWords: NO_STOP_WORDS,
    pgConfig: 'simple',
  }
}

const texts = new Map<Language, LanguageText>()
const languageText = (language: Language) => {
  let text = texts.get(language)
  if (!text) texts.set(language, (text = textOf(language)))
  return text
}

/** The words of a text as both engines index them. */
export const words = (text: string, language: Language = 'es'): string[] => languageText(language).words(text)

/** PostgreSQL's configuration for a language's rows and queries. */
export const pgConfig = (language: Language) => languageText(language).pgConfig

/**
 * The text PostgreSQL's `to_tsvector` reads: Spanish words, folded, for its own Spanish stemmer;
 * other languages' stems, for the `simple` configuration (the same stems SQLite holds).
 */
export const pgWords = (text: string, language: Language) =>
  language === 'es' ? words(text).join(' ') : stemmedWords(text, language)

/** The text SQLite's FTS5 table holds: each word's stem (stop words are never asked for). */
export const stemmedWords = (text: string, language: Language) => {
  const { stem } = languageText(language)
  return words(text, language).map(stem).join(' ')
}

export interface ParsedQuery {
  /** The language the words were read in: rows of that language are matched with them. */
  language: Language
  /** Words that are not stop words, folded, in the order typed. */
  terms: string[]
  /** Their stems, as SQLite matches them. */
  stems: string[]
  /** The last word is a prefix still being typed (suggestions). */
  prefix: boolean
}

const MAX_TERMS = 8

/** The reader's query as terms every result must contain; stop words alone give no terms. */
export function parseQuery(
  text: string,
  { prefix = false, language = 'es' }: { prefix?: boolean; language?: Language } = {},
): ParsedQuery {
  const { words: wordsOf, stem, stopWords } = languageText(language)
  const terms = [...new Set(wordsOf(text).filter((word) => !stopWords.has(word)))].slice(0, MAX_TERMS)
  return { language, terms, stems: terms.map(stem), prefix: prefix && terms.length > 0 }
}

/** FTS5 MATCH text: each stem quoted (only letters and digits inside), all required; `columns` limits where. */
export function ftsMatch(query: ParsedQuery, columns: string[]): string {
  const last = query.stems.length - 1
  const phrases = query.stems.map((s, i) => (query.prefix && i === last ? `"${s}"*` : `"${s}"`))
  return `{${columns.join(' ')}} : (${phrases.join(' AND ')})`
}

/**
 * `to_tsquery` text: the words ANDed, folded Spanish words (PostgreSQL stems them itself) or the
 * other languages' stems; only letters and digits, so no query syntax gets through.
 */
export function tsQuery(query: ParsedQuery): string {
  const given = query.language === 'es' ? query.terms : query.stems
  const last = given.length - 1
  return given.map((t, i) => (query.prefix && i === last ? `${t}:*` : t)).join(' & ')
}

const SNIPPET_WORDS = 28

/** Whether a word of the text is one the query matched (same stem, or the prefix being typed). */
function matcher(query: ParsedQuery) {
  const { words: wordsOf, stem } = languageText(query.language)
  const stems = new Set(query.stems)
  const last = query.stems.at(-1)
  return (word: string) => {
    const folded = wordsOf(word)
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
