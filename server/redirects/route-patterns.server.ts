import { matchPath, type ServerBuild } from 'react-router'
import { languageOfPrefix } from '#app/i18n/languages.ts'

let patterns: string[] = []

/**
 * The site's route patterns, from the server build (app.server.ts registers them at start): which
 * addresses a page answers. The catch-all 404 route is left out.
 */
export function registerRoutes(routes: ServerBuild['routes']) {
  const full = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id]
    if (!route) return ''
    const parent = full(route.parentId)
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent
  }
  patterns = Object.entries(routes)
    .filter(([, route]) => route && (route.path || route.index) && route.path !== '*')
    .map(([id]) => full(id) || '/')
}

/**
 * Whether a route of the site (other than the 404 page) answers `path`. A `:lang` segment answers
 * only a language's prefix (`/en`, `/en/infantil`): `/old-page` is no page of the site, whatever the
 * pattern `/:lang` says.
 */
export const isRoutePath = (path: string) =>
  patterns.some((pattern) => {
    const match = matchPath({ path: pattern, end: true }, path)
    return (
      match !== null && (match.params.lang === undefined || languageOfPrefix(match.params.lang) !== undefined)
    )
  })
