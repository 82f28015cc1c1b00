import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { pageTitle } from '#app/site.ts'
import { escapeHtml } from '../content/rich-text.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'

/**
 * Requests Node's parser refuses before Express sees them (a space or backslash in the target,
 * oversized headers, broken framing) still get an HTML error page, in the site's language since
 * no header could be read, instead of a bare status line.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy()
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const t = getFixedT('es')
  const title = escapeHtml(pageTitle(t('common:errors.400.title'), siteSettings().brand))
  const message = escapeHtml(t('common:errors.400.message'))
  const body = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${status}</h1><p>${message}</p></body></html>`
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
