import { DISPLAY_COOKIE, deserializeSettings, type DisplaySettings } from '#app/display/settings.ts'
import { readCookie } from './detect.server.ts'

/** The visitor's display settings from the `display` cookie; absent or corrupt means the defaults. */
export const displaySettingsOf = (request: Request): DisplaySettings =>
  deserializeSettings(readCookie(request.headers.get('Cookie'), DISPLAY_COOKIE))
