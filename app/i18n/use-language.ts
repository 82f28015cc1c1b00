import { useCallback, useEffect } from 'react'
import { useTranslation } from './react.tsx'
import { useNavigate, useRevalidator } from 'react-router'
import { readCookie, storageGet, storageSet, writeCookie } from './cookies.ts'
import { detectBrowserLanguage, type BrowserLanguageSources } from './detect.ts'
import { htmlLang, pathLanguage, type Language } from './languages.ts'
import type { DisplaySettings } from '#app/display/settings.ts'

export const LANGUAGE_COOKIE = 'i18next'
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'

/** What the browser knows right now, for `detectBrowserLanguage`. */
export function browserLanguageSources(): BrowserLanguageSources {
  return {
    query: new URLSearchParams(window.location.search).get('lng'),
    cookie: readCookie(document.cookie, LANGUAGE_COOKIE),
    localStorage: storageGet('localStorage', LANGUAGE_STORAGE_KEY),
    sessionStorage: storageGet('sessionStorage', LANGUAGE_STORAGE_KEY),
    navigator: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.lang,
  }
}

/** Caches the language where the spec's detector looks for it: cookie `i18next`, storage `i18nextLng`. */
export function rememberLanguage(language: Language) {
  writeCookie(LANGUAGE_COOKIE, language)
  storageSet('localStorage', LANGUAGE_STORAGE_KEY, language)
}

/**
 * Switches i18next to another language (it fetches the namespaces on screen), remembers it, and
 * asks the loaders again so translated titles and server texts follow, without a full reload.
 * A `?lng=` in the address would override the new cookie, so it is dropped from the URL. With
 * `goTo` (another version of a content page) it loads that address instead.
 */
export function useSwitchLanguage(update: (changes: Partial<DisplaySettings>) => void) {
  const { i18n } = useTranslation()
  const navigate = useNavigate()
  const { revalidate } = useRevalidator()
  return useCallback(
    async (language: Language, goTo?: string) => {
      rememberLanguage(language)
      // Another address that speaks its own language (a translated page, docs/decisions/048): a full load.
      if (goTo) return window.location.assign(goTo)
      update({ locale: language })
      await i18n.changeLanguage(language)
      document.documentElement.lang = htmlLang(language)
      const url = new URL(window.location.href)
      if (url.searchParams.has('lng')) {
        url.searchParams.delete('lng')
        await navigate(url.pathname + url.search + url.hash, { replace: true, preventScrollReset: true })
      } else {
        await revalidate()
      }
    },
    [i18n, navigate, revalidate, update],
  )
}

/**
 * Runs the spec's detection once in the browser after hydration. The first render always uses the
 * server's language (same order over query, cookie and Accept-Language), so hydration matches; then
 * a choice only the browser holds (local or session storage with no cookie) takes over and is
 * written to the cookie, and whatever was detected is cached in cookie and local storage. On a
 * translated content page (`/en/post/…`) nothing is detected nor remembered.
 */
export function useLanguageSync(
  serverLanguage: Language,
  switchLanguage: (language: Language, goTo?: string) => Promise<void>,
) {
  useEffect(() => {
    // A translated content page speaks its own language, whatever the visitor chose before.
    if (pathLanguage(window.location.pathname)) return
    const detected = detectBrowserLanguage(browserLanguageSources())?.language ?? serverLanguage
    if (detected === serverLanguage) rememberLanguage(serverLanguage)
    else void switchLanguage(detected)
    // Only once, on hydration.
  }, [])
}
