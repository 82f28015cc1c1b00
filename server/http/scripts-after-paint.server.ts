/**
 * The page's scripts start after its first paint (issue 35, decision 035).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for each of the page's ~26
 * modules and an inline `<script type="module">` that imports the route modules and the client
 * entry. The browser fetches them at high priority from the start, in parallel with the style sheet:
 * when they arrive before the first paint (a busy machine), Lighthouse's simulation counts all of
 * them as blocking the first paint and the largest one, and a page's score swings by 5-15 points.
 *
 * In a rendered document this function removes the modulepreload links, turns the module script
 * into an inert data block (same text, same nonce) and adds a small inline script after it. That
 * script waits for the page's load event (the cover and the fonts have arrived) and for the first
 * contentful paint, then, a frame later, inserts the modulepreload links again and puts an
 * executable copy of the module script in place of the inert one: from there hydration goes as
 * before. React hydrates the copy as it would have hydrated the original, and matches the links it
 * renders to the inserted ones. A document without React Router's scripts is returned unchanged.
 *
 * The module script's route manifest (`window.__reactRouterManifest`), which React Router writes
 * indented, is written compact on the way, without the route flags that are `false` and the empty
 * style sheet lists (React Router's client reads them as truthy or absent): about 2.7 KB less in
 * every page. And where the preload addresses are exactly those the manifest names for the entry and
 * the page's route modules (always, with this build), the loader reads them from the manifest instead
 * of carrying its own copy: about 1.3 KB less again.
 */

/** The `type` of the module script until the loader runs it: a data block the browser does not run. */
export const INERT_MODULE_TYPE = 'text/x-module-after-paint'

/** Longest wait for the load event after the first paint: a stalled image does not hold hydration. */
const LOAD_WAIT_MS = 3000

const MANIFEST_START = 'window.__reactRouterManifest = '
const MANIFEST_END = ';\n  window.__reactRouterRouteModules'

const MODULE_SCRIPT_TAG = /<script\b([^>]*?)\stype="module"\sasync=""([^>]*)>/
const MODULEPRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const HREF = /\bhref="([^"]*)"/
const NONCE = /\bnonce="([^"]*)"/

/**
 * The browser's half of `preloadsOfManifest`, for a loader given no addresses (`p` is 0): the same
 * list, read from the inert script's manifest and route module imports.
 */
const PRELOADS_FROM_MANIFEST =
  `if(!p){var t=m.textContent,a=t.indexOf(${JSON.stringify(MANIFEST_START)})+${MANIFEST_START.length},` +
  `j=JSON.parse(t.slice(a,t.indexOf(';\\n',a))),r=[j.entry.module].concat(j.entry.imports||[]);` +
  `t.replace(/ from "([^"]+)"/g,function(_,u){for(var k in j.routes){var o=j.routes[k];if(o.module==u)r=r.concat(u,o.imports||[])}});` +
  `p=r.filter(function(h,i){return r.indexOf(h)==i})}`

/**
 * The loader, run right after the inert script (its previous sibling). `p` are the modulepreload
 * addresses, or 0 to read them from the manifest. It waits for the load event (or LOAD_WAIT_MS after
 * the first paint) and for the first contentful paint entry, which the browser reports once that
 * frame is on screen, then one frame more.
 */
const loaderSource = (preloads: string[] | null) =>
  `(function(d,p){var m=d.currentScript.previousElementSibling,go=0,loaded=0,painted=0;` +
  `function start(){if(go++)return;${preloads ? '' : PRELOADS_FROM_MANIFEST}p.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});` +
  `var s=d.createElement('script');s.type='module';s.nonce=m.nonce;s.textContent=m.textContent;m.replaceWith(s)}` +
  `function ready(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(start)})}` +
  `function onLoad(){loaded=1;ready()}` +
  `function onPaint(){if(painted)return;painted=1;setTimeout(onLoad,${LOAD_WAIT_MS});ready()}` +
  `if(d.readyState==='complete')loaded=1;else addEventListener('load',onLoad);` +
  `var O=window.PerformanceObserver;if(O&&O.supportedEntryTypes&&O.supportedEntryTypes.indexOf('paint')>=0)` +
  `new O(function(l){if(l.getEntriesByName('first-contentful-paint').length)onPaint()}).observe({type:'paint',buffered:true});else onPaint()` +
  `})(document,${preloads ? JSON.stringify(preloads).replace(/</g, '\\u003c') : 0})`

