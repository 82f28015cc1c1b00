import { useTranslation } from '#app/i18n/react.tsx'
import { useDisplay } from '#app/display/display-context.tsx'
import { MonitorIcon, MoonIcon, SunIcon } from '#app/display/icons.tsx'
import type { Theme } from '#app/display/settings.ts'

const next: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' }
const icons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon }

/** Cycles the theme light → dark → system (the spec's template order); the label says both. */
export function ThemeToggle() {
  const { t } = useTranslation()
  const { settings, update } = useDisplay()
  const names: Record<Theme, string> = {
    light: t('common:theme.light'),
    dark: t('common:theme.dark'),
    system: t('common:theme.system'),
  }
  const Icon = icons[settings.theme]
  const label = t('common:theme.toggle', {
    current: names[settings.theme],
    next: names[next[settings.theme]],
  })
  return (
    <button
      type="button"
      onClick={() => update({ theme: next[settings.theme] })}
      aria-label={label}
      title={label}
      data-theme={settings.theme}
      className="inline-flex size-9 items-center justify-center rounded-full bar-button"
    >
      <Icon />
    </button>
  )
}
