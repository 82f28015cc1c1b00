import type { i18n as I18n } from 'i18next'
import { htmlLang, toLanguage } from './languages.ts'

interface RuleSource {
  getRule: (code: string, options?: { ordinal?: boolean }) => Intl.PluralRules | undefined
}

/**
 * i18next picks plural forms with `Intl.PluralRules(language)`. Our Arabic is stored under the
 * spec's code `ae`, which Intl reads as Avestan (one form only): ask for Arabic's rules instead,
 * so `_zero/_one/_two/_few/_many/_other` are chosen like in any Arabic text.
 */
export function applySpecPluralRules(i18n: I18n) {
  const resolver = i18n.services.pluralResolver as unknown as RuleSource | undefined
  if (!resolver || (resolver.getRule as { patched?: true }).patched) return
  const original = resolver.getRule.bind(resolver)
  const getRule: RuleSource['getRule'] = (code, options) => {
    const language = toLanguage(code)
    return original(language ? htmlLang(language) : code, options)
  }
  resolver.getRule = Object.assign(getRule, { patched: true as const })
}
