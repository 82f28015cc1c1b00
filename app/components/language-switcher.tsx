import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useTranslation } from 'react-i18next'
import { useDisplay } from '#app/display/display-context.tsx'
import { CheckIcon, GlobeIcon } from '#app/display/icons.tsx'
import { fallbackLanguage, htmlLang, languageNames, languages, toLanguage } from '#app/i18n/languages.ts'

/** The 16 interface languages, each named in its own language; choosing one re-renders the page in it. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const { switchLanguage, dir } = useDisplay()
  const current = toLanguage(i18n.language) ?? fallbackLanguage
  return (
    <DropdownMenu.Root dir={dir} modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('common:language.label', { language: languageNames[current] })}
        className="inline-flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 data-[state=open]:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-emerald-400 dark:data-[state=open]:bg-slate-800"
      >
        <GlobeIcon />
        <span className="uppercase" lang={htmlLang(current)}>
          {htmlLang(current)}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] min-w-44 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-slate-500 dark:text-slate-400">
            {t('common:language.choose')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => {
              const language = toLanguage(value)
              if (language && language !== current) void switchLanguage(language)
            }}
          >
            {languages.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={htmlLang(language)}
                className="relative flex cursor-pointer items-center rounded-md py-1.5 ps-8 pe-3 text-sm outline-none select-none data-[highlighted]:bg-emerald-50 data-[highlighted]:text-emerald-800 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-emerald-300"
              >
                <DropdownMenu.ItemIndicator className="absolute start-2 inline-flex">
                  <CheckIcon className="size-4" />
                </DropdownMenu.ItemIndicator>
                {languageNames[language]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
