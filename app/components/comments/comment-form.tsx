import { useId } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { COMMENT_LIMITS } from '#app/schemas/comment-limits.ts'

export const COMMENTS_ACTION = '/comentarios'

const buttonClass =
  'rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60'

/**
 * The form to write a comment, question or reply. It checks itself with the textarea's own rules
 * (required, maximum length): no schema library on the public page; the server checks everything.
 */
export function CommentForm({
  target,
  targetId,
  parentId,
  label,
  submit,
}: {
  target: 'post' | 'lesson'
  targetId: number
  parentId?: number
  label: string
  submit: string
}) {
  const { t } = useTranslation('comments')
  const fetcher = useFetcher<{ error?: string }>()
  const id = useId()
  const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined
  return (
    <fetcher.Form method="post" action={COMMENTS_ACTION} className="space-y-2">
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="targetId" value={targetId} />
      {parentId ? <input type="hidden" name="parentId" value={parentId} /> : null}
      <label htmlFor={`${id}-body`} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        name="body"
        required
        maxLength={COMMENT_LIMITS.body}
        rows={parentId ? 2 : 4}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white p-2 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(error, { max: COMMENT_LIMITS.body })}
        </p>
      ) : null}
      <button type="submit" className={buttonClass} disabled={fetcher.state !== 'idle'}>
        {submit}
      </button>
    </fetcher.Form>
  )
}

/** "Report": once per reader; the coach decides. */
export function ReportButton({ commentId }: { commentId: number }) {
  const { t } = useTranslation('comments')
  const fetcher = useFetcher<{ error?: string }>()
  return (
    <fetcher.Form method="post" action={COMMENTS_ACTION} className="inline">
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="commentId" value={commentId} />
      <button type="submit" className="text-xs text-slate-600 underline dark:text-slate-400">
        {t('report')}
      </button>
      {fetcher.data?.error ? (
        <span role="alert" className="ms-2 text-xs text-red-700 dark:text-red-400">
          {t(fetcher.data.error)}
        </span>
      ) : null}
    </fetcher.Form>
  )
}
