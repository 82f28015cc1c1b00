import { createHash, randomBytes } from 'node:crypto'
import { PRIVACY_TEXT_VERSION } from '#app/privacy.ts'
import type { Language } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import { queueMail, type SendMail } from '../email/mail-queue.server.ts'
import { newsletterConfirmEmail } from './newsletter-mails.server.ts'

/**
 * Subscriptions to the per-language lists (docs/decisions/043-newsletter.md). A form subscription
 * waits for the link in its confirmation mail (double opt-in); a signed-in person's address is
 * already confirmed, so the settings subscribe in one click. Every answer is the same whether the
 * address was on the list or not.
 */

const newToken = () => randomBytes(24).toString('base64url')
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const normalise = (email: string) => email.trim().toLowerCase()

export const confirmPath = (token: string) => `/newsletter/confirmar/${token}`
export const unsubscribePath = (token: string) => `/newsletter/baja/${token}`

interface SubscribeInput {
  email: string
  locale: Language
  ip: string | null
  origin: string
  now?: Date
  /** The mail queue's first attempt (tests catch the mail instead). */
  send?: SendMail
}

/**
 * Puts the address on the list as pending and mails the confirmation link. An address already
 * confirmed gets nothing (and the visitor the same answer); a pending or unsubscribed one gets a
 * new link, recording the consent given now.
 */
export async function subscribe(
  db: Db,
  { email, locale, ip, origin, now = new Date(), send }: SubscribeInput,
) {
  const address = normalise(email)
  const token = newToken()
  const consent = { consentVersion: PRIVACY_TEXT_VERSION, consentIp: ip, consentAt: now.toISOString() }
  const existing = await db
    .selectFrom('newsletter_subscriber')
    .select(['id', 'status'])
    .where('email', '=', address)
    .where('locale', '=', locale)
    .executeTakeFirst()
  if (existing?.status === 'confirmed') return
  if (existing)
    await db
      .updateTable('newsletter_subscriber')
      .set({ ...consent, status: 'pending', confirmTokenHash: hashOf(token), unsubscribedAt: null })
      .where('id', '=', existing.id)
      .execute()
  else
    await db
      .insertInto('newsletter_subscriber')
      .values({
        ...consent,
        email: address,
        locale,
        status: 'pending',
        confirmTokenHash: hashOf(token),
        unsubscribeToken: newToken(),
      })
      .onConflict((oc) => oc.columns(['email', 'locale']).doNothing())
      .execute()
  await queueMail(
    db,
    { to: address, ...newsletterConfirmEmail(locale, `${origin}${confirmPath(token)}`) },
    send ? { send } : {},
  )
}

/**
 * What a confirmation link is about: 'pending' (the page offers the button) or 'confirmed';
 * undefined for a link never sent, or one whose address unsubscribed since.
 */
export async function findConfirmation(db: Db, token: string) {
  const row = await db
    .selectFrom('newsletter_subscriber')
    .select('status')
    .where('confirmTokenHash', '=', hashOf(token))
    .executeTakeFirst()
  return row?.status === 'unsubscribed' ? undefined : row?.status
}

/**
 * Follows a confirmation link; the subscriber's list, or undefined for an unknown or used link.
 * The hash stays until the address unsubscribes, so the link opened again says "subscribed".
 */
export async function confirmSubscription(db: Db, token: string, now = new Date()) {
  return db
    .updateTable('newsletter_subscriber')
    .set({ status: 'confirmed', confirmedAt: now.toISOString() })
    .where('confirmTokenHash', '=', hashOf(token))
    .where('status', '=', 'pending')
    .returning(['locale'])
    .executeTakeFirst()
}

/** The subscription an unsubscribe link names, for its page (no sign-in). */
export const findByUnsubscribeToken = (db: Db, token: string) =>
  db
    .selectFrom('newsletter_subscriber')
    .select(['email', 'locale', 'status'])
    .where('unsubscribeToken', '=', token)
    .executeTakeFirst()

/**
 * Unsubscribes (the page's button or a mail client's one-click POST, RFC 8058). Known tokens only;
 * the address stays so a later subscription records new consent on the same row.
 */
export async function unsubscribe(db: Db, token: string, now = new Date()) {
  const result = await db
    .updateTable('newsletter_subscriber')
    .set({ status: 'unsubscribed', confirmTokenHash: null, unsubscribedAt: now.toISOString() })
    .where('unsubscribeToken', '=', token)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

interface Account {
  id: string
  email: string
}

/** The lists a signed-in person is on (confirmed), for their settings. */
export async function accountLists(db: Db, account: Account) {
  const rows = await db
    .selectFrom('newsletter_subscriber')
    .select('locale')
    .where('email', '=', normalise(account.email))
    .where('status', '=', 'confirmed')
    .execute()
  return rows.map((row) => row.locale)
}

/** One click from the settings: the account's address is confirmed, so no mail round trip. */
export async function setAccountSubscription(
  db: Db,
  {
    account,
    locale,
    subscribed,
    ip,
    now = new Date(),
  }: {
    account: Account
    locale: Language
    subscribed: boolean
    ip: string | null
    now?: Date
  },
) {
  const at = now.toISOString()
  const address = normalise(account.email)
  if (!subscribed) {
    await db
      .updateTable('newsletter_subscriber')
      .set({ status: 'unsubscribed', confirmTokenHash: null, unsubscribedAt: at })
      .where('email', '=', address)
      .where('locale', '=', locale)
      .execute()
    return
  }
  const confirmed = {
    status: 'confirmed' as const,
    userId: account.id,
    confirmTokenHash: null,
    consentVersion: PRIVACY_TEXT_VERSION,
    consentIp: ip,
    consentAt: at,
    confirmedAt: at,
    unsubscribedAt: null,
  }
  await db
    .insertInto('newsletter_subscriber')
    .values({ ...confirmed, email: address, locale, unsubscribeToken: newToken() })
    .onConflict((oc) => oc.columns(['email', 'locale']).doUpdateSet(confirmed))
    .execute()
}

/** For the privacy export: every list the address is or was on, with the consent recorded. */
export const subscriptionsForExport = (db: Db, email: string) =>
  db
    .selectFrom('newsletter_subscriber')
    .select(['locale', 'status', 'consentVersion', 'consentIp', 'consentAt', 'confirmedAt', 'unsubscribedAt'])
    .where('email', '=', normalise(email))
    .orderBy('id')
    .execute()

/** On account deletion: the address leaves every list (and its deliveries go with it). */
export async function deleteSubscriptions(db: Db, email: string) {
  await db.deleteFrom('newsletter_subscriber').where('email', '=', normalise(email)).execute()
}
