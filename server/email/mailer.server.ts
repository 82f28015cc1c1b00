import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import { env } from '../env.server.ts'
import { logger } from '../logger.server.ts'
import { awayFromTurn } from '../http/render-gate.server.ts'

/** A file sent with a mail; the body is base64 so a queued mail can be stored as text. */
export interface MailAttachment {
  filename: string
  contentType: string
  contentBase64: string
}

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  attachments?: MailAttachment[]
  /** Extra headers, e.g. a newsletter's List-Unsubscribe (RFC 2369, RFC 8058). */
  headers?: Record<string, string>
}

export interface Delivery {
  transport: 'smtp' | 'outbox'
  messageId: string
  /** The .eml file written when there is no SMTP server. */
  file?: string
}

/**
 * An SMTP server that does not answer must not hold a request or the queue's worker for long
 * (nodemailer waits minutes by default); together these stay well under the queue's lease.
 */
export const SMTP_LIMITS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const

let smtp: Transporter | undefined
/** Builds the raw message when there is no SMTP server; it holds no configuration. */
let outbox: Transporter | undefined

/** Writes the file, creating its folder on the first write (or after someone removed it), not on every one. */
async function writeCreatingFolder(file: string, bytes: Buffer) {
  try {
    await fs.writeFile(file, bytes)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, bytes)
  }
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes the message as an .eml file to the
 * outbox folder and logs where, so password resets and contact mail work with no setup.
 * Throws when delivery fails; mail that must not be lost goes through the queue (mail-queue.server.ts).
 */
export async function sendMail(mail: Mail): Promise<Delivery> {
  const { SMTP_URL, MAIL_FROM, OUTBOX_DIR } = env()
  const { attachments, ...rest } = mail
  const message = {
    from: MAIL_FROM,
    ...rest,
    ...(attachments?.length
      ? {
          attachments: attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.contentBase64,
            encoding: 'base64',
          })),
        }
      : {}),
  }
  // Loaded with the first message, not at start: many processes never send one.
  const { default: nodemailer } = await import('nodemailer')
  if (SMTP_URL) {
    smtp ??= nodemailer.createTransport({ url: SMTP_URL, ...SMTP_LIMITS })
    const transport = smtp
    // The SMTP conversation waits without the request's render turn (server/http/render-gate.server.ts).
    const info = await awayFromTurn(() => transport.sendMail(message))
    logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent')
    return { transport: 'smtp', messageId: info.messageId }
  }
  outbox ??= nodemailer.createTransport({ streamTransport: true, buffer: true })
  const raw = await outbox.sendMail(message)
  const file = path.resolve(
    OUTBOX_DIR,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
  )
  await writeCreatingFolder(file, raw.message as Buffer)
  logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox (no SMTP_URL)')
  return { transport: 'outbox', messageId: raw.messageId, file }
}

/** For tests and configuration reloads: the next mail opens a new SMTP transport. */
export function resetMailTransport() {
  smtp?.close()
  smtp = undefined
}
