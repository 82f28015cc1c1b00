import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nProvider } from '#app/i18n/react.tsx'
import { HydratedRouter } from 'react-router/dom'
import { readInlineResources } from './i18n/inline-resources.tsx'
import { toLanguage, fallbackLanguage } from './i18n/languages.ts'
import { LazyHttpBackend } from './i18n/lazy-backend.ts'
import { namespacesOf } from './i18n/namespaces.ts'
import { sharedOptions } from './i18n/options.ts'
import { applySpecPluralRules } from './i18n/plurals.ts'

declare global {
  interface Window {
    __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined>
  }
}

/**
 * The server already chose the language (it is in <html data-lng>) and inlined the translations
 * of the routes on screen, so the first render matches the server's without a request; the
 * backend is only downloaded when a namespace is missing later.
 */
async function hydrate() {
  const language = toLanguage(document.documentElement.dataset.lng) ?? fallbackLanguage
  const modules = window.__reactRouterRouteModules ?? {}
  const handles = Object.values(modules).map((module) => module?.handle)
  await i18next.use(new LazyHttpBackend()).init({
    ...sharedOptions,
    lng: language,
    ns: namespacesOf(handles),
    resources: readInlineResources(),
    partialBundledLanguages: true,
    // Every key exists in every language (npm run i18n:check): no second language to download.
    fallbackLng: false,
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', addPath: '/locales/add/{{lng}}/{{ns}}' },
    // Development only: report keys the code asks for but the files lack (see missing-keys.server.ts).
    saveMissing: import.meta.env.DEV,
  })
  applySpecPluralRules(i18next)

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nProvider>,
    )
  })
}

void hydrate()
