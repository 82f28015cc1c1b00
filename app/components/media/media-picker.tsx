import { useId, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { MEDIA_LIMITS } from '#app/schemas/media.ts'
import { DropZone, UploadProgressList } from './drop-zone.tsx'
import { LibraryDialog } from './library-dialog.tsx'
import { MediaThumb } from './library-parts.tsx'
import type { UploadedMedia } from './upload.ts'
import { useUploads } from './use-uploads.ts'

/**
 * A form field for one picture: the hidden input `name` carries the media id, the text input
 * `altName` its alt text. Pick from the library, or upload by picking or dragging a file.
 */
export function MediaPicker({
  name,
  altName,
  defaultValue,
  label,
}: {
  name: string
  altName: string
  defaultValue: UploadedMedia | null
  label: string
}) {
  const { t } = useTranslation()
  const altId = useId()
  const [media, setMedia] = useState(defaultValue)
  const [alt, setAlt] = useState(defaultValue?.alt ?? '')
  const choose = (picked: UploadedMedia) => {
    setMedia(picked)
    setAlt((current) => current || picked.alt)
  }
  const { tasks, start, cancel, retry, clear } = useUploads(choose)
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{label}</legend>
      <input type="hidden" name={name} value={media?.id ?? ''} />
      {media ? (
        <MediaThumb
          media={{ ...media, alt }}
          className="h-auto max-h-56 w-auto max-w-full rounded-lg border border-slate-200 dark:border-slate-700"
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('media:picker.none')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <LibraryDialog onPick={choose} />
        {media ? (
          <button
            type="button"
            onClick={() => {
              setMedia(null)
              setAlt('')
              clear()
            }}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {t('media:picker.remove')}
          </button>
        ) : null}
      </div>
      <DropZone label={t('media:upload.pickOne')} onFiles={(files) => void start(files)} />
      <UploadProgressList tasks={tasks} onCancel={cancel} onRetry={retry} />
      <div>
        <label htmlFor={altId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {t('media:picker.alt')}
        </label>
        <input
          id={altId}
          name={altName}
          value={alt}
          maxLength={MEDIA_LIMITS.alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
          className="mt-1.5 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white"
        />
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('media:picker.altHint')}</p>
      </div>
    </fieldset>
  )
}
