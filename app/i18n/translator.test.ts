import { describe, expect, test, vi } from 'vitest'
import { getFixedT, i18nFor } from '#server/i18n/i18n.server.ts'
import { loadResources } from '#server/i18n/resources.server.ts'
import { languages } from './languages.ts'
import { namespaces } from './namespaces.ts'
import { createTranslator, interpolate, type Resources } from './translator.ts'

const resources = loadResources() as Resources
const PLURAL = /_(zero|one|two|few|many|other)$/

/** Every key of a bundle as `t` asks for it: nested paths joined by dots, plural suffixes removed. */
function keysOf(bundle: unknown, prefix = ''): string[] {
  if (typeof bundle !== 'object' || bundle === null) return []
  return Object.entries(bundle).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`.replace(PLURAL, '')] : keysOf(value, `${prefix}${name}.`),
  )
}

/** A value for every `{{placeholder}}` in the language's texts of that key. */
function valuesFor(texts: string[]) {
  const names = texts.flatMap((text) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] ?? '').trim()))
  return Object.fromEntries(names.map((name) => [name, `«${name}»`]))
}

function textsOf(bundle: unknown, key: string): string[] {
  const node = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], bundle)
  const parent = key
    .split('.')
    .slice(0, -1)
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], bundle)
  const last = key.split('.').at(-1) ?? ''
  const forms = Object.entries((parent as Record<string, unknown>) ?? {})
    .filter(([name]) => name === last || name.replace(PLURAL, '') === last)
    .map(([, text]) => text)
  return [...(typeof node === 'string' ? [node] : []), ...forms].filter(
    (t): t is string => typeof t === 'string',
  )
}

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 100, 101, 1.5]

describe('the browser translator answers like i18next (the server) for every key of every language', () => {
  test.each(languages)('%s', (language) => {
    const browser = createTranslator({
      language,
      resources: structuredClone(resources),
      defaultNamespace: 'common',
      namespaces,
      loadPath: () => '',
    })
    let compared = 0
    for (const ns of namespaces) {
      const bundle = resources[language]?.[ns]
      const serverT = getFixedT(language, ns)
      const browserT = browser.getFixedT(language, ns)
      const commonT = browser.getFixedT(language)
      for (const key of new Set(keysOf(bundle))) {
        const values = valuesFor(textsOf(bundle, key))
        const cases: Array<Record<string, unknown>> = [
          {},
          values,
          ...COUNTS.map((count) => ({ ...values, count })),
        ]
        for (const options of cases) {
          expect(browserT(key, options), `${language} ${ns}:${key} ${JSON.stringify(options)}`).toBe(
            serverT(key, options),
          )
          compared++
        }
        // Prefixed keys from another default namespace read the same text.
        expect(commonT(`${ns}:${key}`, values)).toBe(serverT(key, values))
      }
    }
    expect(compared).toBeGreaterThan(5_000)
  })

  test('the server renders pages with this translator, every namespace at hand (no suspense, no download)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    for (const language of languages) {
      const server = i18nFor(language)
      expect(server.language).toBe(language)
      expect(namespaces.filter((ns) => !server.hasLoadedNamespace(ns))).toEqual([])
      await server.loadNamespaces([...namespaces])
      expect(server.getFixedT(language, 'public')('nav.home')).toBe(getFixedT(language, 'public')('nav.home'))
      expect(server.getFixedT(language)('auth:signin.title', { count: 2 })).toBe(
        getFixedT(language)('auth:signin.title', { count: 2 }),
      )
    }
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  test('a missing key answers the key; a missing value leaves its placeholder', () => {
    const browser = createTranslator({
      language: 'es',
      resources: structuredClone(resources),
      defaultNamespace: 'common',
      namespaces,
      loadPath: () => '',
    })
    const t = browser.getFixedT('es')
    expect(t('admin:no.such.key')).toBe(getFixedT('es')('admin:no.such.key'))
    expect(interpolate('Hola, {{name}} {{ other }}', { name: 'Ana' })).toBe('Hola, Ana {{ other }}')
    expect(interpolate('{{user.name}}: {{n}}', { user: { name: 'Ana' }, n: 0 })).toBe('Ana: 0')
  })
})

describe('loading namespaces', () => {
  const answer = (status: number, body: unknown = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

  test('a missing namespace is fetched once; a language switch loads the page’s namespaces first', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) => answer(200, { title: `${String(url)}` }))
    const browser = createTranslator({
      language: 'es',
      resources: { es: { common: { hello: 'Hola' } } },
      defaultNamespace: 'common',
      namespaces: ['common'],
      loadPath: (lng, ns) => `/locales/${lng}/${ns}.json`,
      fetch: fetch as typeof globalThis.fetch,
    })
    expect(browser.hasLoadedNamespace('pitch')).toBe(false)
    await Promise.all([browser.loadNamespaces('pitch'), browser.loadNamespaces(['pitch'])])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(browser.getFixedT('es', 'pitch')('title')).toBe('/locales/es/pitch.json')

    const heard: string[] = []
    const listener = (language: string) => heard.push(language)
    browser.on('languageChanged', listener)
    await browser.changeLanguage('de')
    expect(browser.language).toBe('de')
    expect(heard).toEqual(['de'])
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/locales/de/common.json',
      '/locales/de/pitch.json',
      '/locales/es/pitch.json',
    ])
    browser.off('languageChanged', listener)
    await browser.changeLanguage('es')
    expect(heard).toEqual(['de'])
  })

  /** A Spanish translator with nothing loaded, downloading through `fetch`. */
  const empty = (
    fetch: () => Promise<Response>,
    wait: (ms: number) => Promise<void> = async () => undefined,
  ) =>
    createTranslator({
      language: 'es',
      resources: {},
      defaultNamespace: 'common',
      namespaces: [],
      loadPath: (lng, ns) => `/locales/${lng}/${ns}.json`,
      fetch: fetch as typeof globalThis.fetch,
      wait,
    })

  test('server and network errors are retried with a doubling wait, up to five times; a 404 is not', async () => {
    const waits: number[] = []
    let calls = 0
    const browser = empty(
      async () => {
        calls++
        if (calls === 1) throw new TypeError('network down')
        return calls < 4 ? answer(503) : answer(200, { ok: 'bien' })
      },
      async (ms) => void waits.push(ms),
    )
    await browser.loadNamespaces('common')
    expect(browser.getFixedT('es')('ok')).toBe('bien')
    expect(waits).toEqual([350, 700, 1400])

    const gone = vi.fn(async () => answer(404))
    await expect(empty(gone).loadNamespaces('common')).rejects.toThrow('HTTP 404')
    expect(gone).toHaveBeenCalledTimes(1)

    const down = vi.fn(async () => answer(500))
    await expect(empty(down).loadNamespaces('common')).rejects.toThrow('HTTP 500')
    expect(down).toHaveBeenCalledTimes(6) // the first try and five retries
  })
})
