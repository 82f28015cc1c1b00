import type { TFunction } from 'i18next'
import {
  createContext,
  use,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { Namespace } from './namespaces.ts'

/**
 * The React side of translations, as much of it as the site uses: a provider and `useTranslation`.
 * react-i18next did the same with more options and cost 6 KB of every page's JavaScript and, on the
 * server, a copy of the instance's properties for each component that asked for `t`
 * (docs/PERFORMANCE.md).
 */
/**
 * What the components use of a translation instance: i18next's own on the server, the browser's
 * lighter translator (translator.ts) on the client.
 */
export interface I18n {
  language: string
  getFixedT(language: string, namespace?: Namespace): TFunction
  hasLoadedNamespace(namespace: string): boolean
  loadNamespaces(namespaces: string | readonly string[]): Promise<unknown>
  changeLanguage(language: string): Promise<unknown>
  getResourceBundle(language: string, namespace: string): unknown
  on(event: 'languageChanged', listener: (language: string) => void): unknown
  off(event: 'languageChanged', listener: (language: string) => void): unknown
}

const I18nContext = createContext<I18n | null>(null)

/** Gives the components below it this instance (i18next with the request's language on the server). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>
}

const loading = new WeakMap<I18n, Map<string, Promise<unknown>>>()

/** One download per instance, language and list of namespaces, however many renders wait on it. */
export function loadNamespacesOnce(i18n: I18n, namespaces: readonly string[]): Promise<unknown> {
  const pending = loading.get(i18n) ?? new Map<string, Promise<unknown>>()
  loading.set(i18n, pending)
  const key = `${i18n.language}|${namespaces.join(',')}`
  let promise = pending.get(key)
  if (!promise) {
    promise = i18n.loadNamespaces([...namespaces])
    pending.set(key, promise)
  }
  return promise
}

/**
 * `t` for the given namespace (keys of others carry their prefix, `auth:signin.title`) and the
 * instance. The component renders again when the language changes; it suspends while a namespace
 * it names is still being downloaded.
 */
export function useTranslation(ns?: Namespace | readonly Namespace[]) {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation is used outside an I18nProvider')
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange)
      return () => i18n.off('languageChanged', onChange)
    },
    [i18n],
  )
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  )
  const namespaces: readonly Namespace[] = ns === undefined ? [] : typeof ns === 'string' ? [ns] : ns
  const missing = namespaces.filter((name) => !i18n.hasLoadedNamespace(name))
  if (missing.length > 0) use(loadNamespacesOnce(i18n, missing))
  const first = namespaces[0]
  const t = useMemo(() => i18n.getFixedT(language, first), [i18n, language, first])
  return { t, i18n }
}
