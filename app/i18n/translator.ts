import type { TFunction } from 'i18next'
import { htmlLang, toLanguage } from './languages.ts'
import { sharedOptions } from './options.ts'

/**
 * The translator pages render with: the part of i18next the site uses, in about 1 KB instead of
 * 16 in the browser, and on the server with every namespace at hand (server/i18n/i18n.server.ts;
 * loaders, e-mails and validation keep i18next). It reads the same `/locales/{lng}/{ns}.json`
 * files and answers `t` exactly as i18next does for what our files hold (`translator.test.ts`
 * compares both on every key of every language):
 * - `ns:key.path` lookup, the page's namespace by default;
 * - plurals: with a numeric `count`, `key_zero` (count 0), then `key_<Intl plural category>`, then `key`;
 *   Arabic (`ae`) takes Arabic's rules, as `plurals.ts` makes i18next do;
 * - `{{name}}` and `{{a.b}}` replaced by the option's value (no escaping: React escapes), left as
 *   written when the option is absent;
 * - a missing key answers the key itself.
 * Namespaces missing later (a language switch, a new screen) are fetched with i18next's retry
 * rules (`sharedOptions`: retries on network and server errors, the wait doubling each time).
 */

type Bundle = { [key: string]: string | Bundle }
export type Resources = Record<string, Record<string, Bundle>>
type Options = Record<string, unknown>

export interface TranslatorOptions {
  language: string
  resources: Resources
  defaultNamespace: string
  /** The namespaces of the page; a language switch loads them all in the new language. */
  namespaces: readonly string[]
  loadPath: (language: string, namespace: string) => string
  /** Development only: called once per missing key (the dev server collects them). */
  onMissingKey?: (language: string, namespace: string, key: string) => void
  fetch?: typeof fetch
  wait?: (ms: number) => Promise<void>
}

const NS_SEPARATOR = ':'
const KEY_SEPARATOR = '.'
const PLACEHOLDER = /\{\{(.+?)\}\}/g

function walk(data: unknown, path: string): unknown {
  let node = data
  for (const part of path.split(KEY_SEPARATOR)) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** `{{name}}` replaced by its value; a placeholder without a value stays as written. */
export function interpolate(text: string, values: Options | undefined) {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values ? walk(values, name.trim()) : undefined
    return value === undefined ? placeholder : asText(value)
  })
}

export function createTranslator(options: TranslatorOptions) {
  const store: Resources = options.resources
  const listeners = new Set<(language: string) => void>()
  const rules = new Map<string, Intl.PluralRules>()
  const loads = new Map<string, Promise<void>>()
  const reported = new Set<string>()
  const fetchJson = options.fetch ?? fetch
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  let namespaces = [...options.namespaces]
  let running = 0
  const queue: Array<() => void> = []

  function pluralCategory(language: string, count: number) {
    let rule = rules.get(language)
    if (!rule) {
      const known = toLanguage(language)
      rule = new Intl.PluralRules(known ? htmlLang(known) : language)
      rules.set(language, rule)
    }
    return rule.select(count)
  }

  function lookup(language: string, namespace: string, key: string, values: Options | undefined) {
    const bundle = store[language]?.[namespace]
    const count = values?.count
    const candidates = [key]
    if (count !== undefined && typeof count !== 'string') {
      candidates.unshift(`${key}_${pluralCategory(language, Number(count))}`)
      if (count === 0) candidates.unshift(`${key}_zero`)
    }
    for (const candidate of candidates) {
      const found = walk(bundle, candidate)
      if (typeof found === 'string') return found
    }
    return undefined
  }

  function translate(language: string, defaultNamespace: string, keys: string | string[], values?: Options) {
    let last = ''
    for (const full of Array.isArray(keys) ? keys : [keys]) {
      const separator = full.indexOf(NS_SEPARATOR)
      const namespace = separator > 0 ? full.slice(0, separator) : defaultNamespace
      const key = separator > 0 ? full.slice(separator + 1) : full
      last = key
      const found = lookup(language, namespace, key, values)
      if (found !== undefined) return interpolate(found, values)
      if (options.onMissingKey && store[language]?.[namespace] && !reported.has(`${language}:${full}`)) {
        reported.add(`${language}:${full}`)
        options.onMissingKey(language, namespace, key)
      }
    }
    return last
  }

  /** At most `maxParallelReads` downloads at once, as i18next's connector allows. */
  async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= sharedOptions.maxParallelReads) await new Promise<void>((resolve) => queue.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      queue.shift()?.()
    }
  }

  /** One namespace's file; network and server errors are retried with a doubling wait, others are not. */
  async function download(language: string, namespace: string): Promise<Bundle> {
    const url = options.loadPath(language, namespace)
    let delay: number = sharedOptions.retryTimeout
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= sharedOptions.maxRetries
      let response: Response
      try {
        response = await limited(() => fetchJson(url))
      } catch (error) {
        if (last) throw error
        await wait(delay)
        delay *= 2
        continue
      }
      if (response.ok) return (await response.json()) as Bundle
      if (response.status < 500 || last) throw new Error(`${url}: HTTP ${response.status}`)
      await wait(delay)
      delay *= 2
    }
  }

  function load(language: string, namespace: string): Promise<void> {
    if (store[language]?.[namespace]) return Promise.resolve()
    const id = `${language}|${namespace}`
    let pending = loads.get(id)
    if (!pending) {
      pending = download(language, namespace).then(
        (bundle) => {
          store[language] = { ...store[language], [namespace]: bundle }
        },
        (error: unknown) => {
          loads.delete(id) // the next render may try again
          throw error
        },
      )
      loads.set(id, pending)
    }
    return pending
  }

  const translator = {
    language: options.language,
    getFixedT(language: string, namespace?: string): TFunction {
      const fixed = (keys: string | string[], values?: Options) =>
        translate(language, namespace ?? options.defaultNamespace, keys, values)
      return fixed as unknown as TFunction
    },
    hasLoadedNamespace: (namespace: string) => Boolean(store[translator.language]?.[namespace]),
    getResourceBundle: (language: string, namespace: string) => store[language]?.[namespace],
    async loadNamespaces(names: string | readonly string[]) {
      const list = typeof names === 'string' ? [names] : [...names]
      namespaces = [...new Set([...namespaces, ...list])]
      await Promise.all(list.map((namespace) => load(translator.language, namespace)))
    },
    /** Loads the page's namespaces in `language`, then switches and tells the components. */
    async changeLanguage(language: string) {
      await Promise.all(namespaces.map((namespace) => load(language, namespace)))
      translator.language = language
      for (const listener of listeners) listener(language)
    },
    on(_event: 'languageChanged', listener: (language: string) => void) {
      listeners.add(listener)
    },
    off(_event: 'languageChanged', listener: (language: string) => void) {
      listeners.delete(listener)
    },
  }
  return translator
}

export type Translator = ReturnType<typeof createTranslator>
