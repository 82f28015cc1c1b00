import { isReported } from '../comments/moderation.server.ts'
import { countUnread } from '../contact/inbox.server.ts'
import type { Db } from '../db/connection.server.ts'

/** A queue of the coach's with how many items wait in it, and where it is. */
export interface PendingItem {
  id: 'messages' | 'accessRequests' | 'assignments' | 'newComments' | 'reportedComments' | 'support'
  count: number
  href: string
}

const counted = async (query: { executeTakeFirstOrThrow(): Promise<{ n: string | number }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n)

/** What waits for the coach: unread messages, access requests, submissions, comments, support. */
export async function pendingItems(db: Db): Promise<PendingItem[]> {
  const [messages, accessRequests, assignments, newComments, reportedComments, support] = await Promise.all([
    countUnread(db),
    counted(
      db
        .selectFrom('course_access_request')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('status', '=', 'pending'),
    ),
    counted(
      db
        .selectFrom('assignment_submission')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('status', '=', 'submitted'),
    ),
    counted(
      db
        .selectFrom('comment')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('reviewedAt', 'is', null)
        .where('status', '=', 'visible'),
    ),
    counted(
      db
        .selectFrom('comment')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('status', '=', 'visible')
        .where(isReported),
    ),
    counted(
      db
        .selectFrom('support_request')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('status', '=', 'open'),
    ),
  ])
  return [
    { id: 'messages', count: messages, href: '/admin/messages' },
    { id: 'accessRequests', count: accessRequests, href: '/admin/courses' },
    { id: 'assignments', count: assignments, href: '/admin/assignments' },
    { id: 'newComments', count: newComments, href: '/admin/comments?queue=new' },
    { id: 'reportedComments', count: reportedComments, href: '/admin/comments?queue=reported' },
    { id: 'support', count: support, href: '/admin/support?status=open' },
  ]
}
