import { preload } from 'react-dom'
import { useMatches } from 'react-router'
import { useTranslation, type I18n } from './react.tsx'
import { namespacesOf } from './namespaces.ts'
import { localesPath } from './options.ts'
import type { Resources } from './translator.ts'

/** The version of each bundle an instance has, by `language/namespace`: bundles never change. */
const versions = new WeakMap<I18n, Map<string, string>>()

/** FNV-1a of the bundle's JSON: the address changes with the text (the files are cached for an hour). */
function versionOf(i18n: I18n, language: string, namespace: string) {
  let known = versions.get(i18n)
  if (!known) versions.set(i18n, (known = new Map()))
  const id = `${language}/${namespace}`
  const kept = known.get(id)
  if (kept !== undefined) return kept
  const json = JSON.stringify(i18n.getResourceBundle(language, namespace) ?? null)
  let hash = 0x811c9dc5
  for (let index = 0; index < json.length; index++)
    hash = Math.imul(hash ^ json.charCodeAt(index), 0x01000193)
  const version = (hash >>> 0).toString(36)
  known.set(id, version)
  return version
}

/**
 * The translations of the page on screen (its language, the namespaces its routes declare) as
 * preloaded files, not inline in every document: the browser fetches them while it fetches the
 * scripts, keeps them for the next pages, and the translator starts from them before hydrating
 * (`readPreloadedResources`). Only the server render adds them (a preload is a hint, not markup).
 */
export function TranslationPreloads() {
  const { i18n } = useTranslation()
  const matches = useMatches()
  if (typeof document !== 'undefined') return null
  for (const namespace of namespacesOf(matches)) {
    const version = versionOf(i18n, i18n.language, namespace)
    preload(`${localesPath(i18n.language, namespace)}?v=${version}`, {
      as: 'fetch',
      crossOrigin: 'anonymous',
    })
  }
  return null
}

const PRELOADED = /^\/locales\/([a-z]{2})\/([a-z-]+)\.json$/

/** The bundles `TranslationPreloads` announced, fetched (from the preload) by their versioned address. */
export async function readPreloadedResources(): Promise<Resources> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')
  const resources: Resources = {}
  await Promise.all(
    [...links].map(async (link) => {
      const url = new URL(link.href)
      const [, language, namespace] = PRELOADED.exec(url.pathname) ?? []
      if (!language || !namespace || url.origin !== location.origin) return
      // A failed download is left to the translator, which fetches a missing namespace with retries.
      const bundle: unknown = await fetch(url).then(
        (response) => (response.ok ? response.json() : undefined),
        () => undefined,
      )
      if (bundle && typeof bundle === 'object')
        (resources[language] ??= {})[namespace] = bundle as Resources[string][string]
    }),
  )
  return resources
}
