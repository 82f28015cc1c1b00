import { Link } from 'react-router'
import { formatDate } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { PageThread } from '#server/comments/page-thread.server.ts'
import { CommentForm, ReportButton } from './comment-form.tsx'
import { CommentText } from './comment-text.tsx'

type Entry = Omit<PageThread['comments'][number], 'replies'>

function CommentEntry({ entry, signedIn }: { entry: Entry; signedIn: boolean }) {
  const { t, i18n } = useTranslation('comments')
  return (
    <article id={`comment-${entry.id}`} aria-labelledby={`comment-${entry.id}-by`} className="space-y-1">
      <p className="flex flex-wrap items-baseline gap-2 text-sm">
        <span id={`comment-${entry.id}-by`} className="font-semibold text-slate-900 dark:text-white">
          {entry.author}
        </span>
        {entry.byCoach ? (
          <span className="rounded bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
            {t('coach')}
          </span>
        ) : null}
        <time dateTime={entry.createdAt} className="text-slate-600 dark:text-slate-400">
          {formatDate(entry.createdAt, i18n.language)}
        </time>
      </p>
      <div className="text-slate-800 dark:text-slate-200">
        <CommentText text={entry.body} />
      </div>
      {signedIn && !entry.own ? (
        entry.reported ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('reported')}</p>
        ) : (
          <ReportButton commentId={entry.id} />
        )
      ) : null}
    </article>
  )
}

/**
 * Comments under a post or questions under a lesson (docs/decisions/038-comments.md): the list in
 * the server's HTML, a form for signed-in readers, a way to sign in for the others.
 */
export function CommentSection({ thread, here }: { thread: PageThread; here: string }) {
  const { t } = useTranslation('comments')
  const kind = thread.target === 'post' ? 'post' : 'lesson'
  const canWrite = thread.signedIn && !thread.blocked
  return (
    <section aria-labelledby="comments-title" className="space-y-6">
      <h2 id="comments-title" className="text-2xl font-bold text-slate-900 dark:text-white">
        {t(`${kind}.title`, { count: thread.comments.length })}
      </h2>
      {thread.comments.length ? (
        <ol className="space-y-6">
          {thread.comments.map((comment) => (
            <li
              key={comment.id}
              className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <CommentEntry entry={comment} signedIn={thread.signedIn} />
              {comment.replies.length ? (
                <ol className="space-y-3 border-s-2 border-emerald-200 ps-4 dark:border-emerald-800">
                  {comment.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentEntry entry={reply} signedIn={thread.signedIn} />
                    </li>
                  ))}
                </ol>
              ) : null}
              {canWrite ? (
                <details>
                  <summary className="cursor-pointer text-sm font-semibold text-emerald-800 dark:text-emerald-300">
                    {t('reply', { name: comment.author })}
                  </summary>
                  <div className="mt-2">
                    <CommentForm
                      key={comment.replies.length}
                      target={thread.target}
                      targetId={thread.targetId}
                      parentId={comment.id}
                      label={t('replyLabel', { name: comment.author })}
                      submit={t('replySubmit')}
                    />
                  </div>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">{t(`${kind}.none`)}</p>
      )}
      {canWrite ? (
        <CommentForm
          key={thread.comments.length}
          target={thread.target}
          targetId={thread.targetId}
          label={t(`${kind}.label`)}
          submit={t(`${kind}.submit`)}
        />
      ) : thread.signedIn ? (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          {t('blocked')}
        </p>
      ) : (
        <p>
          <Link
            to={`/signin?${new URLSearchParams({ redirectTo: here })}`}
            className="font-semibold text-emerald-800 underline dark:text-emerald-300"
          >
            {t(`${kind}.signIn`)}
          </Link>
        </p>
      )}
    </section>
  )
}
