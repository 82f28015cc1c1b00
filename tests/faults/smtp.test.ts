import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { openConnection, type Connection } from '#server/db/connection.server.ts'
import { migrateToLatest } from '#server/db/migrate.server.ts'
import { ensureBuild, freePort, startBuiltServer, type BuiltServer } from '#tests/built-server.ts'
import { createScratchDatabase, type ScratchDatabase } from '#tests/db.ts'
import { startSmtp, type Smtp } from '#tests/smtp.ts'
import { createAdmin, faultServerEnv, sendContactMessage, signIn, stopSites } from './site.ts'

/**
 * The SMTP server goes away under two running instances on one PostgreSQL database and comes back:
 * a contact message sent meanwhile is in the admin inbox at once, and its notification reaches the
 * SMTP server once it is back, without a restart, exactly once (docs/decisions/029-mail-queue.md).
 */

/** Short queue timings so the test sees several retries in seconds. */
const QUEUE_ENV = { MAIL_QUEUE_INTERVAL_MS: '200', MAIL_RETRY_MS: '300', MAIL_MAX_ATTEMPTS: '20' }

let database: ScratchDatabase
let connection: Connection
let dataDir: string
let smtp: Smtp | undefined
let smtpPort: number
let a: BuiltServer | undefined
let b: BuiltServer | undefined
let cookie = ''

beforeAll(async () => {
  ensureBuild()
  database = await createScratchDatabase('postgres')
  connection = openConnection(database.url)
  await migrateToLatest(connection)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-smtp-'))
  smtp = await startSmtp()
  smtpPort = smtp.port
  const [portA, portB] = [await freePort(), await freePort()]
  const start = (port: number) =>
    startBuiltServer(port, {
      ...faultServerEnv(dataDir, port),
      ...QUEUE_ENV,
      DATABASE_URL: database.url,
      SMTP_URL: smtp!.url,
    })
  ;[a, b] = await Promise.all([start(portA), start(portB)])
  cookie = await signIn(b.origin, createAdmin(database.url))
}, 600_000)

afterAll(async () => {
  await stopSites(a, b)
  await connection?.close()
  await smtp?.close()
  await database?.drop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const notificationsAbout = (subject: string) =>
  smtp?.inbox.filter((mail) => mail.subject.includes(subject)) ?? []

test('a contact message sent while SMTP is down is kept, shown, and e-mailed once when it is back', async () => {
  await smtp!.close()
  smtp = undefined
  const subject = 'Porteros durante la caída'
  const sent = await sendContactMessage(a!, subject)
  // The visitor is told the message went: it is stored and its mail will go.
  expect(sent.status, a!.output()).toBe(302)
  expect(sent.headers.get('location')).toContain('sent=1')

  // In the admin inbox at once, on the other instance too.
  const inbox = await fetch(`${b!.origin}/admin/messages`, { headers: { Cookie: cookie } })
  expect(inbox.status).toBe(200)
  expect(await inbox.text()).toContain(subject)

  // Both instances' workers retry it while SMTP is down: attempts grow, the mail stays queued.
  await vi.waitFor(
    async () => {
      const queued = await connection.db.selectFrom('mail_queue').select(['attempts', 'status']).execute()
      expect(queued).toEqual([{ attempts: expect.any(Number), status: 'pending' }])
      expect(queued[0]?.attempts).toBeGreaterThanOrEqual(3)
    },
    { timeout: 20_000, interval: 200 },
  )
  const message = await connection.db
    .selectFrom('contact_message')
    .select(['deliveryStatus', 'deliveryError'])
    .executeTakeFirstOrThrow()
  expect(message.deliveryStatus).toBe('pending')
  expect(message.deliveryError).toMatch(/ECONNREFUSED/)

  smtp = await startSmtp(smtpPort)
  await vi.waitFor(() => expect(notificationsAbout(subject)).toHaveLength(1), {
    timeout: 30_000,
    interval: 200,
  })
  // Several more worker runs on both instances: still one mail, the queue empty, the message marked sent.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  expect(notificationsAbout(subject)).toHaveLength(1)
  expect(notificationsAbout(subject)[0]?.text).toContain('Marta Gil')
  expect(await connection.db.selectFrom('mail_queue').select('id').execute()).toEqual([])
  expect(
    await connection.db.selectFrom('contact_message').select(['deliveryStatus']).executeTakeFirstOrThrow(),
  ).toEqual({ deliveryStatus: 'sent' })
}, 90_000)
