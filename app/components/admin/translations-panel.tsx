import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { htmlLang, languageNames } from '#app/i18n/languages.ts'
import {
  translationLanguages,
  type TranslationLanguage,
  type TranslationState,
} from '#app/i18n/content-languages.ts'
import { translationStateLabel } from './labels.ts'
import { linkClass } from './styles.ts'

const stateClass: Record<TranslationState, string> = {
  missing: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  draft: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  outdated: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
}

/** A translation's state as a small badge. */
export function TranslationStateBadge({ state }: { state: TranslationState }) {
  const { t } = useTranslation()
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${stateClass[state]}`}>
      {t(translationStateLabel[state])}
    </span>
  )
}

/**
 * "Traducciones" in the post and concept editors: each of the 15 other languages with its state
 * (missing, draft, published, out of date) and a link to its translation editor.
 */
export function TranslationsPanel({
  versions,
  basePath,
}: {
  versions: Array<{ language: TranslationLanguage; state: TranslationState }>
  /** `/admin/posts/edit/12/translations` */
  basePath: string
}) {
  const { t } = useTranslation()
  return (
    <section className="space-y-2" aria-labelledby="translations-title">
      <h2 id="translations-title" className="font-semibold">
        {t('admin:translations.title')}
      </h2>
      <ul className="space-y-1.5 text-sm">
        {versions.map(({ language, state }) => (
          <li key={language} className="flex items-center justify-between gap-2">
            <Link to={`${basePath}/${htmlLang(language)}`} className={linkClass}>
              <span lang={htmlLang(language)}>{languageNames[language]}</span>
              <span className="sr-only">
                {' '}
                {state === 'missing' ? t('admin:translations.translate') : t('admin:translations.edit')}
              </span>
            </Link>
            <TranslationStateBadge state={state} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** An admin list's cell: the languages an item has, each with its state (docs/decisions/048). */
export function LanguagesCell({
  languages,
}: {
  languages: Array<{ language: TranslationLanguage; state: TranslationState }>
}) {
  const { t } = useTranslation()
  if (!languages.length) return null
  return (
    <ul className="flex flex-wrap gap-1">
      {languages.map(({ language, state }) => (
        <li key={language} className={`rounded px-1.5 text-xs font-medium uppercase ${stateClass[state]}`}>
          <abbr title={languageNames[language]} lang={htmlLang(language)} className="no-underline">
            {htmlLang(language)}
          </abbr>
          <span className="sr-only normal-case"> {t(translationStateLabel[state])}</span>
        </li>
      ))}
    </ul>
  )
}

/** The lists' filter "needs translation into …" (missing or out of date in that language). */
export function needsTranslationFilter(t: (key: 'admin:translations.needsFilter') => string) {
  return {
    value: 'translate',
    label: t('admin:translations.needsFilter'),
    options: translationLanguages.map((language) => ({ value: language, label: languageNames[language] })),
  }
}
