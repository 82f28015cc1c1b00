import { describe, expect, test } from 'vitest'
import { fromAcceptLanguage, detectLanguage } from '#server/i18n/detect.server.ts'
import { detectBrowserLanguage, type BrowserLanguageSources } from './detect.ts'

const none: BrowserLanguageSources = {
  query: null,
  cookie: undefined,
  localStorage: undefined,
  sessionStorage: undefined,
  navigator: [],
  htmlLang: undefined,
}

describe('browser detection follows the spec order', () => {
  const all: BrowserLanguageSources = {
    query: 'de',
    cookie: 'fr',
    localStorage: 'it',
    sessionStorage: 'pt',
    navigator: ['ja-JP', 'en'],
    htmlLang: 'ru',
  }
  test.each([
    ['query', 'de'],
    ['cookie', 'fr'],
    ['localStorage', 'it'],
    ['sessionStorage', 'pt'],
    ['navigator', 'ja'],
    ['htmlLang', 'ru'],
  ] as const)('%s wins over everything after it', (source, language) => {
    const order = ['query', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlLang'] as const
    const sources = { ...all }
    for (const earlier of order.slice(0, order.indexOf(source)))
      if (earlier === 'navigator') sources.navigator = []
      else sources[earlier] = undefined
    expect(detectBrowserLanguage(sources)).toEqual({ language, source })
  })

  test('unknown or hostile values are skipped, not used', () => {
    expect(
      detectBrowserLanguage({
        ...none,
        query: '../../etc',
        cookie: 'xx',
        localStorage: '{"a":1}',
        navigator: ['ar-EG'],
      }),
    ).toEqual({ language: 'ae', source: 'navigator' })
  })

  test('only the language part counts and Arabic maps to the spec code', () => {
    expect(detectBrowserLanguage({ ...none, cookie: 'es-AR' })?.language).toBe('es')
    expect(detectBrowserLanguage({ ...none, htmlLang: 'ar' })?.language).toBe('ae')
    expect(detectBrowserLanguage({ ...none, navigator: ['x-klingon', 'pt_BR'] })?.language).toBe('pt')
  })

  test('nothing usable: no language (the caller keeps the server’s)', () => {
    expect(detectBrowserLanguage(none)).toBeUndefined()
  })
})

describe('server detection: query, cookie, Accept-Language, then English', () => {
  const request = (url: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost${url}`, { headers })

  test('in that order', () => {
    const headers = { Cookie: 'i18next=fr', 'Accept-Language': 'de' }
    expect(detectLanguage(request('/?lng=it', headers))).toBe('it')
    expect(detectLanguage(request('/', headers))).toBe('fr')
    expect(detectLanguage(request('/', { 'Accept-Language': 'de' }))).toBe('de')
    expect(detectLanguage(request('/'))).toBe('en')
  })

  test('bad input falls through to the next source', () => {
    const headers = { Cookie: 'i18next=%E0%A4%A; other=1', 'Accept-Language': 'ar-EG,ar;q=0.9' }
    expect(detectLanguage(request('/?lng=../../etc', headers))).toBe('ae')
    expect(detectLanguage(request('/?lng=xx', { Cookie: 'i18next=' }))).toBe('en')
  })

  test('Accept-Language by quality, malformed or huge headers ignored', () => {
    expect(fromAcceptLanguage('fr;q=0.3, sv;q=0.8, xx')).toBe('sv')
    expect(fromAcceptLanguage('de;q=0, ;;;, tr')).toBe('tr')
    expect(fromAcceptLanguage('*')).toBeUndefined()
    expect(fromAcceptLanguage(`de,${'x'.repeat(2000)}`)).toBeUndefined()
  })
})
