import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'

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

export function contentSecurityPolicy(nonce: string, https: boolean) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

export function securityHeaders(options: SecurityOptions): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    if (options.https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    if (options.contentSecurityPolicy) {
      const nonce = randomBytes(18).toString('base64')
      res.locals.cspNonce = nonce
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options.https))
    }
    next()
  }
}
