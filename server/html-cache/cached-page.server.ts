import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { contentSecurityPolicy, fixedSecurityHeaders } from '../http/security-headers.server.ts'
import type { CachedPage, Variant } from './page-store.server.ts'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Headers that are per response or that the cache writes itself; the others of the rendered response are kept. */
const NOT_KEPT = new Set([
  'content-security-policy',
  'content-length',
  'content-encoding',
  'etag',
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
])

/** `<script …>…</script>`: its attributes (group 1) and its text (group 2). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SOURCE_ATTRIBUTE = /\ssrc\s*=/i
const NONCE_ATTRIBUTE = /\snonce\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i

/**
 * `'sha256-…'` of every distinct inline script the server wrote in this render: those that carry
 * the render's nonce, a secret of that one response that content stored before it (a post, a
 * concept) cannot know. So a kept page allows exactly what its first response's nonce policy
 * allowed; a script that reached the HTML any other way is not listed and does not run.
 */
export function ownScriptHashes(html: string, nonce: string) {
  const hashes = new Set<string>()
  if (!nonce) return ''
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (!text || SOURCE_ATTRIBUTE.test(attributes)) continue
    const given = NONCE_ATTRIBUTE.exec(attributes)
    if ((given?.[1] ?? given?.[2] ?? given?.[3]) !== nonce) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes].join(' ')
}

function variant(
  base: string[],
  validation: string[],
  body: Buffer,
  etag: string,
  encoding?: string,
): Variant {
  return {
    headers: [
      ...base,
      'ETag',
      etag,
      'Content-Length',
      String(body.length),
      ...(encoding ? ['Content-Encoding', encoding] : []),
    ],
    notModified: ['ETag', etag, ...validation],
    body,
  }
}

/**
 * The bytes of `body` in memory of their own size. zlib's one-call functions hand back a slice of
 * their 64 KB output buffer, so a 7 KB compressed page kept in the cache held 64 KB twice: a full
 * cache took three times its byte budget.
 */
function ownMemory(body: Buffer) {
  if (body.byteOffset === 0 && body.buffer.byteLength === body.length) return body
  const copy = Buffer.allocUnsafeSlow(body.length)
  body.copy(copy)
  return copy
}

/**
 * A rendered page made ready to serve many times: its bytes precompressed (gzip, brotli), a strong
 * ETag per encoding built from the SHA-256 of the HTML, and a Content-Security-Policy that allows
 * the server's own inline scripts by hash, as the nonce they were rendered with was only good for
 * one response.
 */
export async function preparePage(input: {
  html: Buffer
  /** The rendered response's headers (Content-Type, Cache-Control, Vary…). */
  headers: Headers
  /** The nonce of the response the page was rendered for: it marks the server's own scripts. */
  nonce: string
  https: boolean
  expiresAt: number
}): Promise<CachedPage> {
  const { html } = input
  const hash = createHash('sha256').update(html).digest('base64url')
  const [gzipped, brotlied] = await Promise.all([
    gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION }).then(ownMemory),
    brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        // The visitor whose request fills the cache waits for this: quality 6 takes about 1 ms for
        // a post page, 10 about 16 ms for 6 % fewer bytes (docs/PERFORMANCE.md).
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }).then(ownMemory),
  ])
  const base: string[] = []
  for (const [name, value] of fixedSecurityHeaders(input.https)) base.push(name, value)
  base.push(
    'Content-Security-Policy',
    contentSecurityPolicy(ownScriptHashes(html.toString('utf8'), input.nonce), input.https),
  )
  for (const [name, value] of input.headers) if (!NOT_KEPT.has(name)) base.push(name, value)
  // A 304 repeats what a cache needs to refresh its copy (RFC 9110, 15.4.5).
  const validation = [
    'Cache-Control',
    input.headers.get('Cache-Control') ?? '',
    'Vary',
    input.headers.get('Vary') ?? '',
  ]
  const identity = variant(base, validation, html, `"${hash}"`)
  const gz = variant(base, validation, gzipped, `"${hash}-gzip"`, 'gzip')
  const br = variant(base, validation, brotlied, `"${hash}-br"`, 'br')
  const headerBytes = base.reduce((sum, text) => sum + text.length, 0) * 3
  return {
    hash,
    identity,
    gzip: gz,
    br,
    expiresAt: input.expiresAt,
    bytes: html.length + gzipped.length + brotlied.length + headerBytes,
    recent: false,
  }
}
