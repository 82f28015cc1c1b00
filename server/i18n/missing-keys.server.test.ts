import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { missingKeysRouter } from './missing-keys.server.ts'

let dir = ''
let base = ''
let close: () => void = () => {}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'missing-keys-'))
  const app = express().use(missingKeysRouter(dir))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => {
  close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const post = (url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

test('missing keys are collected per language and namespace, first text kept', async () => {
  expect((await post('/locales/add/de/public', { 'home.title': 'Home' })).status).toBe(204)
  expect((await post('/locales/add/de/public', { 'home.title': 'Other', 'home.lead': 'Lead' })).status).toBe(
    204,
  )
  const saved = JSON.parse(fs.readFileSync(path.join(dir, 'de', 'public.json'), 'utf8'))
  expect(saved).toEqual({ 'home.title': 'Home', 'home.lead': 'Lead' })
})

test('unknown languages, namespaces and traversal never touch the disk', async () => {
  for (const url of [
    '/locales/add/xx/public',
    '/locales/add/de/none',
    '/locales/add/..%2F..%2Ftmp/public',
    '/locales/add/de/..%2Fcommon',
  ])
    expect((await post(url, { a: 'b' })).status, url).toBe(404)
  expect(fs.readdirSync(dir)).toEqual(['de'])
})

test('bodies that are not a flat object of short texts are refused', async () => {
  expect((await post('/locales/add/fr/common', ['a'])).status).toBe(400)
  expect((await post('/locales/add/fr/common', { a: { nested: 'x' } })).status).toBe(400)
  expect((await post('/locales/add/fr/common', { a: 'x'.repeat(3000) })).status).toBe(400)
  expect(fs.existsSync(path.join(dir, 'fr'))).toBe(false)
})
