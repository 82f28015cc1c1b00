import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '#app/routes.ts'

/** A route that renders a page: a child of a layout (resource routes sit outside every layout). */
export interface PageRoute {
  /** the URL pattern, e.g. `/post/:id`, `/*` */
  path: string
  /** the layout module it renders in, e.g. `layouts/main-layout.tsx` */
  layout: string
}

const join = (base: string, path = '') =>
  `/${[base, path]
    .map((p) => p.replace(/^\/|\/$/g, ''))
    .filter(Boolean)
    .join('/')}`

function walk(entries: RouteConfigEntry[], base: string, layout: string | undefined): PageRoute[] {
  return entries.flatMap((entry) => {
    const path = join(base, entry.path)
    if (entry.children?.length) return walk(entry.children, path, entry.path ? layout : entry.file)
    return layout ? [{ path, layout }] : []
  })
}

/** Every page route of `app/routes.ts`, in its order: generated from the table, never a hand-kept list. */
export const pageRoutes: PageRoute[] = walk(routes, '', undefined)
