import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Response as ExpressResponse } from 'express'
import { encodingFor } from '../html-cache/request-key.server.ts'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Smaller than this, a document is sent as it is (what the `compression` middleware does too). */
const COMPRESS_FROM_BYTES = 1024

/**
 * A rendered page no cache keeps is compressed for one visitor: fast settings. gzip level 4 takes
 * two thirds of the default level's time for 4 % more bytes; brotli quality 4 is as fast and still
 * smaller than gzip's default (docs/PERFORMANCE.md, "Found in the fourth pass").
 */
function compressed(html: Buffer, encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? brotli(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      })
    : gzip(html, { level: 4 })
}

/**
 * A document the app rendered whole (entry.server.tsx makes its body one buffer): compressed in one
 * call and sent in one write with its length, instead of a web stream converted to a Node stream
 * and fed chunk by chunk through the `compression` middleware's zlib stream (which leaves an answer
 * that already has a Content-Encoding alone).
 */
async function sendDocument(res: ExpressResponse, response: Response) {
  const html = Buffer.from(await response.arrayBuffer())
  res.vary('Accept-Encoding')
  const encoding =
    html.length < COMPRESS_FROM_BYTES ? 'identity' : encodingFor(res.req.headers['accept-encoding'] ?? '')
  const body = encoding === 'identity' ? html : await compressed(html, encoding)
  if (res.destroyed) return
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', String(body.length))
  res.end(body)
}

const isDocument = (response: Response) =>
  response.headers.get('Content-Type')?.startsWith('text/html') === true

/**
 * Sends a fetch Response through Express. Other bodies are piped, so a slow reader holds back the
 * producer with one `drain` listener for the whole answer. (@react-router/node's
 * `writeReadableStreamToWritable` adds a listener per wait with `once`, which the `compression`
 * middleware moves to its zlib stream and never removes: a large page to a slow client piled them
 * up until Node warned of a leak.)
 */
export async function sendResponse(
  res: ExpressResponse,
  response: Response,
  /** Headers that replace the response's own (the HTTP layer's Cache-Control). */
  overrides: Record<string, string> = {},
) {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel())
  res.status(response.status)
  // The response's own value replaces what middleware set for every answer (a file's sandbox policy
  // instead of the page policy): one line per header. Only cookies come several at a time.
  for (const [key, value] of response.headers.entries())
    if (key === 'set-cookie') res.append(key, value)
    else res.setHeader(key, value)
  for (const [key, value] of Object.entries(overrides)) res.setHeader(key, value)
  if (!response.body) return void res.end()
  if (isDocument(response) && !response.headers.has('Content-Encoding')) return sendDocument(res, response)
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), res)
}
