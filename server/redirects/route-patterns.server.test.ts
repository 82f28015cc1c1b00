import type { ServerBuild } from 'react-router'
import { expect, test } from 'vitest'
import { isRoutePath, registerRoutes } from './route-patterns.server.ts'

/** The shape of the build's route table that matters here: ids, parents, paths. */
const route = (id: string, fields: { parentId?: string; path?: string; index?: boolean }) => ({
  id,
  ...fields,
})

test('a language segment answers only a language prefix; other routes as their patterns say', () => {
  registerRoutes({
    root: route('root', { path: '' }),
    layout: route('layout', { parentId: 'root' }),
    home: route('home', { parentId: 'layout', index: true }),
    blog: route('blog', { parentId: 'layout', path: 'blog' }),
    'home-translated': route('home-translated', { parentId: 'layout', path: ':lang' }),
    'programme-translated': route('programme-translated', { parentId: 'layout', path: ':lang/infantil' }),
    post: route('post', { parentId: 'layout', path: 'post/:id' }),
    'not-found': route('not-found', { parentId: 'layout', path: '*' }),
  } as unknown as ServerBuild['routes'])
  for (const live of ['/', '/blog', '/en', '/ar', '/de/infantil', '/post/rondos'])
    expect(isRoutePath(live), live).toBe(true)
  // A coach may redirect an old single-segment address: no language answers it.
  for (const dead of ['/viejo', '/es', '/xx/infantil', '/en/nada', '/blog/otra'])
    expect(isRoutePath(dead), dead).toBe(false)
})
