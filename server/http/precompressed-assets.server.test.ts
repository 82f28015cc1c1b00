import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import { listenOnLoopback } from '#tests/loopback.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { precompressedAssets } from './precompressed-assets.server.ts'

const SCRIPT = 'export const answer = 42;\n'.repeat(50)
let dir = ''
let server: http.Server
let origin = ''
/** What reached the app's error handler. */
const errors: unknown[] = []

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'))
  fs.writeFileSync(path.join(dir, 'entry-abc.js'), SCRIPT)
  fs.writeFileSync(path.join(dir, 'entry-abc.js.br'), zlib.brotliCompressSync(SCRIPT))
  fs.writeFileSync(path.join(dir, 'entry-abc.js.gz'), zlib.gzipSync(SCRIPT))
  fs.writeFileSync(path.join(dir, 'plain-abc.js'), SCRIPT) // no compressed copies
  fs.writeFileSync(path.join(dir, 'big-abc.js'), '')
  fs.writeFileSync(path.join(dir, 'big-abc.js.br'), Buffer.alloc(32 * 1024 * 1024, 1))
  const app = express()
  app.use('/assets', precompressedAssets(dir))
  app.use('/assets', express.static(dir))
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    errors.push(error)
    res.status(500).end()
  })
  server = http.createServer(app)
  origin = await listenOnLoopback(server)
})
afterAll(() => {
  server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The raw answer, without the automatic decompression of fetch. */
function get(file: string, acceptEncoding: string, method = 'GET') {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${origin}/assets/${file}`, {
      method,
      headers: { 'Accept-Encoding': acceptEncoding },
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('precompressed assets', () => {
  test('a browser that takes brotli gets the build-time .br copy, as JavaScript, cached for a year', async () => {
    const { headers, body } = await get('entry-abc.js', 'gzip, deflate, br')
    expect(headers['content-encoding']).toBe('br')
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(headers.vary).toContain('Accept-Encoding')
    expect(zlib.brotliDecompressSync(body).toString()).toBe(SCRIPT)
  })

  test('gzip only gets the .gz copy; none gets the plain file', async () => {
    const gzipped = await get('entry-abc.js', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(SCRIPT)
    const plain = await get('entry-abc.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  test('a file without copies, and HEAD, are answered correctly', async () => {
    const plain = await get('plain-abc.js', 'br')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
    const head = await get('entry-abc.js', 'br', 'HEAD')
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.body.length).toBe(0)
  })

  test('a visitor who goes away in the middle of a file is not an error of the server', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.request(`${origin}/assets/big-abc.js`, { headers: { 'Accept-Encoding': 'br' } })
      request.on('response', (response) => {
        response.once('data', () => {
          request.destroy()
          resolve()
        })
      })
      request.on('error', (error) =>
        (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(error),
      )
      request.end()
    })
    // The server sees the closed socket on its next write.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(errors).toEqual([])
  })
})
