import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import { checkoutOrigins } from '../payments/stripe-client.server.ts'

/**
 * The response headers Mozilla Observatory grades, for every answer (pages, files, errors). Pages
 * also get a Content-Security-Policy whose only script allowance besides our own files is this
 * response's nonce: React Router's inline scripts carry it (app/entry.server.tsx, app/root.tsx).
 */
export interface SecurityOptions {
  /** The public origin is https: HSTS and `upgrade-insecure-requests`. */
  https: boolean
  /** Off under Vite's dev server, whose HMR client injects inline scripts of its own. */
  contentSecurityPolicy: boolean
}

/** Where the YouTube facade's player comes from once a visitor presses play. */
export const YOUTUBE_FRAME_ORIGIN = 'https://www.youtube-nocookie.com'

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  `fullscreen=(self "${YOUTUBE_FRAME_ORIGIN}")`,
].join(', ')

/**
 * The policy with `scriptSources` as the inline script allowance: this response's `'nonce-…'`, or
 * for pages kept in the HTML cache the `'sha256-…'` hashes of their inline scripts.
 */
export function contentSecurityPolicy(scriptSources: string, https: boolean) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}`.trimEnd(),
    "script-src-attr 'none'",
    // Inline style attributes (React's style prop, the editor) are harmless without script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${YOUTUBE_FRAME_ORIGIN}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // A buy form's answer leads on to Stripe's checkout page (a redirect counts as the form's target).
    ["form-action 'self'", ...checkoutOrigins()].join(' '),
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** The headers every answer carries besides the Content-Security-Policy, as name/value pairs. */
export function fixedSecurityHeaders(https: boolean): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
    ...(https
      ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as [string, string]]
      : []),
  ]
}

export function securityHeaders(options: SecurityOptions): RequestHandler {
  const fixed = fixedSecurityHeaders(options.https)
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value)
    if (options.contentSecurityPolicy) {
      const nonce = randomBytes(18).toString('base64')
      res.locals.cspNonce = nonce
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(`'nonce-${nonce}'`, options.https))
    }
    next()
  }
}
