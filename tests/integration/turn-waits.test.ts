import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ensureBuild, freePort, startBuiltServer, type BuiltServer } from '#tests/built-server.ts'
import { createScratchDatabase, type ScratchDatabase } from '#tests/db.ts'
import { createAdmin, faultServerEnv, sendContactMessage, signIn, stopSites } from '#tests/faults/site.ts'
import { testImage } from '#tests/media.ts'

/**
 * A render turn bounds CPU, not waiting (server/http/render-gate.server.ts): an upload that arrives
 * slowly, or a mail to an SMTP server that does not answer, gives its turn up while it waits. With
 * one turn and a short wait for it, either would otherwise have every other page answered 503 until
 * it ends.
 */

let site: BuiltServer | undefined
let database: ScratchDatabase | undefined
let dataDir = ''
let cookie = ''
/** An SMTP server that takes connections and never says a word (its greeting times out). */
let silentSmtp: net.Server | undefined
const held: net.Socket[] = []

beforeAll(async () => {
  ensureBuild()
  database = await createScratchDatabase('sqlite')
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-turn-waits-'))
  silentSmtp = net.createServer((socket) => held.push(socket))
  const smtpPort = await new Promise<number>((resolve) =>
    silentSmtp!.listen(0, '127.0.0.1', () => resolve((silentSmtp!.address() as net.AddressInfo).port)),
  )
  const port = await freePort()
  site = await startBuiltServer(port, {
    ...faultServerEnv(dataDir, port),
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    RENDER_CONCURRENCY: '1',
    RENDER_QUEUE_WAIT_MS: '1500',
  })
  cookie = await signIn(site.origin, createAdmin(database.url))
}, 300_000)

afterAll(async () => {
  await stopSites(site)
  for (const socket of held) socket.destroy()
  silentSmtp?.close()
  await database?.drop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A media upload whose body comes in two pieces, the second only when `finish` is called. */
function slowUpload(origin: string, name: string, picture: Buffer) {
  const boundary = `----slow${name.replace(/\W/g, '')}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${name}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const url = `${origin}/api/storage/v0/b/default/o?${new URLSearchParams({ name, lng: 'es' })}`
  let answered: (answer: { status: number; body: string }) => void = () => {}
  const answer = new Promise<{ status: number; body: string }>((resolve) => (answered = resolve))
  const request = http.request(
    url,
    {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    },
    (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => answered({ status: response.statusCode ?? 0, body }))
    },
  )
  const half = Math.floor(picture.length / 2)
  request.write(Buffer.concat([head, picture.subarray(0, half)]))
  return {
    answer,
    finish: () => request.end(Buffer.concat([picture.subarray(half), tail])),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Three admin pages no cache holds (rendered for each request): each must get its turn in time. */
async function expectPagesAnswer(origin: string) {
  for (let n = 0; n < 3; n++) {
    const page = await fetch(`${origin}/admin/posts?page=${n + 1}`, { headers: { Cookie: cookie } })
    expect(page.status, site!.output()).toBe(200)
    await page.body?.cancel()
  }
}

test('two uploads held open by slow lines do not stop the pages of the site', async () => {
  const origin = site!.origin
  const picture = Buffer.from(await testImage(64, 40))
  const uploads = [slowUpload(origin, 'lenta-1.png', picture), slowUpload(origin, 'lenta-2.png', picture)]
  // Both uploads are in their routes, waiting for the rest of their bodies.
  await sleep(1_000)

  // Pages answer meanwhile, each within the 1.5 s a render may wait for its turn.
  await expectPagesAnswer(origin)

  for (const upload of uploads) upload.finish()
  const answers = await Promise.all(uploads.map((upload) => upload.answer))
  expect(answers.map((answer) => answer.status)).toEqual([200, 200])
  // Stored as WebP under a name of their own, as every upload (server/media/upload.server.ts).
  const names = answers.map((answer) => (JSON.parse(answer.body) as { name: string }).name).sort()
  expect(names).toEqual([
    expect.stringMatching(/^lenta-1-\w+\.webp$/),
    expect.stringMatching(/^lenta-2-\w+\.webp$/),
  ])
}, 120_000)

test('contact messages waiting for an SMTP server that does not answer do not stop the pages', async () => {
  const origin = site!.origin
  // Each message is stored, then its notification is tried at once: 10 s until the greeting times out.
  const messages = [
    sendContactMessage(site!, 'Porteros sin correo'),
    sendContactMessage(site!, 'Horarios sin correo'),
  ]
  // Both forms are posted (3 s after their pages) and waiting for the silent server.
  await sleep(4_500)
  expect(held.length).toBeGreaterThanOrEqual(2)
  await expectPagesAnswer(origin)
  // The visitors are told their messages went: stored, the mails queued for later.
  for (const sent of await Promise.all(messages)) expect(sent.headers.get('location')).toContain('sent=1')
}, 120_000)
