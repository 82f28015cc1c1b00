/**
 * The site's colour (the favicon's green) for the browser's bars and the installed app. A module of
 * its own: the root imports it, and every public page loads what the root imports.
 */
export const THEME_COLOR = '#047857'
