import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

describe('sendMail', () => {
  const received: string[] = []
  let server: SMTPServer
  let port = 0
  let outbox = ''

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = ''
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
        stream.on('end', () => {
          received.push(data)
          done()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.server.address()
    port = typeof address === 'object' && address ? address.port : 0
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'))
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await fs.rm(outbox, { recursive: true, force: true })
  })
  afterEach(() => vi.unstubAllEnvs())

  async function freshMailer(vars: Record<string, string>) {
    vi.resetModules()
    for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
    return import('./mailer.server.ts')
  }

  test('delivers through SMTP when SMTP_URL is set', async () => {
    const { sendMail, resetMailTransport } = await freshMailer({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    const delivery = await sendMail({
      to: 'coach@example.com',
      subject: 'Nuevo mensaje',
      text: 'Hola, míster',
    })
    resetMailTransport()
    expect(delivery.transport).toBe('smtp')
    expect(received.at(-1)).toContain('Subject: Nuevo mensaje')
    expect(received.at(-1)).toContain('coach@example.com')
  })

  test('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    const { sendMail } = await freshMailer({ SMTP_URL: '', OUTBOX_DIR: outbox })
    const delivery = await sendMail({ to: 'padre@example.com', subject: 'Bienvenida', text: 'Gracias' })
    expect(delivery.transport).toBe('outbox')
    expect(path.dirname(delivery.file ?? '')).toBe(outbox)
    expect(await fs.readFile(delivery.file ?? '', 'utf8')).toContain('Subject: Bienvenida')
  })

  test('creates the outbox folder on the first message, and again when someone removed it', async () => {
    const folder = path.join(outbox, 'nested', 'outbox')
    const { sendMail } = await freshMailer({ SMTP_URL: '', OUTBOX_DIR: folder })
    const first = await sendMail({ to: 'padre@example.com', subject: 'Primera', text: 'Hola' })
    expect(path.dirname(first.file ?? '')).toBe(folder)
    expect(await fs.readFile(first.file ?? '', 'utf8')).toContain('Subject: Primera')
    await fs.rm(folder, { recursive: true })
    const second = await sendMail({ to: 'padre@example.com', subject: 'Segunda', text: 'Hola' })
    expect(path.dirname(second.file ?? '')).toBe(folder)
    expect(await fs.readFile(second.file ?? '', 'utf8')).toContain('Subject: Segunda')
  })

  test('a refused SMTP delivery throws so the caller can keep the message and retry', async () => {
    const { sendMail } = await freshMailer({ SMTP_URL: 'smtp://127.0.0.1:1' })
    await expect(sendMail({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow()
  })
})
