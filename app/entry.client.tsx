import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nProvider } from '#app/i18n/react.tsx'
import { HydratedRouter } from 'react-router/dom'
import { readPreloadedResources } from './i18n/preloaded-resources.tsx'
import { toLanguage, fallbackLanguage } from './i18n/languages.ts'
import { namespacesOf } from './i18n/namespaces.ts'
import { localesPath, sharedOptions } from './i18n/options.ts'
import { createTranslator } from './i18n/translator.ts'

declare global {
  interface Window {
    __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined>
  }
}

/** Development only: the dev server collects keys the code asks for but the files lack (missing-keys.server.ts). */
function reportMissingKey(language: string, namespace: string, key: string) {
  void fetch(`/locales/add/${language}/${namespace}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ [key]: key }),
  })
}

/**
 * The server already chose the language (it is in <html data-lng>) and preloads the translations
 * of the routes on screen, so the first render matches the server's; a namespace missing later is
 * downloaded then. Every key exists in every language
 * (npm run i18n:check): there is no second language to fall back to.
 */
async function hydrate() {
  const language = toLanguage(document.documentElement.dataset.lng) ?? fallbackLanguage
  const modules = window.__reactRouterRouteModules ?? {}
  const resources = await readPreloadedResources()
  // The server also preloaded what the page's data needed (`handle.i18nWhen`): a language switch reloads those too.
  const namespaces = [
    ...new Set([
      ...namespacesOf(Object.values(modules).map((module) => ({ handle: module?.handle }))),
      ...Object.keys(resources[language] ?? {}),
    ]),
  ]
  const translator = createTranslator({
    language,
    resources,
    defaultNamespace: sharedOptions.defaultNS,
    namespaces,
    loadPath: localesPath,
    onMissingKey: import.meta.env.DEV ? reportMissingKey : undefined,
  })
  await translator.loadNamespaces(namespaces)

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider i18n={translator}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nProvider>,
    )
  })
}

void hydrate()
