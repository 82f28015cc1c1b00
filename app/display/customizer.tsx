import * as Dialog from '@radix-ui/react-dialog'
import { useId } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  direction,
  fallbackLanguage,
  htmlLang,
  languageNames,
  languages,
  toLanguage,
} from '#app/i18n/languages.ts'
import { useDisplay } from './display-context.tsx'
import { CloseIcon, SettingsIcon } from './icons.tsx'
import { animations, defaultSettings, readSetting, type DisplaySettings } from './settings.ts'

type Choice<K extends keyof DisplaySettings> = { value: DisplaySettings[K] & string; label: string }

/** A group of radio buttons drawn as a segmented control; native inputs keep keyboard and labels. */
function Segmented<K extends 'theme' | 'menu' | 'layout' | 'rtlClass' | 'navbar'>({
  setting,
  legend,
  choices,
}: {
  setting: K
  legend: string
  choices: Choice<K>[]
}) {
  const { settings, update } = useDisplay()
  const name = useId()
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="cursor-pointer rounded-md border border-slate-300 px-3 py-1.5 text-sm has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:text-emerald-800 has-focus-visible:outline-2 has-focus-visible:outline-emerald-600 dark:border-slate-600 dark:has-checked:bg-emerald-950 dark:has-checked:text-emerald-200"
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={choice.value}
              checked={settings[setting] === choice.value}
              onChange={() => {
                const value = readSetting(setting, choice.value)
                if (value !== undefined) update({ [setting]: value })
              }}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The customizer panel of the main layout: every display setting, applied and saved at once. */
export function Customizer() {
  const { t, i18n } = useTranslation()
  const { settings, update, dir, switchLanguage } = useDisplay()
  const animationId = useId()
  const languageId = useId()
  const semidarkId = useId()
  const current = toLanguage(i18n.language) ?? fallbackLanguage
  const animationLabels: Record<(typeof animations)[number], string> = {
    none: t('common:customizer.animationNone'),
    'fade-in': t('common:customizer.animationFadeIn'),
    'fade-in-up': t('common:customizer.animationFadeInUp'),
    'fade-in-down': t('common:customizer.animationFadeInDown'),
    'zoom-in': t('common:customizer.animationZoomIn'),
  }
  const select =
    'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800'
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={t('common:customizer.open')}
        title={t('common:customizer.open')}
        className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-emerald-700 focus-ring dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-emerald-400"
      >
        <SettingsIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          dir={dir}
          className="fixed inset-y-0 end-0 z-50 flex w-full max-w-sm flex-col gap-5 overflow-y-auto bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{t('common:customizer.title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t('common:customizer.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('common:customizer.close')}
              className="rounded-full p-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-slate-800"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Segmented
            setting="theme"
            legend={t('common:customizer.theme')}
            choices={[
              { value: 'light', label: t('common:theme.light') },
              { value: 'dark', label: t('common:theme.dark') },
              { value: 'system', label: t('common:theme.system') },
            ]}
          />
          <Segmented
            setting="menu"
            legend={t('common:customizer.menu')}
            choices={[
              { value: 'vertical', label: t('common:customizer.menuVertical') },
              { value: 'collapsible-vertical', label: t('common:customizer.menuCollapsible') },
              { value: 'horizontal', label: t('common:customizer.menuHorizontal') },
            ]}
          />
          <Segmented
            setting="layout"
            legend={t('common:customizer.layout')}
            choices={[
              { value: 'full', label: t('common:customizer.layoutFull') },
              { value: 'boxed', label: t('common:customizer.layoutBoxed') },
            ]}
          />
          <Segmented
            setting="rtlClass"
            legend={t('common:customizer.direction')}
            choices={[
              { value: 'ltr', label: t('common:customizer.ltr') },
              { value: 'rtl', label: t('common:customizer.rtl') },
            ]}
          />
          <Segmented
            setting="navbar"
            legend={t('common:customizer.navbar')}
            choices={[
              { value: 'sticky', label: t('common:customizer.navbarSticky') },
              { value: 'floating', label: t('common:customizer.navbarFloating') },
              { value: 'static', label: t('common:customizer.navbarStatic') },
            ]}
          />
          <div className="space-y-2">
            <label htmlFor={animationId} className="block text-sm font-semibold">
              {t('common:customizer.animation')}
            </label>
            <select
              id={animationId}
              className={select}
              value={settings.animation}
              onChange={(event) => {
                const animation = readSetting('animation', event.target.value)
                if (animation) update({ animation })
              }}
            >
              {animations.map((animation) => (
                <option key={animation} value={animation}>
                  {animationLabels[animation]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-center justify-between gap-4">
            <label htmlFor={semidarkId} className="text-sm font-semibold">
              {t('common:customizer.semidark')}
            </label>
            <input
              id={semidarkId}
              type="checkbox"
              role="switch"
              className="size-5 accent-emerald-600"
              checked={settings.semidark}
              onChange={(event) => update({ semidark: event.target.checked })}
            />
          </div>
          <div className="space-y-2">
            <label htmlFor={languageId} className="block text-sm font-semibold">
              {t('common:customizer.language')}
            </label>
            <select
              id={languageId}
              className={select}
              value={current}
              onChange={(event) => {
                const language = toLanguage(event.target.value)
                if (language) void switchLanguage(language)
              }}
            >
              {languages.map((language) => (
                <option key={language} value={language} lang={htmlLang(language)}>
                  {languageNames[language]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            onClick={() =>
              update({ ...defaultSettings, locale: settings.locale, rtlClass: direction(settings.locale) })
            }
            className="mt-auto rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {t('common:customizer.reset')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
