import type { InitOptions } from 'i18next'
import { fallbackLanguage, languages } from './languages.ts'
import { rootNamespaces } from './namespaces.ts'

/** Options shared by the server and the browser instance; the loader numbers come from the spec. */
export const sharedOptions = {
  supportedLngs: [...languages],
  fallbackLng: fallbackLanguage,
  load: 'languageOnly',
  nonExplicitSupportedLngs: true,
  ns: rootNamespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  maxParallelReads: 10,
  maxRetries: 5,
  retryTimeout: 350,
  returnNull: false,
} satisfies InitOptions

/** Where a language's namespace file is served (public/locales). */
export const localesPath = (language: string, namespace: string) => `/locales/${language}/${namespace}.json`
