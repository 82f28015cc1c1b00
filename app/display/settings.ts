/**
 * The display settings of SPEC.md sections 3, 4 and 9. They live in local storage under the spec's
 * keys (the browser's copy) and are mirrored in the `display` cookie so the server renders the right
 * theme and direction in the first HTML. Anything unreadable falls back to the spec's defaults.
 */
import { direction, fallbackLanguage, toLanguage, type Language } from '#app/i18n/languages.ts'

export const themes = ['light', 'dark', 'system'] as const
export const menus = ['vertical', 'collapsible-vertical', 'horizontal'] as const
export const layouts = ['full', 'boxed'] as const
export const directions = ['ltr', 'rtl'] as const
export const navbars = ['sticky', 'floating', 'static'] as const
export const animations = ['none', 'fade-in', 'fade-in-up', 'fade-in-down', 'zoom-in'] as const

export type Theme = (typeof themes)[number]
export type Menu = (typeof menus)[number]
export type LayoutWidth = (typeof layouts)[number]
export type Direction = (typeof directions)[number]
export type Navbar = (typeof navbars)[number]
export type Animation = (typeof animations)[number]

export interface DisplaySettings {
  theme: Theme
  menu: Menu
  layout: LayoutWidth
  /** The page direction the visitor chose for `locale`; another language brings its own direction. */
  rtlClass: Direction
  animation: Animation
  navbar: Navbar
  semidark: boolean
  /** The interface language when these settings were saved (local storage key `i18nextLng`). */
  locale: Language
}

export const defaultSettings: DisplaySettings = {
  theme: 'light',
  menu: 'vertical',
  layout: 'full',
  rtlClass: 'ltr',
  animation: 'none',
  navbar: 'sticky',
  semidark: false,
  locale: fallbackLanguage,
}

export const DISPLAY_COOKIE = 'display'

export const settingKeys = Object.keys(defaultSettings) as (keyof DisplaySettings)[]

/** The local storage keys of the spec's template: each setting's own name, the locale i18next's. */
export const storageKey = (key: keyof DisplaySettings) => (key === 'locale' ? 'i18nextLng' : key)

/**
 * The page direction: the visitor's right-to-left choice holds for the language it was made in;
 * any other language (a `?lng=` link, a new browser language) brings its natural direction.
 */
export const pageDirection = (settings: DisplaySettings, language: Language): Direction =>
  settings.locale === language ? settings.rtlClass : direction(language)

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): T | undefined =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined

const bool = (value: unknown): boolean | undefined =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined

const readers: { [K in keyof DisplaySettings]: (value: unknown) => DisplaySettings[K] | undefined } = {
  theme: oneOf(themes),
  menu: oneOf(menus),
  layout: oneOf(layouts),
  rtlClass: oneOf(directions),
  animation: oneOf(animations),
  navbar: oneOf(navbars),
  semidark: bool,
  locale: (value) => (typeof value === 'string' ? toLanguage(value) : undefined),
}

/** Reads one value; `undefined` when absent or not one of the allowed values. */
export function readSetting<K extends keyof DisplaySettings>(
  key: K,
  value: unknown,
): DisplaySettings[K] | undefined {
  return readers[key](value)
}

/** Builds settings from loose values (storage, cookie): each bad or missing one gets its default. */
export function parseSettings(values: Partial<Record<keyof DisplaySettings, unknown>>): DisplaySettings {
  const settings = { ...defaultSettings }
  for (const key of settingKeys) assign(settings, key, readSetting(key, values[key]))
  return settings
}

function assign<K extends keyof DisplaySettings>(
  settings: DisplaySettings,
  key: K,
  value: DisplaySettings[K] | undefined,
) {
  if (value !== undefined) settings[key] = value
}

/** Cookie value: `theme=dark&menu=vertical&…` (URL-encoded once more by the cookie writer). */
export function serializeSettings(settings: DisplaySettings): string {
  const params = new URLSearchParams()
  for (const key of settingKeys) params.set(key, String(settings[key]))
  return params.toString()
}

/** Reverses `serializeSettings`; a malformed value yields the defaults, never an exception. */
export function deserializeSettings(value: string | undefined): DisplaySettings {
  if (!value || value.length > 500) return { ...defaultSettings }
  const params = new URLSearchParams(value)
  return parseSettings(Object.fromEntries(params.entries()))
}
