import { parseWithZod } from '@conform-to/zod/v4'
import { IssueSchema } from '#app/schemas/newsletter.ts'
import type { Db } from '../db/connection.server.ts'
import { composeIssue, sendTestIssue, startIssue } from './issues.server.ts'

interface Coach {
  id: string
  email: string
}

/** How many confirmed subscribers one list has (the preview says who the send will reach). */
async function listSize(db: Db, locale: string) {
  const { count } = await db
    .selectFrom('newsletter_subscriber')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('locale', '=', locale)
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow()
  return Number(count)
}

/**
 * /admin/newsletter's action: preview (the issue as it will go and its list's size), a test send
 * to the coach, or the send itself (started in the background; the page shows its progress).
 */
export async function applyIssueForm(
  db: Db,
  formData: FormData,
  { coach, origin, ip }: { coach: Coach; origin: string; ip?: string },
) {
  const submission = parseWithZod(formData, { schema: IssueSchema })
  if (submission.status !== 'success') return { kind: 'invalid' as const, result: submission.reply() }
  const { locale, intent } = submission.value
  const issue = await composeIssue(
    db,
    submission.value.source === 'post'
      ? { kind: 'post', postId: submission.value.postId, locale }
      : { kind: 'message', subject: submission.value.subject, message: submission.value.message, locale },
    origin,
  )
  if (!issue)
    return {
      kind: 'invalid' as const,
      result: submission.reply({ fieldErrors: { postId: ['newsletter:admin.errors.post'] } }),
    }
  if (intent === 'send')
    return { kind: 'started' as const, id: await startIssue(db, { issue, locale, by: coach, ip }) }
  if (intent === 'test')
    try {
      await sendTestIssue(db, { issue, locale, to: coach, origin, ip })
    } catch {
      // The SMTP server refused or is away: the coach tries again; nothing was queued.
      return {
        kind: 'invalid' as const,
        result: submission.reply({ formErrors: ['newsletter:admin.errors.testFailed'] }),
      }
    }
  return {
    kind: 'preview' as const,
    result: submission.reply(),
    tested: intent === 'test',
    preview: { subject: issue.subject, html: issue.html, recipients: await listSize(db, locale) },
  }
}
