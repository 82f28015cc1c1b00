import type { Editor } from '@tiptap/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dialogInputClass, EditorDialog } from './editor-dialog.tsx'
import { parseYoutubeUrl } from '#app/schemas/youtube.ts'

/** Paste a YouTube address; only the video id (and start second) goes into the document. */
export function YoutubeDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('editor')
  const [url, setUrl] = useState('')
  const [invalid, setInvalid] = useState(false)
  const id = useId()
  const errorId = useId()
  const apply = () => {
    const video = parseYoutubeUrl(url)
    if (!video) return setInvalid(true)
    editor.chain().focus().insertYoutube(video).run()
    onClose()
  }
  return (
    <EditorDialog editor={editor} onClose={onClose} title={t('toolbar.youtube')} onApply={apply}>
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {t('youtube.url')}
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          dir="ltr"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value)
            setInvalid(false)
          }}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          placeholder="https://www.youtube.com/watch?v=…"
          className={dialogInputClass}
        />
        {invalid ? (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
            {t('youtube.invalid')}
          </p>
        ) : null}
      </div>
    </EditorDialog>
  )
}
