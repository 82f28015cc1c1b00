import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sendResponse } from './send-response.server.ts'

/** A body of 300 chunks of 16 KB of text that does not compress to nothing. */
const CHUNKS = Array.from({ length: 300 }, () => Buffer.from(randomBytes(12 * 1024).toString('base64')))

/** A rendered page: entry.server.tsx answers with the whole document as one buffer. */
const DOCUMENT = `<!DOCTYPE html><html><body>${'<p>Presión tras pérdida y salida de balón.</p>'.repeat(400)}</body></html>`

let server: http.Server
let origin = ''
const warnings: Error[] = []
const onWarning = (warning: Error) => warnings.push(warning)

beforeAll(async () => {
  const app = express()
  app.use(compression())
  app.get('/page', async (_req, res) => {
    let next = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = CHUNKS[next++]
        if (chunk) controller.enqueue(chunk)
        else controller.close()
      },
    })
    await sendResponse(res, new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }))
  })
  app.get('/document', (_req, res) => {
    const headers = { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept-Language' }
    void sendResponse(res, new Response(DOCUMENT, { headers }))
  })
  app.get('/empty', (_req, res) => void sendResponse(res, new Response(null, { status: 204 })))
  app.get('/file', (_req, res) => {
    // As the security middleware does for every answer, before the route's own headers.
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Content-Security-Policy', "default-src 'self'")
    const headers = new Headers({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'sandbox' })
    headers.append('Set-Cookie', 'a=1')
    headers.append('Set-Cookie', 'b=2')
    void sendResponse(res, new Response('file', { headers }))
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.on('warning', onWarning)
})
afterAll(() => {
  process.off('warning', onWarning)
  server.close()
})

function get(path: string, acceptEncoding: string) {
  return new Promise<{
    status: number
    headers: http.IncomingHttpHeaders
    rawHeaders: string[]
    body: Buffer
  }>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

test.each([
  ['br', zlib.brotliDecompressSync],
  ['gzip', zlib.gunzipSync],
])(
  'a large streamed body compressed with %s arrives whole, with no listener leak on the way',
  async (encoding, decode) => {
    const answer = await get('/page', encoding)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe(encoding)
    expect(decode(answer.body).equals(Buffer.concat(CHUNKS))).toBe(true)
    expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning')
  },
)

test.each([
  ['br', zlib.brotliDecompressSync],
  ['gzip', zlib.gunzipSync],
  ['identity', (body: Buffer) => body],
])(
  'a rendered page asked for with %s arrives whole, in one piece with its length',
  async (encoding, decode) => {
    const answer = await get('/document', encoding)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding)
    expect(answer.headers['transfer-encoding']).toBeUndefined()
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.headers.vary).toBe('Accept-Language, Accept-Encoding')
    expect(decode(answer.body).toString('utf8')).toBe(DOCUMENT)
  },
)

test('an answer without a body ends at once with its status', async () => {
  const answer = await get('/empty', 'br')
  expect(answer.status).toBe(204)
  expect(answer.body.length).toBe(0)
})

test("the response's own headers replace the ones set before, each sent once; cookies keep every line", async () => {
  const answer = await get('/file', 'identity')
  const lines = (name: string) =>
    answer.rawHeaders.filter((_, i) => i % 2 === 0 && answer.rawHeaders[i]?.toLowerCase() === name).length
  expect(lines('x-content-type-options')).toBe(1)
  expect(lines('content-security-policy')).toBe(1)
  expect(answer.headers['content-security-policy']).toBe('sandbox')
  expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2'])
})
