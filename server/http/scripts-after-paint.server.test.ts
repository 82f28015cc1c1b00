import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import {
  compactManifest,
  INERT_MODULE_TYPE,
  preloadsOfManifest,
  scriptsAfterPaint,
} from './scripts-after-paint.server.ts'

// The shape React Router 7's <Scripts> writes (React hoists the links into <head>).
const moduleScript =
  ';\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-2.js");'
const document = [
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-3.css" data-precedence="default"/>',
  '<link rel="preload" href="/locales/es/common.json?v=1" as="fetch" crossorigin=""/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/root-1.js" nonce="abc"/>',
  '</head><body><main><p>&lt;link rel=&quot;modulepreload&quot; href=&quot;/x.js&quot;&gt;</p></main>',
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  `<script nonce="abc" type="module" async="">${moduleScript}</script>`,
  '<!--$--><script nonce="abc">window.__reactRouterContext.streamController.close();</script><!--/$-->',
  '</body></html>',
].join('')

describe('scriptsAfterPaint', () => {
  const html = scriptsAfterPaint(document)

  it('leaves no module preload or module script for the browser to start before the first paint', () => {
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
    expect(html).not.toMatch(/<script[^>]*type="module"/)
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-3.css" data-precedence="default"/>')
    expect(html).toContain(
      '<link rel="preload" href="/locales/es/common.json?v=1" as="fetch" crossorigin=""/>',
    )
  })

  it('keeps the module script, inert, with its text and nonce, followed by the loader', () => {
    const inert = `<script nonce="abc" type="${INERT_MODULE_TYPE}">${moduleScript}</script>`
    expect(html).toContain(inert)
    const loader = html
      .slice(html.indexOf(inert) + inert.length)
      .match(/^<script nonce="abc">([^<]*)<\/script>/)
    expect(loader?.[1]).toContain(`["/assets/entry.client-2.js","/assets/root-1.js"]`)
    expect(loader?.[1]).toContain("'first-contentful-paint'")
    // Everything after the module script (the streamed data) is untouched.
    expect(
      html.endsWith(
        `${loader![0]}<!--$--><script nonce="abc">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>`,
      ),
    ).toBe(true)
  })

  it('does not touch text that only looks like a preload in the body', () => {
    expect(html).toContain('<p>&lt;link rel=&quot;modulepreload&quot; href=&quot;/x.js&quot;&gt;</p>')
  })

  it('returns a document without React Router scripts unchanged', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>Hola</p></body></html>'
    expect(scriptsAfterPaint(plain)).toBe(plain)
  })

  it('writes the loader without a nonce when the page has none (no policy, as under Vite)', () => {
    const withoutNonce = document.replaceAll(' nonce="abc"', '')
    const result = scriptsAfterPaint(withoutNonce)
    expect(result).toContain(`<script type="${INERT_MODULE_TYPE}">`)
    expect(result).toMatch(new RegExp(`type="${INERT_MODULE_TYPE}">[^<]*</script><script>\\(function`))
  })
})

