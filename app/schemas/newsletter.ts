import { languages } from '#app/i18n/languages.ts'
import { z } from './zod.ts'
import { plainString } from './plain-text.ts'

/** The subscribe form (footer, end of a post, /newsletter): the browser and the action run it. */
export const SubscribeSchema = z.object({
  email: z
    .email({
      error: (issue) =>
        issue.input === undefined
          ? 'public:newsletter.errors.emailRequired'
          : 'public:newsletter.errors.email',
    })
    .max(254, 'public:newsletter.errors.email'),
  consent: z.literal('on', { error: 'public:newsletter.errors.consent' }),
})

const language = z.enum(languages, { error: 'newsletter:admin.errors.language' })

const intent = z.enum(['preview', 'test', 'send'])

/** The coach's "send a post" form: one schema for its three buttons (preview, test send, send). */
export const PostIssueSchema = z.object({
  source: z.literal('post'),
  intent,
  locale: language,
  postId: z.coerce
    .number({ error: 'newsletter:admin.errors.post' })
    .int()
    .positive('newsletter:admin.errors.post'),
})

/** The coach's "write a message" form, with the same three buttons. */
export const MessageIssueSchema = z.object({
  source: z.literal('message'),
  intent,
  locale: language,
  subject: plainString({ error: 'newsletter:admin.errors.subject' })
    .trim()
    .min(3, 'newsletter:admin.errors.subject')
    .max(200, 'newsletter:admin.errors.subjectTooLong'),
  message: plainString({ error: 'newsletter:admin.errors.message', multiline: true })
    .trim()
    .min(10, 'newsletter:admin.errors.message')
    .max(20_000, 'newsletter:admin.errors.messageTooLong'),
})

/** What the action parses: either form, told apart by `source`. */
export const IssueSchema = z.discriminatedUnion('source', [PostIssueSchema, MessageIssueSchema])

/** Account settings: on or off the list of the account's language, in one click. */
export const AccountNewsletterSchema = z.object({
  intent: z.literal('newsletter'),
  subscribed: z.enum(['yes', 'no']),
})
