import http from 'node:http'
import type { Request as ExpressRequest } from 'express'
import { listenOnLoopback } from '#tests/loopback.ts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PLAYER_PHOTO_MAX_BYTES } from '#app/schemas/player-profile.ts'
import { bodyLimitFor, StreamedBody } from './request-body.server.ts'

/** A route that reads its upload through StreamedBody (limit 1000 bytes) and says what it got. */
let server: http.Server
let origin = ''

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const body = new StreamedBody(req as ExpressRequest, 1000)
    let read = 0
    let failed = false
    try {
      for await (const chunk of body.stream as AsyncIterable<Buffer>) read += chunk.length
    } catch {
      failed = true
    }
    res.setHeader('Connection', 'close')
    res.end(JSON.stringify({ read, failed, exceeded: body.exceeded }))
  })
  origin = await listenOnLoopback(server)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Posts `pieces` chunks of 300 bytes, chunked (no Content-Length), and reads the answer. */
function upload(pieces: number) {
  return new Promise<{ read: number; failed: boolean; exceeded: boolean }>((resolve, reject) => {
    const request = http.request(`${origin}/upload`, { method: 'POST' }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve(JSON.parse(text)))
    })
    request.on('error', reject)
    for (let i = 0; i < pieces; i++) request.write(Buffer.alloc(300, 'x'))
    request.end()
  })
}

test('a chunked body within the limit reaches the route whole', async () => {
  expect(await upload(3)).toEqual({ read: 900, failed: false, exceeded: false })
})

test('a chunked body past the limit is cut there: the route reads no more, and can still answer', async () => {
  const answer = await upload(40)
  expect(answer.exceeded).toBe(true)
  expect(answer.failed).toBe(true)
  expect(answer.read).toBeLessThanOrEqual(1000)
})

test("a child's page takes a photo (streamed, the document's and the client navigation's address); its list does not", () => {
  for (const path of ['/account/players/12', '/account/players/12.data']) {
    const limit = bodyLimitFor(path)
    expect(limit.stream, path).toBe(true)
    expect(limit.bytes, path).toBeGreaterThan(PLAYER_PHOTO_MAX_BYTES)
    expect(limit.bytes, path).toBeLessThan(PLAYER_PHOTO_MAX_BYTES + 1024 * 1024)
  }
  for (const path of ['/account/players', '/account/players/12/report', '/account/players/x'])
    expect(bodyLimitFor(path), path).toEqual({ bytes: 256 * 1024 })
})
