import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { namespacesOf } from './namespaces.ts'

const loading = new Map<string, Promise<unknown>>()

/**
 * Loads the translation namespaces the screens on the way declare (`handle.i18n`). The render
 * suspends until they arrive, so a client navigation keeps the old screen (React Router renders
 * inside a transition) instead of flashing keys. The server and the first hydration already have
 * them. One promise per language and list, so a retried render waits on the same request.
 */
export function useRouteNamespaces() {
  const matches = useMatches()
  const { i18n } = useTranslation()
  const missing = namespacesOf(matches.map((match) => match.handle)).filter(
    (ns) => !i18n.hasLoadedNamespace(ns),
  )
  if (missing.length === 0) return
  const key = `${i18n.language}|${missing.join(',')}`
  let promise = loading.get(key)
  if (!promise) {
    promise = i18n.loadNamespaces(missing)
    loading.set(key, promise)
  }
  use(promise)
}
