import { useId, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { ACCEPTED_IMAGE_TYPES } from '#app/schemas/media.ts'
import { uploadErrorText } from './upload.ts'
import type { UploadTask } from './use-uploads.ts'

/** Pick or drop picture files; `multiple` lets the library take several at once. */
export function DropZone({
  onFiles,
  multiple = false,
  label,
}: {
  onFiles: (files: File[]) => void
  multiple?: boolean
  label: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const [over, setOver] = useState(false)
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        const files = [...event.dataTransfer.files]
        if (files.length) onFiles(multiple ? files : files.slice(0, 1))
      }}
      className={`rounded-xl border-2 border-dashed p-4 text-center text-sm transition ${
        over
          ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40'
          : 'border-slate-300 dark:border-slate-700'
      }`}
    >
      <label
        htmlFor={id}
        className="cursor-pointer font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
      >
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple={multiple}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])]
          event.currentTarget.value = ''
          if (files.length) onFiles(files)
        }}
      />
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {multiple ? t('media:upload.dropHint') : t('media:upload.dropHintOne')}
      </p>
    </div>
  )
}

/** One progress bar per file, a way to cancel it while it runs, then its outcome (and a retry if it failed). */
export function UploadProgressList({
  tasks,
  onCancel,
  onRetry,
}: {
  tasks: UploadTask[]
  onCancel: (key: string) => void
  onRetry: (key: string) => void
}) {
  const { t } = useTranslation()
  if (tasks.length === 0) return null
  return (
    <ul className="space-y-2" aria-live="polite">
      {tasks.map((task) => (
        <li key={task.key} className="text-sm">
          <div className="flex justify-between gap-2">
            <span className="truncate">{task.fileName}</span>
            {task.state === 'uploading' ? (
              <button
                type="button"
                onClick={() => onCancel(task.key)}
                aria-label={t('media:upload.cancelNamed', { name: task.fileName })}
                className="ms-auto shrink-0 font-semibold text-red-700 hover:underline dark:text-red-400"
              >
                {t('media:upload.cancel')}
              </button>
            ) : null}
            <span className="shrink-0 text-slate-600 dark:text-slate-400">
              {task.state === 'done'
                ? t('media:upload.done')
                : task.state === 'failed'
                  ? t('media:upload.failed')
                  : t('media:upload.percent', { percent: Math.round(task.progress * 100) })}
            </span>
          </div>
          <progress
            className="mt-1 h-2 w-full accent-emerald-600"
            max={1}
            value={task.progress}
            aria-label={t('media:upload.progressOf', { name: task.fileName })}
          />
          {task.state === 'failed' ? (
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <p role="alert" className="font-medium text-red-700 dark:text-red-400">
                {uploadErrorText(task.error, t)}
              </p>
              <button
                type="button"
                onClick={() => onRetry(task.key)}
                aria-label={t('media:upload.retryNamed', { name: task.fileName })}
                className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
              >
                {t('media:upload.retry')}
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
