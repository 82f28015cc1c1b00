import { use } from 'react'
import { useMatches } from 'react-router'
import { namespacesOf } from './namespaces.ts'
import { loadNamespacesOnce, useTranslation } from './react.tsx'

/**
 * Loads the translation namespaces the screens on the way declare (`handle.i18n`, and
 * `handle.i18nWhen` of their data). The render
 * suspends until they arrive, so a client navigation keeps the old screen (React Router renders
 * inside a transition) instead of flashing keys. The server and the first hydration already have
 * them.
 */
export function useRouteNamespaces() {
  const matches = useMatches()
  const { i18n } = useTranslation()
  const missing = namespacesOf(matches).filter((ns) => !i18n.hasLoadedNamespace(ns))
  if (missing.length > 0) use(loadNamespacesOnce(i18n, missing))
}
