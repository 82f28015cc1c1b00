import { STATUS_CODES, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { pageTitle } from '#app/site.ts'
import { escapeHtml } from '../content/escape-html.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'
import { fixedSecurityHeaders } from './security-headers.server.ts'

/**
 * A minimal error page for requests answered before the app could run, in the site's language
 * since no header of theirs is trusted.
 */
function errorDocument(status: number, texts: '400' | '421') {
  const t = getFixedT('es')
  const title = escapeHtml(pageTitle(t(`common:errors.${texts}.title`), siteSettings().brand))
  const message = escapeHtml(t(`common:errors.${texts}.message`))
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${status}</h1><p>${message}</p></body></html>`
}

/**
 * Requests Node's parser refuses before Express sees them (a space or backslash in the target,
 * oversized headers, broken framing) still get an HTML error page instead of a bare status line.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy()
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const body = errorDocument(status, '400')
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: text/html; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}

/** A request for a host this site is not (server/http/allowed-hosts.server.ts): 421, nothing rendered or kept. */
export function answerMisdirected(res: ServerResponse, https: boolean) {
  const body = errorDocument(421, '421')
  res.writeHead(421, [
    ...fixedSecurityHeaders(https),
    ['Content-Type', 'text/html; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ['Cache-Control', 'no-store'],
  ])
  res.end(body)
}
