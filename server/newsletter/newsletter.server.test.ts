import nodemailer, { type Transporter } from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PRIVACY_TEXT_VERSION } from '#app/privacy.ts'
import type { Mail } from '#server/email/mailer.server.ts'
import { insertPost, insertUser } from '#tests/factories.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { firstLink, startSmtp, type Smtp } from '#tests/smtp.ts'
import { TranslationSchema } from '#app/schemas/translations.ts'
import { saveTranslation } from '#server/content/translations/store.server.ts'
import { composeIssue, findArchivedIssue, listIssueProgress, startIssue } from './issues.server.ts'
import {
  accountLists,
  confirmSubscription,
  setAccountSubscription,
  subscribe,
  unsubscribe,
} from './subscriptions.server.ts'
import { runNewsletterWorker } from './worker.server.ts'

const origin = 'http://localhost:3000'
const coach = { id: 'coach', email: 'coach@example.com' }

describe.each(engines)('newsletter on %s', (engine) => {
  let t: TestDb
  let smtp: Smtp
  let transport: Transporter
  const send = (mail: Mail) => transport.sendMail({ from: 'club@example.com', ...mail })

  beforeAll(async () => {
    t = await openTestDb(engine)
    smtp = await startSmtp()
    transport = nodemailer.createTransport({ url: smtp.url, pool: true, maxConnections: 4 })
  })
  beforeEach(async () => {
    await t.truncateAll()
    smtp.inbox.splice(0)
    await insertUser(t.db, 'coach', { role: 'admin' })
  })
  afterAll(async () => {
    transport.close()
    await smtp.close()
    await t.close()
  })

  const unsubscribeToken = (email: string) =>
    t.db
      .selectFrom('newsletter_subscriber')
      .select('unsubscribeToken')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
      .then((row) => row.unsubscribeToken)

  async function sendPost(locale: 'es' | 'en' = 'es') {
    const post = await insertPost(t.db, {
      title: 'Rondos',
      content: JSON.stringify({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Ver el ' },
              {
                type: 'text',
                text: 'ejercicio',
                marks: [{ type: 'link', attrs: { href: '/ejercicios/rondo' } }],
              },
            ],
          },
        ],
      }),
    })
    const issue = await composeIssue(t.db, { kind: 'post', postId: post.id, locale }, origin)
    if (!issue) throw new Error('post not public')
    return startIssue(t.db, { issue, locale, by: coach })
  }

  test('subscribe → confirm from the mail → unsubscribe; consent and answers reveal nothing', async () => {
    await subscribe(t.db, { email: 'Ana@Example.com', locale: 'es', ip: '203.0.113.7', origin, send })
    const mail = await smtp.next('ana@example.com')
    expect(mail.subject).toContain('Confirma tu suscripción')
    const link = firstLink(mail.text, '/newsletter/confirmar/')
    // Not on the list until the link is followed.
    expect(await sendPost()).toBeGreaterThan(0)
    expect((await listIssueProgress(t.db))[0]?.recipients).toBe(0)

    const token = new URL(link).pathname.split('/').pop() ?? ''
    expect(await confirmSubscription(t.db, token)).toEqual({ locale: 'es' })
    expect(await confirmSubscription(t.db, token)).toBeUndefined() // a link works once
    const row = await t.db
      .selectFrom('newsletter_subscriber')
      .select(['status', 'consentVersion', 'consentIp'])
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'confirmed', consentIp: '203.0.113.7' })
    expect(row.consentVersion).toBe(PRIVACY_TEXT_VERSION)

    // Subscribing again while confirmed: no mail, same answer.
    await subscribe(t.db, { email: 'ana@example.com', locale: 'es', ip: null, origin, send })
    expect(smtp.inbox).toHaveLength(0)

    expect(await unsubscribe(t.db, await unsubscribeToken('ana@example.com'))).toBe(true)
    expect(await unsubscribe(t.db, 'unknown-token')).toBe(false)
    await sendPost()
    expect((await listIssueProgress(t.db))[0]?.recipients).toBe(0)
  })

  test('an English list gets the English version of a post when it is published, else the Spanish one', async () => {
    const doc = (text: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    })
    const post = await insertPost(t.db, {
      title: 'Rondos',
      content: JSON.stringify(doc('Rondos para empezar.')),
    })
    const compose = (locale: 'es' | 'en' | 'de') =>
      composeIssue(t.db, { kind: 'post', postId: post.id, locale }, origin)
    const english = TranslationSchema.parse({
      title: 'Rondos for starters',
      summary: 'Why they work',
      slug: 'rondos-for-starters',
      status: 'published',
      body: JSON.stringify(doc('Rondos to begin with.')),
    })
    await saveTranslation(t.db, {
      kind: 'post',
      itemId: post.id,
      language: 'en',
      input: english,
      who: { user: coach },
    })
    expect(await compose('en')).toMatchObject({ subject: 'Rondos for starters', postId: post.id })
    expect((await compose('en'))?.text).toContain('Rondos to begin with.')
    expect((await compose('en'))?.text).toContain(`${origin}/en/post/rondos-for-starters`)
    expect(await compose('de')).toMatchObject({ subject: 'Rondos' })
    expect((await compose('de'))?.text).toContain(`${origin}/post/${post.slug}`)
    // A draft is not sent: the Spanish post goes instead.
    await saveTranslation(t.db, {
      kind: 'post',
      itemId: post.id,
      language: 'en',
      input: { ...english, status: 'draft' },
      who: { user: coach },
    })
    expect(await compose('en')).toMatchObject({ subject: 'Rondos' })
  })

  test('a signed-in account subscribes in one click, per language', async () => {
    const account = { id: 'coach', email: 'coach@example.com' }
    await setAccountSubscription(t.db, { account, locale: 'en', subscribed: true, ip: null })
    expect(await accountLists(t.db, account)).toEqual(['en'])
    expect(smtp.inbox).toHaveLength(0)
    await setAccountSubscription(t.db, { account, locale: 'en', subscribed: false, ip: null })
    expect(await accountLists(t.db, account)).toEqual([])
  })

  test('an issue carries both parts, absolute links and the one-click unsubscribe headers', async () => {
    await setAccountSubscription(t.db, { account: coach, locale: 'es', subscribed: true, ip: null })
    await sendPost()
    await runNewsletterWorker(t.db, { origin, send, rate: 0 })
    const mail = await smtp.next(coach.email)
    const token = await unsubscribeToken(coach.email)
    expect(mail.raw.replace(/\r\n\s+/g, ' ')).toContain(
      `List-Unsubscribe: <${origin}/newsletter/baja/${token}>`,
    )
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(mail.html).toContain(`href="${origin}/ejercicios/rondo"`)
    expect(mail.html).toContain('prefers-color-scheme: dark')
    expect(mail.text).toContain(`${origin}/ejercicios/rondo`)
    expect(mail.text).toContain(`${origin}/newsletter/baja/${token}`)
  })

  test('a members-only post goes out as its excerpt and a link: its body reaches no subscriber nor the archive', async () => {
    await setAccountSubscription(t.db, { account: coach, locale: 'es', subscribed: true, ip: null })
    const post = await insertPost(t.db, {
      title: 'Presión para socios',
      excerpt: 'Un resumen para todos.',
      content: JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Consigna-solo-socios' }] }],
      }),
      access: 'members',
    })
    const issue = await composeIssue(t.db, { kind: 'post', postId: post.id, locale: 'es' }, origin)
    if (!issue) throw new Error('post not public')
    const id = await startIssue(t.db, { issue, locale: 'es', by: coach })
    await runNewsletterWorker(t.db, { origin, send, rate: 0 })
    const mail = await smtp.next(coach.email)
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toContain('Consigna-solo-socios')
      expect(part).toContain('Un resumen para todos.')
      expect(part).toContain('Esta entrada es para socios: léela entera en la web.')
      expect(part).toContain(`${origin}/post/${post.slug}`)
    }
    const archived = await findArchivedIssue(t.db, id)
    expect(archived?.bodyHtml).not.toContain('Consigna-solo-socios')
  })

  test('2 000 subscribers, the worker stopped half-way and started again: each gets the issue once', async () => {
    const at = new Date().toISOString()
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      email: `fan${i}@example.com`,
      locale: 'es',
      status: 'confirmed' as const,
      unsubscribeToken: `token-${i}`,
      consentVersion: 'v',
      consentAt: at,
    }))
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('newsletter_subscriber')
        .values(rows.slice(i, i + 500))
        .execute()
    const issueId = await sendPost()

    let handled = 0
    const first = await runNewsletterWorker(t.db, {
      origin,
      send: async (mail) => {
        handled += 1
        return send(mail)
      },
      rate: 0,
      stopped: () => handled >= 900,
    })
    expect(first).toBe(900)
    const [half] = await listIssueProgress(t.db)
    expect(half).toMatchObject({ id: issueId, recipients: 2000, sent: 900, done: false })

    // "Restart": a new worker in a fresh run resumes from the rows never claimed.
    const second = await runNewsletterWorker(t.db, { origin, send, rate: 0 })
    expect(second).toBe(1100)
    const [done] = await listIssueProgress(t.db)
    expect(done).toMatchObject({ sent: 2000, failed: 0, done: true })

    const recipients = smtp.inbox.flatMap((mail) => mail.to)
    expect(recipients).toHaveLength(2000)
    expect(new Set(recipients).size).toBe(2000)
  }, 180_000)

  test('temporary refusals are retried, permanent ones are not, an interrupted send is never repeated', async () => {
    await insertUser(t.db, 'busy')
    await insertUser(t.db, 'gone')
    for (const name of ['busy', 'gone'])
      await setAccountSubscription(t.db, {
        account: { id: name, email: `${name}@example.com` },
        locale: 'es',
        subscribed: true,
        ip: null,
      })
    const issueId = await sendPost()
    let busy = true
    const refusing = async (mail: Mail) => {
      if (mail.to === 'gone@example.com')
        throw Object.assign(new Error('550 no such user'), { responseCode: 550 })
      if (mail.to === 'busy@example.com' && busy) {
        busy = false
        throw Object.assign(new Error('451 try later'), { responseCode: 451 })
      }
      return send(mail)
    }
    let clock = new Date()
    await runNewsletterWorker(t.db, { origin, send: refusing, rate: 0, retryMs: 60_000, now: () => clock })
    expect((await listIssueProgress(t.db))[0]).toMatchObject({ sent: 0, failed: 1, done: false })
    clock = new Date(clock.getTime() + 61_000)
    await runNewsletterWorker(t.db, { origin, send: refusing, rate: 0, now: () => clock })
    expect((await listIssueProgress(t.db))[0]).toMatchObject({ sent: 1, failed: 1, done: true })

    // A worker that died mid-conversation left its row 'sending': after the lease it is not resent.
    await t.db
      .updateTable('newsletter_delivery')
      .set({ status: 'sending', nextAttemptAt: clock.toISOString() })
      .where('issueId', '=', issueId)
      .where('status', '=', 'failed')
      .execute()
    smtp.inbox.splice(0)
    await runNewsletterWorker(t.db, { origin, send, rate: 0, now: () => new Date(clock.getTime() + 1) })
    expect(smtp.inbox).toHaveLength(0)
    const statuses = await t.db.selectFrom('newsletter_delivery').select('status').orderBy('id').execute()
    expect(statuses.map((row) => row.status).sort()).toEqual(['sent', 'uncertain'])
  })

  test('the throttle spaces the mails at NEWSLETTER_RATE', async () => {
    for (const name of ['a', 'b', 'c']) {
      await insertUser(t.db, name)
      await setAccountSubscription(t.db, {
        account: { id: name, email: `${name}@example.com` },
        locale: 'es',
        subscribed: true,
        ip: null,
      })
    }
    await sendPost()
    let clock = 0
    const waits: number[] = []
    await runNewsletterWorker(t.db, {
      origin,
      send,
      rate: 2,
      now: () => new Date(1_800_000_000_000 + clock),
      sleep: async (ms) => {
        waits.push(ms)
        clock += ms
      },
    })
    expect(waits).toEqual([500, 500, 500])
  })
})
