import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nProvider } from '#app/i18n/react.tsx'
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router'
import { NonceProvider } from './csp-nonce.tsx'
import { HeldHtmlProvider } from '#app/components/public/html-once.tsx'
import {
  isShareableDocument,
  PAGE_VARY,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
} from '#server/html-cache/page-policy.server.ts'
import { getLocale, i18nFor } from '#server/i18n/i18n.server.ts'
import { logger } from '#server/logger.server.ts'
import { createRouteSubsets } from '#server/http/route-subset.server.ts'
import { scriptsAfterPaint } from '#server/http/scripts-after-paint.server.ts'

export const streamTimeout = 5_000

const withRouteSubset = createRouteSubsets()

/**
 * Renders the whole document before answering: pages are small, cacheable and read by crawlers,
 * so the first byte waits for the last one rather than streaming placeholders.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined
  const shareable = isShareableDocument({
    method: request.method,
    status,
    routeIds: routerContext.staticHandlerContext.matches.map((match) => match.route.id),
    headers,
    cookieHeader: request.headers.get('Cookie'),
  })
  headers.set('Cache-Control', shareable ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL)
  headers.set('Vary', PAGE_VARY)
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers })
  const i18n = i18nFor(getLocale(request))

  return new Promise<Response>((resolve, reject) => {
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ''}>
        <I18nProvider i18n={i18n}>
          <HeldHtmlProvider value={loadContext.heldHtml}>
            <ServerRouter context={withRouteSubset(routerContext)} url={request.url} nonce={nonce} />
          </HeldHtmlProvider>
        </I18nProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          // Everything is ready, so `pipe` writes the whole document at once: keep it as one
          // buffer rather than a Node stream converted to a web stream, chunk by chunk.
          const chunks: Buffer[] = []
          const document = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
            final(callback) {
              clearTimeout(timeout)
              timeout = undefined
              headers.set('Content-Type', 'text/html; charset=utf-8')
              // The page's modules start after its first paint (decision 035).
              const html = scriptsAfterPaint(Buffer.concat(chunks).toString('utf8'))
              resolve(new Response(Buffer.from(html), { status, headers }))
              callback()
            },
          })
          pipe(document)
        },
        onShellError: reject,
        onError(error) {
          status = 500
          logger.error({ err: error, url: request.url }, 'render failed')
        },
      },
    )
  })
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return // the visitor went away; nothing to report
  logger.error(
    { err: error, method: request.method, url: request.url },
    'unhandled error in loader or action',
  )
}
