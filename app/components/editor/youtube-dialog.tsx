import type { Editor } from '@tiptap/react'
import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { DialogUrlField, EditorDialog } from './editor-dialog.tsx'
import { parseYoutubeUrl } from '#app/schemas/youtube.ts'

/** Paste a YouTube address; only the video id (and start second) goes into the document. */
export function YoutubeDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('editor')
  const [url, setUrl] = useState('')
  const [invalid, setInvalid] = useState(false)
  const apply = () => {
    const video = parseYoutubeUrl(url)
    if (!video) return setInvalid(true)
    editor.chain().focus().insertYoutube(video).run()
    onClose()
  }
  return (
    <EditorDialog editor={editor} onClose={onClose} title={t('toolbar.youtube')} onApply={apply}>
      <DialogUrlField
        label={t('youtube.url')}
        value={url}
        onChange={(value) => {
          setUrl(value)
          setInvalid(false)
        }}
        placeholder="https://www.youtube.com/watch?v=…"
        error={invalid ? t('youtube.invalid') : null}
      />
    </EditorDialog>
  )
}
