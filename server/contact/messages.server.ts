import type { ContactInput } from '#app/schemas/contact.ts'
import type { Db } from '../db/connection.server.ts'
import { sendMail, type Mail } from '../email/mailer.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { logger } from '../logger.server.ts'
import { siteSettings } from '../site.server.ts'

/** The coach reads the notifications in the site's language. */
const COACH_LANGUAGE = 'es'
const MAX_ATTEMPTS = 5

export type SendMail = (mail: Mail) => Promise<unknown>

export async function saveContactMessage(db: Db, input: ContactInput & { locale: string }, now = new Date()) {
  const row = await db
    .insertInto('contact_message')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject,
      message: input.message,
      locale: input.locale,
      consentAt: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

type StoredMessage = Pick<ContactInput, 'name' | 'email' | 'subject' | 'message'> & {
  id: number
  phone: string | null
  locale: string
  createdAt: string
}

export function notificationMail(message: StoredMessage, to = siteSettings().email): Mail {
  const t = getFixedT(COACH_LANGUAGE)
  const text = [
    t('public:contact.mail.intro', { brand: siteSettings().brand }),
    '',
    `${t('public:contact.fields.name')}: ${message.name}`,
    `${t('public:contact.fields.email')}: ${message.email}`,
    `${t('public:contact.fields.phone')}: ${message.phone ?? '—'}`,
    `${t('public:contact.fields.subject')}: ${message.subject}`,
    `${t('public:contact.mail.language')}: ${message.locale}`,
    `${t('public:contact.mail.received')}: ${message.createdAt}`,
    '',
    message.message,
    '',
    t('public:contact.mail.replyHint'),
  ].join('\n')
  return {
    to,
    replyTo: message.email,
    subject: t('public:contact.mail.subject', { name: message.name, subject: message.subject }),
    text,
  }
}

/**
 * E-mails the coach about a stored message. Never throws: a failure is recorded on the message
 * (deliveryStatus 'failed', the error, the attempt count) so nothing is lost and a retry can send it.
 */
export async function deliverContactMessage(db: Db, id: number, send: SendMail = sendMail) {
  const message = await db
    .selectFrom('contact_message')
    .select(['id', 'name', 'email', 'phone', 'subject', 'message', 'locale', 'createdAt', 'deliveryAttempts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  const attempts = message.deliveryAttempts + 1
  try {
    await send(notificationMail(message))
    await db
      .updateTable('contact_message')
      .set({
        deliveryStatus: 'sent',
        deliveryAttempts: attempts,
        deliveryError: null,
        deliveredAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute()
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    logger.warn(
      { contactMessageId: id, attempts, err: reason },
      'contact notification not delivered; kept for retry',
    )
    await db
      .updateTable('contact_message')
      .set({
        deliveryStatus: 'failed',
        deliveryAttempts: attempts,
        deliveryError: reason.slice(0, 500),
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute()
    return false
  }
}

/**
 * Sends again what failed before (at start-up, or from a scheduler), giving up after a few attempts.
 * A message still 'pending' counts only when it is old enough that no other instance is sending it.
 */
export async function retryUndeliveredMessages(db: Db, send: SendMail = sendMail, now = Date.now()) {
  const stale = new Date(now - 10 * 60 * 1000).toISOString()
  const pending = await db
    .selectFrom('contact_message')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('deliveryStatus', '=', 'failed'),
        eb.and([eb('deliveryStatus', '=', 'pending'), eb('createdAt', '<', stale)]),
      ]),
    )
    .where('deliveryAttempts', '<', MAX_ATTEMPTS)
    .orderBy('createdAt')
    .limit(50)
    .execute()
  let delivered = 0
  for (const { id } of pending) if (await deliverContactMessage(db, id, send)) delivered += 1
  return { attempted: pending.length, delivered }
}

/** On account deletion: the contact messages sent with the account's address go too. */
export async function deleteContactMessagesFrom(db: Db, email: string) {
  await db
    .deleteFrom('contact_message')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute()
}
