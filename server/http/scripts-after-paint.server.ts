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
 * indented, is written compact on the way: about 2 KB less in every page.
 */

/** The `type` of the module script until the loader runs it: a data block the browser does not run. */
export const INERT_MODULE_TYPE = 'text/x-module-after-paint'

/** Longest wait for the load event after the first paint: a stalled image does not hold hydration. */
const LOAD_WAIT_MS = 3000

const MODULE_SCRIPT_TAG = /<script\b([^>]*?)\stype="module"\sasync=""([^>]*)>/
const MODULEPRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const HREF = /\bhref="([^"]*)"/
const NONCE = /\bnonce="([^"]*)"/

/**
 * The loader, run right after the inert script (its previous sibling). `p` are the modulepreload
 * addresses. It waits for the load event (or LOAD_WAIT_MS after the first paint) and for the first
 * contentful paint entry, which the browser reports once that frame is on screen, then one frame more.
 */
const loaderSource = (preloads: string[]) =>
  `(function(d,p){var m=d.currentScript.previousElementSibling,go=0,loaded=0,painted=0;` +
  `function start(){if(go++)return;p.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});` +
  `var s=d.createElement('script');s.type='module';s.nonce=m.nonce;s.textContent=m.textContent;m.replaceWith(s)}` +
  `function ready(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(start)})}` +
  `function onLoad(){loaded=1;ready()}` +
  `function onPaint(){if(painted)return;painted=1;setTimeout(onLoad,${LOAD_WAIT_MS});ready()}` +
  `if(d.readyState==='complete')loaded=1;else addEventListener('load',onLoad);` +
  `var O=window.PerformanceObserver;if(O&&O.supportedEntryTypes&&O.supportedEntryTypes.indexOf('paint')>=0)` +
  `new O(function(l){if(l.getEntriesByName('first-contentful-paint').length)onPaint()}).observe({type:'paint',buffered:true});else onPaint()` +
  `})(document,${JSON.stringify(preloads).replace(/</g, '\\u003c')})`

const MANIFEST_START = 'window.__reactRouterManifest = '
const MANIFEST_END = ';\n  window.__reactRouterRouteModules'

/** The module script's text with its manifest's JSON written without indentation (unchanged if unreadable). */
export function compactManifest(source: string): string {
  const start = source.indexOf(MANIFEST_START)
  const end = start < 0 ? -1 : source.indexOf(MANIFEST_END, start)
  if (end < 0) return source
  const from = start + MANIFEST_START.length
  let manifest: unknown
  try {
    manifest = JSON.parse(source.slice(from, end))
  } catch {
    return source
  }
  // Addresses only, but nothing in a script may close it: `<` is written as an escape.
  return source.slice(0, from) + JSON.stringify(manifest).replace(/</g, '\\u003c') + source.slice(end)
}

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
  const loader = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${loaderSource(preloads)}</script>`
  const afterClose = close + '</script>'.length
  return (
    head +
    html.slice(headEnd, script.index) +
    inertTag +
    compactManifest(html.slice(script.index + script[0].length, close)) +
    '</script>' +
    loader +
    html.slice(afterClose)
  )
}
