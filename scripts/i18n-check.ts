/**
 * `npm run i18n:check`: the translation files agree with English and with the code.
 *
 * Fails on: a namespace file missing (or not valid JSON) in a language; a key missing or extra
 * compared with `en`, plural forms judged by each language's own `Intl.PluralRules` categories;
 * `{{variables}}` that differ from English; an empty or non-text value; a `'ns:key'` literal in
 * app/ or server/ that English does not have; a text left identical to English in another
 * language, unless scripts/i18n-same-as-english.json lists it as a real exception ("Blog" in
 * Spanish, "Contact" in French) — and an exception that no longer applies.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { htmlLang, languages, type Language } from '#app/i18n/languages.ts'
import { namespaces } from '#app/i18n/namespaces.ts'

export const REFERENCE: Language = 'en'
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const
type PluralCategory = (typeof PLURAL_SUFFIXES)[number]

/** Flat view of one namespace file: dotted key → text. */
export type Flat = Map<string, string>

export interface Problem {
  file: string
  message: string
}

export function flatten(
  value: unknown,
  file: string,
  problems: Problem[],
  prefix = '',
  out: Flat = new Map(),
) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push({ file, message: `"${prefix || '(root)'}" must be an object of texts` })
    return out
  }
  for (const [key, child] of Object.entries(value)) {
    const dotted = prefix ? `${prefix}.${key}` : key
    if (typeof child === 'string') {
      if (child.trim() === '') problems.push({ file, message: `"${dotted}" is empty` })
      out.set(dotted, child)
    } else flatten(child, file, problems, dotted, out)
  }
  return out
}

/** `{{name}}` and `{{name, format}}` → name; `$t(...)` nesting is not a variable. */
export const variablesOf = (text: string) =>
  new Set([...text.matchAll(/\{\{\s*([^},\s]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? ''))

/** Categories a count from 0 to 1000 reaches in a language: these plural forms must exist. */
export function requiredCategories(language: Language): Set<PluralCategory> {
  const rules = new Intl.PluralRules(htmlLang(language))
  const found = new Set<PluralCategory>()
  for (let n = 0; n <= 1000; n++) found.add(rules.select(n) as PluralCategory)
  return new Set(PLURAL_SUFFIXES.filter((category) => found.has(category)))
}

/** Every category the language has (e.g. French `many` for millions), plus i18next's `_zero`. */
export function allowedCategories(language: Language): Set<PluralCategory> {
  const categories = new Intl.PluralRules(htmlLang(language)).resolvedOptions().pluralCategories
  return new Set([...(categories as PluralCategory[]), 'zero'])
}

const pluralMatch = (key: string) => /^(.*)_(zero|one|two|few|many|other)$/.exec(key)

/** Splits keys into plain ones and plural groups (a base with an `_other` form). */
export function groupKeys(flat: Flat) {
  const plural = new Map<string, Map<PluralCategory, string>>()
  const plain = new Map<string, string>()
  for (const key of flat.keys()) {
    const match = pluralMatch(key)
    if (match?.[1] && flat.has(`${match[1]}_other`)) {
      const group = plural.get(match[1]) ?? new Map<PluralCategory, string>()
      group.set(match[2] as PluralCategory, flat.get(key) ?? '')
      plural.set(match[1], group)
    } else plain.set(key, flat.get(key) ?? '')
  }
  return { plain, plural }
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x))
const list = (set: Iterable<string>) => [...set].sort().join(', ') || '(none)'

/** Compares one language's namespace with English. */
export function compareNamespace(
  language: Language,
  reference: Flat,
  translated: Flat,
  file: string,
): Problem[] {
  const problems: Problem[] = []
  const ref = groupKeys(reference)
  const own = groupKeys(translated)

  for (const [key, text] of ref.plain) {
    const mine = own.plain.get(key)
    if (mine === undefined) {
      if (!own.plural.has(key)) problems.push({ file, message: `missing key "${key}"` })
      else problems.push({ file, message: `"${key}" is plural here but not in ${REFERENCE}` })
      continue
    }
    const want = variablesOf(text)
    const got = variablesOf(mine)
    if (!sameSet(want, got))
      problems.push({
        file,
        message: `"${key}" has variables {${list(got)}}, ${REFERENCE} has {${list(want)}}`,
      })
  }
  for (const key of own.plain.keys())
    if (!ref.plain.has(key) && !ref.plural.has(key)) problems.push({ file, message: `extra key "${key}"` })

  const required = requiredCategories(language)
  const allowed = allowedCategories(language)
  for (const [base, forms] of ref.plural) {
    const mine = own.plural.get(base)
    if (!mine) {
      if (!own.plain.has(base)) problems.push({ file, message: `missing plural key "${base}_*"` })
      else problems.push({ file, message: `"${base}" needs plural forms (${list(required)})` })
      continue
    }
    for (const category of required)
      if (!mine.has(category)) problems.push({ file, message: `missing plural form "${base}_${category}"` })
    for (const category of mine.keys())
      if (!allowed.has(category))
        problems.push({
          file,
          message: `extra plural form "${base}_${category}" (${language} has no "${category}")`,
        })
    const want = new Set([...forms.values()].flatMap((text) => [...variablesOf(text)]))
    const got = new Set([...mine.values()].flatMap((text) => [...variablesOf(text)]))
    if (!sameSet(want, got))
      problems.push({
        file,
        message: `"${base}_*" has variables {${list(got)}}, ${REFERENCE} has {${list(want)}}`,
      })
  }
  for (const base of own.plural.keys())
    if (!ref.plural.has(base) && !ref.plain.has(base))
      problems.push({ file, message: `extra plural key "${base}_*"` })
  return problems
}

export type Catalog = Map<Language, Map<string, Flat>>

/** Reads every language × namespace file; a missing or broken file is a problem, not a crash. */
export function readCatalog(dir: string, problems: Problem[]): Catalog {
  const catalog: Catalog = new Map()
  for (const language of languages) {
    const files = new Map<string, Flat>()
    for (const ns of namespaces) {
      const file = path.join(dir, language, `${ns}.json`)
      const shown = path.relative(process.cwd(), file)
      if (!fs.existsSync(file)) {
        problems.push({ file: shown, message: 'missing file' })
        continue
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(fs.readFileSync(file, 'utf8'))
      } catch (error) {
        problems.push({ file: shown, message: `invalid JSON: ${(error as Error).message}` })
        continue
      }
      files.set(ns, flatten(parsed, shown, problems))
    }
    catalog.set(language, files)
  }
  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    if (!(languages as readonly string[]).includes(entry))
      problems.push({ file: path.join(dir, entry), message: 'not one of the 16 languages' })
  return catalog
}

export function compareCatalog(catalog: Catalog, dir: string): Problem[] {
  const problems: Problem[] = []
  const reference = catalog.get(REFERENCE)
  if (!reference) return problems
  for (const [language, files] of catalog) {
    if (language === REFERENCE) continue
    for (const [ns, flat] of files) {
      const ref = reference.get(ns)
      if (ref) problems.push(...compareNamespace(language, ref, flat, path.join(dir, language, `${ns}.json`)))
    }
  }
  return problems
}

const KEY_LITERAL = new RegExp(`(['"\`])(${namespaces.join('|')}):([A-Za-z0-9_.-]+)\\1`, 'g')

/** `'ns:key'` string literals in one source text, with their line numbers. */
export function keysInSource(source: string): { ns: string; key: string; line: number }[] {
  const found: { ns: string; key: string; line: number }[] = []
  for (const match of source.matchAll(KEY_LITERAL)) {
    const line = source.slice(0, match.index).split('\n').length
    found.push({ ns: match[2] ?? '', key: match[3] ?? '', line })
  }
  return found
}

/** A key exists when English has the text, or its plural forms, or an object of texts under it. */
export function hasKey(flat: Flat | undefined, key: string) {
  if (!flat) return false
  if (flat.has(key) || flat.has(`${key}_other`)) return true
  for (const existing of flat.keys()) if (existing.startsWith(`${key}.`)) return true
  return false
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name)
    return entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

export function checkCodeKeys(roots: string[], reference: Map<string, Flat> | undefined): Problem[] {
  const problems: Problem[] = []
  for (const file of roots.flatMap(sourceFiles)) {
    for (const { ns, key, line } of keysInSource(fs.readFileSync(file, 'utf8')))
      if (!hasKey(reference?.get(ns), key))
        problems.push({
          file: `${path.relative(process.cwd(), file)}:${line}`,
          message: `"${ns}:${key}" is not in ${REFERENCE}`,
        })
  }
  return problems
}

/** Per language, the `ns:key` texts that are rightly the same as in English. */
export type SameAsEnglish = Partial<Record<Language, string[]>>

// Only texts with words count: "{{size}} KB" or "{{percent}}%" read the same everywhere.
const hasWords = (text: string) => /\p{L}{3,}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''))

