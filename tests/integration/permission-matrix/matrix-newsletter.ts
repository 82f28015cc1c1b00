import { createHash } from 'node:crypto'
import { IssueSchema, SubscribeSchema } from '#app/schemas/newsletter.ts'
import type { Db } from '#server/db/connection.server.ts'
import { form, type MatrixEntry } from './entry.ts'
import { conform } from './forms.ts'

export interface NewsletterRecords {
  confirmToken: string
  unsubscribeToken: string
}

/** A pending subscriber: its confirmation link and its unsubscribe link. */
export async function createNewsletterRecords(db: Db): Promise<NewsletterRecords> {
  const confirmToken = `matriz-confirmar-${Date.now()}`
  const unsubscribeToken = `matriz-baja-${Date.now()}`
  await db
    .insertInto('newsletter_subscriber')
    .values({
      email: 'matriz-boletin@example.com',
      locale: 'es',
      status: 'pending',
      confirmTokenHash: createHash('sha256').update(confirmToken).digest('hex'),
      unsubscribeToken,
      consentVersion: 'matriz',
      consentAt: new Date().toISOString(),
    })
    .execute()
  return { confirmToken, unsubscribeToken }
}

const message = (intent: 'preview' | 'test' | 'send') => () => ({
  source: 'message',
  intent,
  locale: 'es',
  subject: 'Novedades del mes',
  message: 'Este mes estrenamos ejercicios de rondos.',
})

/** Resolves once the worker has sent every issue's mails and marked the issue finished. */
async function everyIssueFinished(db: Db) {
  for (let tries = 0; tries < 300; tries += 1) {
    const open = await db
      .selectFrom('newsletter_issue')
      .select('id')
      .where('finishedAt', 'is', null)
      .executeTakeFirst()
    if (!open) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the newsletter worker did not finish its issue within a minute')
}

/** The newsletter's public forms (no sign-in: the links of its mails) and the coach's send screen. */
export const NEWSLETTER_ACTIONS: Record<string, MatrixEntry> = {
  'routes/public/newsletter.tsx': {
    who: 'everyone',
    url: () => '/newsletter',
    forms: [
      form(
        'subscribe',
        () => ({ email: 'matriz-alta@example.com', consent: 'on' }),
        conform(SubscribeSchema),
      ),
    ],
  },
  'routes/public/newsletter-confirm.tsx': {
    who: 'everyone',
    url: (r) => `/newsletter/confirmar/${r.newsletter.confirmToken}`,
    forms: [form('confirm', () => ({}))],
  },
  'routes/public/newsletter-unsubscribe.tsx': {
    who: 'everyone',
    url: (r) => `/newsletter/baja/${r.newsletter.unsubscribeToken}`,
    // What a mail client's one-click POST sends (RFC 8058); the page's button sends nothing more.
    forms: [form('unsubscribe', () => ({ 'List-Unsubscribe': 'One-Click' }))],
  },
  'routes/admin/newsletter.tsx': {
    who: 'admin',
    url: () => '/admin/newsletter',
    forms: [
      form('preview', message('preview'), conform(IssueSchema), { readOnly: true }),
      form('test', message('test'), conform(IssueSchema), { readOnly: true }),
      form('send', message('send'), conform(IssueSchema), { settled: everyIssueFinished }),
    ],
  },
}
