import { describe, expect, it } from 'vitest'
import { compactManifest, INERT_MODULE_TYPE, scriptsAfterPaint } from './scripts-after-paint.server.ts'

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
