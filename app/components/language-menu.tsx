import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { CheckIcon } from '#app/display/icons.tsx'
import { htmlLang, languageNames, languages, toLanguage, type Language } from '#app/i18n/languages.ts'

interface LanguageMenuProps {
  current: Language
  dir: 'ltr' | 'rtl'
  onChoose: (language: Language) => void
  /** The trigger's look and accessible name, the same as the placeholder it replaces. */
  trigger: React.ComponentProps<'button'>
  /** Opened from the keyboard: focus the current language, so the arrows move from there. */
  focusCurrent: boolean
}

/**
 * The language menu itself (Radix), loaded by `LanguageSwitcher` on the first open: it mounts
 * open, in place of the plain button that was on screen until then.
 */
export default function LanguageMenu({ current, dir, onChoose, trigger, focusCurrent }: LanguageMenuProps) {
  const { t } = useTranslation()
  const content = useRef<HTMLDivElement>(null)
  // Runs after Radix's own focus handling (its effects are in the content, below this component).
  useEffect(() => {
    if (!focusCurrent) return
    const items = content.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]')
    const checked = content.current?.querySelector<HTMLElement>('[role=menuitemradio][data-state=checked]')
    ;(checked ?? items?.[0])?.focus()
  }, [focusCurrent])
  return (
    <DropdownMenu.Root dir={dir} modal={false} defaultOpen>
      <DropdownMenu.Trigger {...trigger} />
      {/* Not portalled: the open menu stays inside its landmark (the header). */}
      <DropdownMenu.Content
        ref={content}
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
            if (language && language !== current) onChoose(language)
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
    </DropdownMenu.Root>
  )
}
