import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { Response as ExpressResponse } from 'express'

/**
 * Sends a fetch Response through Express. The body is piped, so a slow reader holds back the
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
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), res)
}
