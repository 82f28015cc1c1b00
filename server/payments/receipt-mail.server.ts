import { fallbackLanguage, toLanguage } from '#app/i18n/languages.ts'
import { formatDate } from '#app/i18n/format.ts'
import { attemptQueued, enqueueMail } from '../email/mail-queue.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'
import type { Order } from './order-access.server.ts'
import { formatPrice } from './price.server.ts'
import type { EventContext } from './webhook.server.ts'

/** Where the receipt's button leads: the course bought, else the orders in account settings. */
async function itemUrl(context: EventContext, order: Order) {
  if (order.itemKind === 'course') {
    const course = await context.db
      .selectFrom('course')
      .select('slug')
      .where('id', '=', order.itemId)
      .executeTakeFirst()
    if (course) return `${context.origin}/cursos/${course.slug}`
  }
  return `${context.origin}/account-settings`
}

/**
 * The receipt of a paid order, in the buyer's language (the one they bought in), with the order
 * number. Stored with the webhook's transaction (the mail queue, docs/decisions/029-mail-queue.md)
 * and tried once the payment is committed.
 */
export async function queueReceipt(context: EventContext, order: Order) {
  if (!order.userId) return
  const buyer = await context.db
    .selectFrom('user')
    .select(['name', 'email'])
    .where('id', '=', order.userId)
    .executeTakeFirst()
  if (!buyer) return
  const language = toLanguage(order.locale) ?? fallbackLanguage
  const t = getFixedT(language)
  const amount = formatPrice(order.amountCents, order.currency, language)
  const mail = renderEmail(t, siteSettings().brand, {
    subject: t('payments:mail.receipt.subject', { number: order.number }),
    greeting: t('email:greeting', { name: buyer.name }),
    paragraphs: [
      t('payments:mail.receipt.body', { item: order.itemTitle, brand: siteSettings().brand }),
      t('payments:mail.receipt.summary', {
        number: order.number,
        amount,
        date: formatDate(order.paidAt, language),
      }),
      // A membership's charge says which period it paid for.
      ...(order.periodStart && order.periodEnd
        ? [
            t('payments:mail.receipt.period', {
              start: formatDate(order.periodStart, language),
              end: formatDate(order.periodEnd, language),
            }),
          ]
        : []),
    ],
    action: { label: t('payments:mail.receipt.action'), url: await itemUrl(context, order) },
    notes: [t('payments:mail.receipt.tax')],
  })
  const queued = await enqueueMail(context.db, { to: buyer.email, ...mail })
  context.afterCommit((db) => attemptQueued(db, queued))
}