describe('compactManifest', () => {
  // React Router 7's module script with its route manifest, as <Scripts> writes it (indented).
  const manifest = {
    entry: { module: '/assets/entry.client-2.js', imports: ['/assets/chunk-4.js'], css: [] },
    routes: { root: { id: 'root', path: '', hasLoader: true, module: '/assets/root-1.js', imports: [] } },
  }
  const source = [
    ';',
    'import * as route0 from "/assets/root-1.js";',
    `  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};`,
    '  window.__reactRouterRouteModules = {"root":route0};',
    '',
    'import("/assets/entry.client-2.js");',
  ].join('\n')

  it('writes the manifest without indentation and leaves the rest of the script as it was', () => {
    const compact = compactManifest(source)
    expect(compact).toBe(source.replace(JSON.stringify(manifest, null, 2), JSON.stringify(manifest)))
    expect(compact.length).toBeLessThan(source.length - 80)
  })

  it('in a page: the inert script carries the compact manifest', () => {
    const page = document.replace(moduleScript, source)
    expect(scriptsAfterPaint(page)).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};`)
  })

  it('leaves a script without a readable manifest unchanged', () => {
    expect(compactManifest(moduleScript)).toBe(moduleScript)
    const broken = source.replace('"entry"', 'entry')
    expect(compactManifest(broken)).toBe(broken)
  })
})

describe('the preload addresses, read from the manifest', () => {
  // A production page's shape: two matched routes (root, post) and one the page does not use (home).
  const manifest = {
    entry: {
      module: '/assets/entry.client-2.js',
      imports: ['/assets/chunk-4.js', '/assets/client-5.js'],
      css: [],
    },
    routes: {
      root: {
        id: 'root',
        path: '',
        hasAction: false,
        hasLoader: true,
        hasErrorBoundary: true,
        module: '/assets/root-1.js',
        imports: ['/assets/chunk-4.js', '/assets/site-6.js'],
        css: [],
      },
      'routes/post': {
        id: 'routes/post',
        parentId: 'root',
        path: 'post/:id',
        hasAction: false,
        hasClientLoader: false,
        hasLoader: true,
        module: '/assets/post-7.js',
        imports: ['/assets/site-6.js', '/assets/cards-8.js'],
        css: ['/assets/post-9.css'],
      },
      'routes/home': {
        id: 'routes/home',
        parentId: 'root',
        index: true,
        module: '/assets/home-10.js',
        imports: [],
      },
    },
  }
  const source = [
    ';',
    'import * as route0 from "/assets/root-1.js";',
    'import * as route1 from "/assets/post-7.js";',
    `  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};`,
    '  window.__reactRouterRouteModules = {"root":route0,"routes/post":route1};',
    '',
    'import("/assets/entry.client-2.js");',
  ].join('\n')
  // What React Router's <Scripts> writes for it: the entry, its imports, each route's module and imports, once.
  const reactRouterPreloads = [
    '/assets/entry.client-2.js',
    '/assets/chunk-4.js',
    '/assets/client-5.js',
    '/assets/root-1.js',
    '/assets/site-6.js',
    '/assets/post-7.js',
    '/assets/cards-8.js',
  ]
  const pageWith = (preloads: string[]) =>
    document
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        '</head>',
        `${preloads.map((href) => `<link rel="modulepreload" href="${href}" nonce="abc"/>`).join('')}</head>`,
      )
      .replace(moduleScript, source)

  /** Runs a page's loader against a stand-in document; the addresses it preloads and the script it runs. */
  function runLoader(html: string) {
    const inert = html.match(new RegExp(`<script nonce="abc" type="${INERT_MODULE_TYPE}">([^]*?)</script>`))
    const loader = html.match(
      new RegExp(`type="${INERT_MODULE_TYPE}">[^]*?</script><script nonce="abc">([^<]*)</script>`),
    )
    const preloaded: string[] = []
    let ran = ''
    const inertElement = {
      textContent: inert?.[1] ?? '',
      nonce: 'abc',
      replaceWith: (s: { textContent: string }) => (ran = s.textContent),
    }
    const fakeDocument = {
      readyState: 'complete',
      currentScript: { previousElementSibling: inertElement },
      head: { appendChild: (link: { href: string }) => preloaded.push(link.href) },
      createElement: () => ({}) as Record<string, string>,
    }
    const context = {
      document: fakeDocument,
      window: {},
      addEventListener: () => {},
      requestAnimationFrame: (run: () => void) => run(),
      setTimeout: (run: () => void) => run(),
    }
    vm.runInNewContext(loader?.[1] ?? '', context)
    return { preloaded, ran, loaderText: loader?.[1] ?? '' }
  }

  it('are the ones React Router lists, in its order, each once', () => {
    expect(preloadsOfManifest(source)).toEqual(reactRouterPreloads)
    expect(preloadsOfManifest(moduleScript)).toBeNull()
  })

  it('in the browser: the loader carries no list and preloads exactly what React Router listed', () => {
    const { preloaded, ran, loaderText } = runLoader(scriptsAfterPaint(pageWith(reactRouterPreloads)))
    expect(loaderText).not.toContain('/assets/')
    expect(preloaded).toEqual(reactRouterPreloads)
    expect(ran).toContain('import("/assets/entry.client-2.js")')
  })

  it('a page whose preloads the manifest does not explain keeps its own list', () => {
    const extra = [...reactRouterPreloads, '/assets/post-client-loader-11.js']
    const { preloaded, loaderText } = runLoader(scriptsAfterPaint(pageWith(extra)))
    expect(loaderText).toContain('"/assets/post-client-loader-11.js"')
    expect(preloaded).toEqual(extra)
  })

  it('the manifest loses its false flags and empty style sheet lists, nothing else', () => {
    const written = compactManifest(source)
    const json = written.slice(
      written.indexOf('__reactRouterManifest = ') + '__reactRouterManifest = '.length,
      written.indexOf(';\n  window.__reactRouterRouteModules'),
    )
    const lean = JSON.parse(json) as typeof manifest
    expect(lean.entry).toEqual(manifest.entry)
    expect(lean.routes.root).toEqual({
      id: 'root',
      path: '',
      hasLoader: true,
      hasErrorBoundary: true,
      module: '/assets/root-1.js',
      imports: ['/assets/chunk-4.js', '/assets/site-6.js'],
    })
    expect(lean.routes['routes/post'].css).toEqual(['/assets/post-9.css'])
    expect(json).not.toContain('false')
  })
})