export function checkUntranslated(catalog: Catalog, allowed: SameAsEnglish): Problem[] {
  const problems: Problem[] = []
  const reference = catalog.get(REFERENCE)
  for (const [language, files] of catalog) {
    if (language === REFERENCE) continue
    const exceptions = new Set(allowed[language] ?? [])
    const used = new Set<string>()
    for (const [ns, flat] of files)
      for (const [key, text] of flat) {
        const id = `${ns}:${key}`
        if (text !== reference?.get(ns)?.get(key) || !hasWords(text)) continue
        if (exceptions.has(id)) used.add(id)
        else
          problems.push({
            file: `public/locales/${language}/${ns}.json`,
            message: `"${key}" is the same as in ${REFERENCE} ("${text.slice(0, 40)}"): translate it, or list "${id}" under "${language}" in ${SAME_AS_ENGLISH_FILE}`,
          })
      }
    for (const id of exceptions)
      if (!used.has(id))
        problems.push({
          file: SAME_AS_ENGLISH_FILE,
          message: `"${id}" (${language}) is no longer the same as English`,
        })
  }
  return problems
}

export const SAME_AS_ENGLISH_FILE = 'scripts/i18n-same-as-english.json'

export function checkAll({
  localesDir,
  codeRoots,
  sameAsEnglish = {},
}: {
  localesDir: string
  codeRoots: string[]
  sameAsEnglish?: SameAsEnglish
}): Problem[] {
  const problems: Problem[] = []
  const catalog = readCatalog(localesDir, problems)
  problems.push(...compareCatalog(catalog, path.relative(process.cwd(), localesDir)))
  problems.push(...checkCodeKeys(codeRoots, catalog.get(REFERENCE)))
  problems.push(...checkUntranslated(catalog, sameAsEnglish))
  return problems
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sameAsEnglish = JSON.parse(fs.readFileSync(SAME_AS_ENGLISH_FILE, 'utf8')) as SameAsEnglish
  const problems = checkAll({ localesDir: 'public/locales', codeRoots: ['app', 'server'], sameAsEnglish })
  for (const { file, message } of problems) console.error(`${file}: ${message}`)
  if (problems.length) {
    console.error(`\ni18n check failed: ${problems.length} problem(s).`)
    process.exit(1)
  }
  console.log(
    `i18n check passed: ${languages.length} languages × ${namespaces.length} namespaces agree with the code.`,
  )
}
