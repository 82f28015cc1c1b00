import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// These start their own copies of the built server, as an operator would, with other settings.

interface Run {
  code: number | null
  output: string
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'never',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, output })))
  return { child, exited, output: () => output }
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'coach-ops-'))

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not become healthy')
}

test('a corrupt database file stops the start with a clear message', async () => {
  const dir = tempDir()
  fs.writeFileSync(path.join(dir, 'app.db'), 'this is not a database, it is a shopping list'.repeat(200))
  const run = await startServer({ DATABASE_URL: `file:${dir}/app.db`, PORT: '0' }).exited
  expect(run.code).toBe(1)
  expect(run.output).toContain('Cannot start: Cannot open the SQLite database')
  expect(run.output).toContain('file is not a database')
})

test('an unusable database path stops the start with a clear message', async () => {
  const run = await startServer({ DATABASE_URL: 'file:/dev/null/app.db', PORT: '0' }).exited
  expect(run.code).toBe(1)
  expect(run.output).toContain('Cannot start: Cannot open the SQLite database at /dev/null/app.db')
})

test('a bad variable stops the start naming the variable and what is expected', async () => {
  const run = await startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://db/site' }).exited
  expect(run.code).toBe(1)
  expect(run.output).toContain('Cannot start: Invalid configuration')
  expect(run.output).toMatch(/PORT: .*number/)
  expect(run.output).toContain('DATABASE_URL: must start with file: (SQLite) or postgres:// (PostgreSQL)')
})

test('SIGTERM lets an in-flight request finish, then the server exits cleanly', async () => {
  const dir = tempDir()
  const port = await freePort()
  const server = startServer({ DATABASE_URL: `file:${dir}/app.db`, PORT: String(port) })
  await waitForHealth(port)

  // A form post whose body is still arriving when the signal comes: the request is in flight.
  const socket = net.connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  const body = 'name=Ana&email=ana%40example.com&message=Hola'
  socket.write(
    `POST /contacto HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  )
  let response = ''
  socket.on('data', (chunk: Buffer) => (response += chunk.toString()))
  const closed = new Promise((resolve) => socket.once('close', resolve))
  await new Promise((resolve) => setTimeout(resolve, 300))

  expect(response).toBe('') // still waiting for the rest of the body
  server.child.kill('SIGTERM')
  await expect.poll(server.output).toContain('shutting down: finishing in-flight requests')
  // New connections are refused while the old request is still being served.
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()

  socket.write(body.slice(10))
  await closed
  expect(response).toMatch(/^HTTP\/1\.1 \d{3} /)
  expect(response).not.toMatch(/^HTTP\/1\.1 5\d\d /)
  const run = await server.exited
  expect(run.code).toBe(0)
  expect(run.output).toContain('"msg":"stopped"')
})
