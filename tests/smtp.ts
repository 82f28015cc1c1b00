import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message as delivered: envelope recipients, subject and the decoded text and HTML parts. */
export interface Delivered {
  to: string[]
  subject: string
  text: string
  html: string
  attachments: Attachment[]
  raw: string
}

/**
 * A real SMTP server in this process; point SMTP_URL at `url` and read what arrives. `port` 0 takes
 * a free one; a fault test closes the server and starts a new one on the same port (an outage).
 */
export async function startSmtp(port = 0) {
  const inbox: Delivered[] = []
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        inbox.push({ ...parseMessage(raw), to: session.envelope.rcptTo.map((r) => r.address), raw })
        waiters.splice(0).forEach((wake) => wake())
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: listening } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    inbox,
    /** The next message to this address (waits for it). */
    async next(to: string, timeoutMs = 10_000): Promise<Delivered> {
      const deadline = Date.now() + timeoutMs
      let seen = 0
      for (;;) {
        const found = inbox.slice(seen).find((m) => m.to.includes(to))
        if (found) {
          inbox.splice(inbox.indexOf(found), 1)
          return found
        }
        seen = 0
        if (Date.now() > deadline) throw new Error(`no mail for ${to}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export function firstLink(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(text)
  if (!match) throw new Error(`no link to ${path} in:\n${text}`)
  return match[0]
}

function decode(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
  }
  return body
}

function splitHead(part: string) {
  const at = part.search(/\r?\n\r?\n/)
  const head = at === -1 ? part : part.slice(0, at)
  const body = at === -1 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '')
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*([^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)`, 'im')
      .exec(head)?.[1]
      ?.replace(/\r?\n[ \t]/g, ' ') ?? ''
  return { header, body }
}

function decodeWords(value: string) {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decode(text.replace(/_/g, ' '), 'quoted-printable'),
  )
}

/** A file attached to a message: its name, type and bytes. */
export interface Attachment {
  filename: string
  contentType: string
  content: Buffer
}

/** The text and HTML parts and the attachments of a (possibly nested) multipart body. */
function readParts(head: (name: string) => string, body: string, raw: string) {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head('Content-Type'))?.[1]
  const found = { text: '', html: '', attachments: [] as Attachment[] }
  const parts = boundary ? body.split(`--${boundary}`) : [raw]
  for (const part of parts) {
    const p = splitHead(part.replace(/^\r?\n/, ''))
    const type = p.header('Content-Type')
    const encoding = p.header('Content-Transfer-Encoding')
    const disposition = p.header('Content-Disposition')
    if (boundary && /multipart\//i.test(type)) {
      const inner = readParts(p.header, p.body, part)
      found.text ||= inner.text
      found.html ||= inner.html
      found.attachments.push(...inner.attachments)
    } else if (/attachment/i.test(disposition)) {
      const name = /filename\*?=(?:utf-8'')?"?([^";\r\n]+)"?/i.exec(disposition)?.[1] ?? ''
      found.attachments.push({
        filename: decodeWords(name.includes('%') ? decodeURIComponent(name) : name),
        contentType: type.split(';')[0]?.trim() ?? '',
        content: Buffer.from(p.body.replace(/\s+/g, ''), 'base64'),
      })
    } else if (/text\/plain/i.test(type)) found.text = decode(p.body, encoding)
    else if (/text\/html/i.test(type)) found.html = decode(p.body, encoding)
  }
  return found
}

export function parseMessage(raw: string) {
  const { header, body } = splitHead(raw)
  const subject = decodeWords(header('Subject'))
  return { subject, ...readParts(header, body, raw) }
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>

/**
 * A real SMTP server for one test file: started before its tests with SMTP_URL pointing at it (read
 * on the first e-mail: env() is lazy), its inbox emptied before each test, closed after the file.
 */
export function smtpForFile(): Smtp {
  const smtp = {} as Smtp
  beforeAll(async () => {
    Object.assign(smtp, await startSmtp())
    process.env.SMTP_URL = smtp.url
  })
  beforeEach(() => {
    smtp.inbox.length = 0
  })
  afterAll(() => smtp.close())
  return smtp
}
