import type { ContactInput } from '#app/schemas/contact.ts'
import type { Db } from '../db/connection.server.ts'
import { attemptQueued, enqueueMail, type SendMail } from '../email/mail-queue.server.ts'
import { sendMail, type Mail } from '../email/mailer.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'

/** The coach reads the notifications in the site's language. */
const COACH_LANGUAGE = 'es'

async function saveContactMessage(db: Db, input: ContactInput & { locale: string }, now = new Date()) {
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
 * Stores a message and its notification to the coach together (one transaction: the message is
 * never without its mail), then tries the mail at once. A mail that cannot go stays queued and is
 * retried (mail-queue.server.ts); the message's delivery fields follow its fate. True when it went.
 */
export async function saveAndNotify(
  db: Db,
  input: ContactInput & { locale: string },
  { now = new Date(), send = sendMail }: { now?: Date; send?: SendMail } = {},
) {
  const { id, mail } = await db.transaction().execute(async (tx) => {
    const id = await saveContactMessage(tx, input, now)
    const message = await tx
      .selectFrom('contact_message')
      .select(['id', 'name', 'email', 'phone', 'subject', 'message', 'locale', 'createdAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return { id, mail: await enqueueMail(tx, notificationMail(message), { contactMessageId: id }) }
  })
  return { id, delivered: await attemptQueued(db, mail, { send }) }
}

/** On account deletion: the contact messages sent with the account's address go too. */
export async function deleteContactMessagesFrom(db: Db, email: string) {
  await db
    .deleteFrom('contact_message')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute()
}
