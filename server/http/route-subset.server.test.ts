import type { EntryContext } from 'react-router'
import { expect, test } from 'vitest'
import { createRouteSubsets } from './route-subset.server.ts'

type Route = { id: string; parentId?: string; path?: string; index?: boolean }

const ROUTES: Route[] = [
  { id: 'root', path: '' },
  { id: 'layout', parentId: 'root' },
  { id: 'home', parentId: 'layout', index: true },
  { id: 'blog', parentId: 'layout', path: 'blog' },
  { id: 'post', parentId: 'layout', path: 'post/:slug' },
  { id: 'posts-by-tag', parentId: 'layout', path: 'post' },
  { id: 'course', parentId: 'layout', path: 'cursos/:slug' },
  { id: 'lesson', parentId: 'course', path: 'leccion/:lesson' },
  { id: 'admin', parentId: 'root', path: 'admin' },
  { id: 'admin-posts', parentId: 'admin', path: 'posts' },
  { id: 'not-found', parentId: 'layout', path: '*' },
]

/** The route chain from the root down to `id`. */
function chain(id: string): Route[] {
  const route = ROUTES.find((one) => one.id === id)
  if (!route) return []
  return [...(route.parentId ? chain(route.parentId) : []), route]
}

/** What React Router hands the server entry: the whole route table, one branch per leaf route. */
function entryContext(pathname: string, matched: string, version = '1'): EntryContext {
  const routes = Object.fromEntries(
    ROUTES.map((route) => [route.id, { ...route, module: `/${route.id}.js` }]),
  )
  const leaves = ROUTES.filter((route) => !ROUTES.some((other) => other.parentId === route.id))
  return {
    manifest: { version, url: '/manifest.js', entry: { module: '/entry.js', imports: [] }, routes },
    branches: leaves.map((leaf) => ({ routesMeta: chain(leaf.id).map((route) => ({ route })) })),
    staticHandlerContext: {
      location: { pathname, search: '', hash: '', state: null, key: 'default' },
      matches: chain(matched).map((route) => ({ route, params: {}, pathname })),
    },
  } as unknown as EntryContext
}

const routeIds = (context: EntryContext) => Object.keys(context.manifest.routes)
const leafIds = (context: EntryContext) =>
  context.branches.map((branch) => branch.routesMeta.at(-1)?.route.id)

const withRouteSubset = createRouteSubsets()

test("a post's render gets its own routes and those of its parent paths ('/', '/post'), in the table's order", () => {
  const context = withRouteSubset(entryContext('/post/presion-tras-perdida', 'post'))
  expect(routeIds(context)).toEqual(['root', 'layout', 'home', 'post', 'posts-by-tag'])
  expect(leafIds(context)).toEqual(['home', 'post', 'posts-by-tag'])
  expect(context.manifest.entry.module).toBe('/entry.js')
})

test('a nested page gets the routes of every parent path, and a page nothing matches the catch-all', () => {
  const lesson = withRouteSubset(entryContext('/cursos/rondos/leccion/1', 'lesson'))
  expect(routeIds(lesson)).toEqual(['root', 'layout', 'home', 'course', 'lesson', 'not-found'])
  const missing = withRouteSubset(entryContext('/no/existe', 'not-found'))
  expect(routeIds(missing)).toEqual(['root', 'layout', 'home', 'not-found'])
})

test('a new build is not answered with the routes kept for the previous one', () => {
  withRouteSubset(entryContext('/blog', 'blog', '1'))
  const rebuilt = entryContext('/blog', 'blog', '2')
  expect(withRouteSubset(rebuilt).manifest.version).toBe('2')
})
