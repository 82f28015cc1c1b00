import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { direction as languageDirection, type Language } from '#app/i18n/languages.ts'
import { readCookie, storageGet, storageSet, writeCookie } from '#app/i18n/cookies.ts'
import {
  DISPLAY_COOKIE,
  pageDirection,
  parseSettings,
  serializeSettings,
  settingKeys,
  storageKey,
  type Direction,
  type DisplaySettings,
} from './settings.ts'

export interface Display {
  settings: DisplaySettings
  /** Dark right now: theme dark, or theme system while the operating system prefers dark. */
  isDark: boolean
  dir: Direction
  update: (changes: Partial<DisplaySettings>) => void
  /**
   * The spec's sidebar toggle. Small screens start with the sidebar hidden and the toggle shows it;
   * large screens start with it shown and the toggle hides it.
   */
  sidebarToggled: boolean
  setSidebarToggled: (toggled: boolean) => void
  toggleSidebar: () => void
  /** Changes the interface language and re-renders the page in it (set by the root layout). */
  /** `goTo`: load that address (a content page's version in `language`) instead of re-rendering this one. */
  switchLanguage: (language: Language, goTo?: string) => Promise<void>
}

const DisplayContext = createContext<Display | null>(null)

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribeSystemDark(onChange: () => void) {
  const media = window.matchMedia(DARK_QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}
const systemDarkNow = () => window.matchMedia(DARK_QUERY).matches

/** Live `prefers-color-scheme: dark`; false while rendering on the server and hydrating. */
function useSystemDark() {
  return useSyncExternalStore(subscribeSystemDark, systemDarkNow, () => false)
}

/** Writes storage and cookie; the language key itself belongs to the language sync on start-up. */
function persist(settings: DisplaySettings, { withLocale = true } = {}) {
  for (const key of settingKeys)
    if (withLocale || key !== 'locale') storageSet('localStorage', storageKey(key), String(settings[key]))
  writeCookie(DISPLAY_COOKIE, serializeSettings(settings))
}

/**
 * Local storage is the spec's home of the settings; the cookie only mirrors it for the server. When
 * both exist and differ (cookie lost, storage edited), storage wins; a corrupt stored value is reset
 * to its default and written back, so the next visit starts clean.
 */
function storedSettings(fallback: DisplaySettings): DisplaySettings {
  const values: Partial<Record<keyof DisplaySettings, unknown>> = {}
  for (const key of settingKeys) values[key] = storageGet('localStorage', storageKey(key)) ?? fallback[key]
  return parseSettings(values)
}

/** The state behind the root layout: created there because it also decides `<html>`'s class and dir. */
export function useDisplayState(
  initial: DisplaySettings,
  language: Language,
): Omit<Display, 'switchLanguage'> {
  const [settings, setSettings] = useState(initial)
  const [sidebarToggled, setSidebarToggled] = useState(false)
  const systemDark = useSystemDark()

  useEffect(() => {
    const stored = storedSettings(initial)
    // The language is the server's on a first load (its own sync may switch it right after); the
    // stored right-to-left choice only holds when it was made for this language.
    const merged: DisplaySettings = {
      ...stored,
      locale: language,
      rtlClass: stored.locale === language ? stored.rtlClass : languageDirection(language),
    }
    persist(merged, { withLocale: false })
    // A marker for tests and scripts: from here on clicks are handled by React.
    document.documentElement.dataset.hydrated = 'true'
    // Storage is an external system only readable after hydration: one extra render at most.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (serializeSettings(merged) !== serializeSettings(initial)) setSettings(merged)
    // Only once, on hydration: later changes go through `update`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const isDark = settings.theme === 'dark' || (settings.theme === 'system' && systemDark)
  // The system-theme script may have set the class before React took over; keep the DOM in step.
  useEffect(() => {
    document.documentElement.classList.toggle('dark', isDark)
  }, [isDark])

  const update = useCallback((changes: Partial<DisplaySettings>) => {
    if (changes.theme) repaintWithoutTransitions()
    setSettings((current) => {
      const next = { ...current, ...changes }
      if (changes.locale && changes.locale !== current.locale && !changes.rtlClass)
        next.rtlClass = languageDirection(changes.locale)
      persist(next)
      return next
    })
    // Choosing a menu closes the sidebar (SPEC.md section 4).
    if (changes.menu) setSidebarToggled(false)
  }, [])

  return useMemo(
    () => ({
      settings,
      isDark,
      dir: pageDirection(settings, language),
      update,
      sidebarToggled,
      setSidebarToggled,
      toggleSidebar: () => setSidebarToggled((toggled) => !toggled),
    }),
    [settings, isDark, language, update, sidebarToggled],
  )
}

export const DisplayProvider = DisplayContext.Provider

export function useDisplay(): Display {
  const display = useContext(DisplayContext)
  if (!display) throw new Error('useDisplay() needs the root layout’s DisplayProvider')
  return display
}

/** Reads the settings cookie from `document.cookie` (used before React starts). */
export const displayCookie = () => readCookie(document.cookie, DISPLAY_COOKIE)

/**
 * A theme switch repaints at once: colour transitions would otherwise show, for a moment, text of the
 * old theme on the background of the new one. The marker lives for two frames (see app.css).
 */
function repaintWithoutTransitions() {
  const root = document.documentElement
  root.dataset.themeSwitch = ''
  requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.themeSwitch))
}
