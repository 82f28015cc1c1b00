import i18next, { type i18n as I18n, type TFunction } from 'i18next'
import type { Language } from '#app/i18n/languages.ts'
import { namespaces } from '#app/i18n/namespaces.ts'
import { sharedOptions } from '#app/i18n/options.ts'
import { applySpecPluralRules } from '#app/i18n/plurals.ts'
import { detectLanguage } from './detect.server.ts'
import { loadResources } from './resources.server.ts'

let base: I18n | undefined

function baseInstance(): I18n {
  if (base) return base
  const instance = i18next.createInstance()
  void instance.init({ ...sharedOptions, ns: [...namespaces], resources: loadResources(), initAsync: false })
  applySpecPluralRules(instance)
  base = instance
  return instance
}

const perLanguage = new Map<Language, I18n>()

/**
 * The instance fixed to one language, made once per language and shared by every request in it
 * (clones share the loaded resources). The server only reads it: nothing here changes its language.
 */
export function i18nFor(language: Language): I18n {
  let instance = perLanguage.get(language)
  if (!instance)
    perLanguage.set(language, (instance = baseInstance().cloneInstance({ lng: language, initAsync: false })))
  return instance
}

export const getLocale = (request: Request): Language => detectLanguage(request)

export function getFixedT(languageOrRequest: Language | Request): TFunction {
  const language =
    typeof languageOrRequest === 'string' ? languageOrRequest : detectLanguage(languageOrRequest)
  return baseInstance().getFixedT(language)
}
