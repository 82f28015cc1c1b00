import {
  defaultSettings,
  DISPLAY_COOKIE,
  deserializeSettings,
  settingKeys,
  type DisplaySettings,
} from '#app/display/settings.ts'
import { readCookie } from './detect.server.ts'

/**
 * The visitor's display settings from the `display` cookie; absent or corrupt means the defaults,
 * sent as null: the browser knows them, and most visitors have no cookie (issue 35: lighter pages).
 */
export function displaySettingsOf(request: Request): DisplaySettings | null {
  const settings = deserializeSettings(readCookie(request.headers.get('Cookie'), DISPLAY_COOKIE))
  return settingKeys.every((key) => settings[key] === defaultSettings[key]) ? null : settings
}
