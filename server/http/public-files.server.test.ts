import fs from 'node:fs'
import http, { type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { listenOnLoopback } from '#tests/loopback.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { publicFiles } from './public-files.server.ts'

let dir = ''
let server: Server
let origin = ''

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'))
  fs.mkdirSync(path.join(dir, 'locales', 'es'), { recursive: true })
  fs.mkdirSync(path.join(dir, '.vite'))
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>')
  fs.writeFileSync(path.join(dir, 'locales', 'es', 'public.json'), '{"hola":"Hola"}')
  fs.writeFileSync(path.join(dir, 'plan de sesión.txt'), 'rondo')
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}')
  const app = express()
  app.use(publicFiles(dir, { maxAge: '1h', index: false, redirect: false }))
  app.use((req, res) => res.status(404).send(`app: ${req.path}`))
  server = http.createServer(app)
  origin = await listenOnLoopback(server)
})
afterAll(() => {
  server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('publicFiles', () => {
  test('serves the files of the folder, nested ones too, cached for an hour', async () => {
    const favicon = await fetch(`${origin}/favicon.svg`)
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await favicon.text()).toBe('<svg/>')
    const locale = await fetch(`${origin}/locales/es/public.json`)
    expect(await locale.json()).toEqual({ hola: 'Hola' })
  })

  test('finds a file whose name the address percent-encodes', async () => {
    const response = await fetch(`${origin}/plan%20de%20sesi%C3%B3n.txt`)
    expect(await response.text()).toBe('rondo')
  })

  test('passes pages, dot folders and malformed addresses on to the app', async () => {
    for (const address of ['/post/rondo', '/.vite/manifest.json', '/%E0%A4%A', '/locales/es']) {
      const response = await fetch(`${origin}${address}`)
      expect(response.status, address).toBe(404)
      expect(await response.text(), address).toMatch(/^app: /)
    }
  })

  test('knows the folder as it was at start: a file written later is not served', async () => {
    fs.writeFileSync(path.join(dir, 'later.txt'), 'not from the build')
    const response = await fetch(`${origin}/later.txt`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('app: /later.txt')
  })
})
