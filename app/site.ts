/** What the browser may know about the site's owner (see server/site.server.ts). */
export interface Site {
  brand: string
  coachName: string
  email: string
  socialUrl: string
  description: string
}

export const TITLE_SEPARATOR = ' | '

/** "{page} | {brand}", the spec's title format; the brand alone on pages with no name of their own. */
export const pageTitle = (page: string | undefined, brand: string) =>
  page ? `${page}${TITLE_SEPARATOR}${brand}` : brand

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>

/** The site from the root loader, for `meta` functions (undefined when the root loader failed). */
export function siteOf(matches: Matches): Site | undefined {
  const root = matches.find((match) => match?.id === 'root')?.data
  return (root as { site?: Site } | undefined)?.site
}

/** The brand from the root loader, for `meta` functions: `pageTitle(title, brandOf(matches))`. */
export const brandOf = (matches: Matches): string => siteOf(matches)?.brand ?? ''

/**
 * The `meta` title of a screen whose loader names it: none when the data is missing (the loader or
 * action failed), so the error page's own `{error} | {brand}` title is the only one.
 */
export const titleMeta = (page: string | undefined, matches: Parameters<typeof brandOf>[0]) =>
  page === undefined ? [] : [{ title: pageTitle(page, brandOf(matches)) }]

/** An identity screen's address that keeps the page to come back to (`redirectTo`, already checked). */
export const withReturn = (path: string, redirectTo: string) =>
  redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path
