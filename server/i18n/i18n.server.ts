import i18next, { type i18n as I18next, type TFunction } from 'i18next'
import { languages, type Language } from '#app/i18n/languages.ts'
import { namespaces, type Namespace } from '#app/i18n/namespaces.ts'
import { localesPath, sharedOptions } from '#app/i18n/options.ts'
import { applySpecPluralRules } from '#app/i18n/plurals.ts'
import type { I18n } from '#app/i18n/react.tsx'
import { createTranslator, type Resources } from '#app/i18n/translator.ts'
import { detectLanguage } from './detect.server.ts'
import { loadResources } from './resources.server.ts'

let resources: Resources | undefined

/** Every language and namespace, read once and shared by i18next and the render translators. */
function allResources(): Resources {
  if (resources) return resources
  const loaded = loadResources() as Resources
  // A namespace without a file reads as empty (its keys answer themselves) instead of a download.
  for (const language of languages)
    for (const namespace of namespaces) (loaded[language] ??= {})[namespace] ??= {}
  return (resources = loaded)
}

let base: I18next | undefined

function baseInstance(): I18next {
  if (base) return base
  const instance = i18next.createInstance()
  void instance.init({ ...sharedOptions, ns: [...namespaces], resources: allResources(), initAsync: false })
  applySpecPluralRules(instance)
  base = instance
  return instance
}

const perLanguage = new Map<Language, I18n>()

/**
 * What the components render with: the browser's translator (app/i18n/translator.ts) over every
 * namespace, one per language, shared by every request in it. It answers exactly as i18next does
 * (translator.test.ts compares both on every key of every language), the first render in the
 * browser uses the same code, and it allocates a fraction of what i18next's `t` does per call
 * (docs/PERFORMANCE.md). Nothing here changes its language or downloads anything.
 */
export function i18nFor(language: Language): I18n {
  let translator = perLanguage.get(language)
  if (!translator)
    perLanguage.set(
      language,
      (translator = createTranslator({
        language,
        resources: allResources(),
        defaultNamespace: sharedOptions.defaultNS,
        namespaces: [],
        loadPath: localesPath,
      })),
    )
  return translator
}

export const getLocale = (request: Request): Language => detectLanguage(request)

/** `t` of i18next itself, for loaders, actions, e-mails and validation messages. */
export function getFixedT(languageOrRequest: Language | Request, namespace?: Namespace): TFunction {
  const language =
    typeof languageOrRequest === 'string' ? languageOrRequest : detectLanguage(languageOrRequest)
  return baseInstance().getFixedT(language, namespace)
}
