import { matchRoutes, type EntryContext, type RouteObject } from 'react-router'

type Manifest = EntryContext['manifest']

/** Distinct pages are few (a route and its parent paths); the map is emptied when it fills up. */
const MAX_REMEMBERED = 500

/**
 * The part of the route table a document's render needs: its own matches and the routes matching
 * each parent path of its address, which React Router's `<Scripts>` inlines for lazy route
 * discovery (`getPartialManifest`). Given the whole table, `<ServerRouter>` converted all 120-odd
 * routes twice for every document and matched each parent path against every route; given this
 * part, it converts a handful and the script it writes is the same. Kept per page shape.
 */
export function createRouteSubsets() {
  const trees = new WeakMap<Manifest, RouteObject[]>()
  const remembered = new Map<string, Pick<EntryContext, 'manifest' | 'branches'>>()

  function subset(context: EntryContext): Pick<EntryContext, 'manifest' | 'branches'> {
    const { manifest } = context
    let tree = trees.get(manifest)
    if (!tree) trees.set(manifest, (tree = routeTree(manifest)))
    const ids = new Set(context.staticHandlerContext.matches.map((match) => match.route.id))
    for (const path of parentPaths(context.staticHandlerContext.location.pathname))
      for (const match of matchRoutes(tree, path) ?? []) if (match.route.id) ids.add(match.route.id)
    const routes: Manifest['routes'] = {}
    for (const [id, route] of Object.entries(manifest.routes)) if (ids.has(id)) routes[id] = route
    return {
      manifest: { ...manifest, routes },
      // Matching a path against these finds what it finds against all: the first match in rank
      // order, whose routes are all kept.
      branches: context.branches.filter((branch) =>
        branch.routesMeta.every((meta) => ids.has(meta.route.id)),
      ),
    }
  }

  return (context: EntryContext): EntryContext => {
    const { matches, location } = context.staticHandlerContext
    const key = `${matches.map((match) => match.route.id).join(' ')}\n${parentPaths(location.pathname).join(' ')}`
    let known = remembered.get(key)
    if (!known || known.manifest.version !== context.manifest.version) {
      known = subset(context)
      if (remembered.size >= MAX_REMEMBERED) remembered.clear()
      remembered.set(key, known)
    }
    return { ...context, ...known }
  }
}

/** "/", then each shorter prefix of the path without its last segment, as React Router lists them. */
function parentPaths(pathname: string) {
  const segments = pathname.split('/').filter(Boolean)
  segments.pop()
  const paths = ['/']
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join('/')}`)
  return paths
}

/** The manifest's routes as a tree to match paths against, in the manifest's order. */
function routeTree(manifest: Manifest): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>()
  for (const route of Object.values(manifest.routes)) {
    if (!route) continue
    const siblings = children.get(route.parentId) ?? []
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject)
    children.set(route.parentId, siblings)
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const below = children.get(route.id)
      return below && !route.index ? { ...route, children: attach(below) } : route
    })
  return attach(children.get(undefined) ?? [])
}