interface RouteManifest {
  entry: { module: string; imports?: string[] }
  routes: Record<string, { module?: string; imports?: string[]; css?: string[] } & Record<string, unknown>>
}

/** The manifest's JSON in a module script: where it starts and ends, and what it says (null if unreadable). */
function readManifest(source: string): { from: number; end: number; manifest: RouteManifest } | null {
  const start = source.indexOf(MANIFEST_START)
  const end = start < 0 ? -1 : source.indexOf(MANIFEST_END, start)
  if (end < 0) return null
  const from = start + MANIFEST_START.length
  try {
    const manifest = JSON.parse(source.slice(from, end)) as RouteManifest
    return typeof manifest.entry?.module === 'string' && typeof manifest.routes === 'object'
      ? { from, end, manifest }
      : null
  } catch {
    return null
  }
}

/** A route's entry without its `false` flags and its empty style sheet list. */
function leanRoute(route: RouteManifest['routes'][string]) {
  return Object.fromEntries(
    Object.entries(route).filter(
      ([key, value]) => value !== false && !(key === 'css' && Array.isArray(value) && value.length === 0),
    ),
  )
}

/**
 * The module script's text with its manifest's JSON written without indentation and with lean route
 * entries (unchanged if unreadable).
 */
export function compactManifest(source: string, read = readManifest(source)): string {
  if (!read) return source
  const { manifest } = read
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => [id, leanRoute(route)]),
  )
  // Addresses only, but nothing in a script may close it: `<` is written as an escape.
  const json = JSON.stringify({ ...manifest, routes }).replace(/</g, '\\u003c')
  return source.slice(0, read.from) + json + source.slice(read.end)
}

const ROUTE_MODULE_IMPORT = / from "([^"]+)"/g

/**
 * The addresses the loader derives from a module script when given none: the entry and its imports,
 * then each imported route module and its imports, each once (React Router's own order). Null when
 * the script has no readable manifest.
 */
export function preloadsOfManifest(source: string, read = readManifest(source)): string[] | null {
  const manifest = read?.manifest
  if (!manifest) return null
  const hrefs = [manifest.entry.module, ...(manifest.entry.imports ?? [])]
  for (const [, module] of source.matchAll(ROUTE_MODULE_IMPORT))
    for (const route of Object.values(manifest.routes))
      if (module && route.module === module) hrefs.push(module, ...(route.imports ?? []))
  return [...new Set(hrefs)]
}

const sameList = (a: string[], b: string[] | null) =>
  b !== null && a.length === b.length && a.every((x, i) => x === b[i])

/** `html` with its modules loaded after the first paint (see the module's comment). */
export function scriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>')
  const script = MODULE_SCRIPT_TAG.exec(html)
  if (headEnd < 0 || !script || script.index < headEnd) return html
  const close = html.indexOf('</script>', script.index)
  if (close < 0) return html
  const preloads: string[] = []
  const head = html.slice(0, headEnd).replace(MODULEPRELOAD_LINK, (link) => {
    const href = HREF.exec(link)?.[1]
    if (href) preloads.push(href.replaceAll('&amp;', '&'))
    return ''
  })
  const attributes = `${script[1]}${script[2]}`
  const nonce = NONCE.exec(attributes)?.[1]
  const inertTag = `<script${script[1]} type="${INERT_MODULE_TYPE}"${script[2]}>`
  const source = html.slice(script.index + script[0].length, close)
  // The loader carries the addresses only where it could not read the same list from the manifest.
  const read = readManifest(source)
  const own = sameList(preloads, preloadsOfManifest(source, read)) ? null : preloads
  const loader = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${loaderSource(own)}</script>`
  const afterClose = close + '</script>'.length
  return (
    head +
    html.slice(headEnd, script.index) +
    inertTag +
    compactManifest(source, read) +
    '</script>' +
    loader +
    html.slice(afterClose)
  )
}
