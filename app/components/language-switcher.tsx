import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useDisplay } from '#app/display/display-context.tsx'
import { GlobeIcon } from '#app/display/icons.tsx'
import { useMatches } from 'react-router'
import { fallbackLanguage, htmlLang, languageNames, toLanguage, type Language } from '#app/i18n/languages.ts'

const loadMenu = () => import('./language-menu.tsx')
const LanguageMenu = lazy(loadMenu)

/** The addresses of a content page's versions (`languageVersions` of its loader), if it has any. */
function useLanguageVersions() {
  for (const match of useMatches()) {
    const data = match.loaderData as { languageVersions?: Partial<Record<Language, string>> } | undefined
    if (data?.languageVersions) return data.languageVersions
  }
  return undefined
}

/**
 * The 16 interface languages, each named in its own language; choosing one re-renders the page in
 * it. On a content page with versions in other languages (docs/decisions/048) it goes to the
 * version in the chosen language, else to the Spanish one (which then says it is in Spanish). Until the first open the trigger is a plain button with the same look and name, so a page
 * never downloads the menu's code unless the visitor asks for it (hovering or focusing prefetches).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const { switchLanguage, dir } = useDisplay()
  const versions = useLanguageVersions()
  const choose = (language: Language) => {
    // No Spanish address among them: this is the Spanish page.
    const target = versions && (versions[language] ?? versions.es ?? window.location.pathname)
    void switchLanguage(language, target && target !== window.location.pathname ? target : undefined)
  }
  // How the menu was first asked for: a keyboard opens it on the current language, as Radix does.
  const [wanted, setWanted] = useState<'pointer' | 'keyboard' | null>(null)
  const current = toLanguage(i18n.language) ?? fallbackLanguage
  // Named by its visible code first (speech input users say what they see), then the full label.
  const trigger: React.ComponentProps<'button'> = {
    className:
      'inline-flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium bar-button data-[state=open]:bg-slate-100 dark:data-[state=open]:bg-slate-800',
    children: (
      <>
        <GlobeIcon />
        <span className="uppercase" lang={htmlLang(current)}>
          {htmlLang(current)}
        </span>
        <span className="sr-only">{t('common:language.label', { language: languageNames[current] })}</span>
      </>
    ),
  }
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onClick={(event) => setWanted(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') setWanted('keyboard')
      }}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
    />
  )
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu
        current={current}
        dir={dir}
        onChoose={choose}
        trigger={trigger}
        focusCurrent={wanted === 'keyboard'}
      />
    </Suspense>
  )
}
