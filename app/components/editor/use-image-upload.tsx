import type { EditorView } from '@tiptap/pm/view'
import type { Editor } from '@tiptap/react'
import { useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { RichTextEditorProps } from './rich-text-editor.tsx'

type Upload = { percent: number; failed: false } | { percent: 0; failed: true } | null

const imagesOf = (data: DataTransfer | null) =>
  [...(data?.files ?? [])].filter((file) => file.type.startsWith('image/'))

/**
 * Images picked with the toolbar button, pasted or dropped: each is sent through the page's
 * `uploadImage` (the media library) with a progress bar, then inserted where it was dropped or at
 * the caret, with the alt text the library knows.
 */
export function useImageUpload(
  uploadImage: RichTextEditorProps['uploadImage'],
  getEditor: () => Editor | null,
) {
  const { t } = useTranslation('editor')
  const [upload, setUpload] = useState<Upload>(null)
  const picker = useRef<HTMLInputElement>(null)

  const send = async (files: File[], position?: number) => {
    const editor = getEditor()
    if (!uploadImage || !editor) return
    for (const file of files) {
      setUpload({ percent: 0, failed: false })
      try {
        const media = await uploadImage(file, (fraction) =>
          setUpload({ percent: Math.round(fraction * 100), failed: false }),
        )
        const attrs = {
          src: media.src,
          alt: media.alt || null,
          caption: null,
          width: media.width,
          height: media.height,
        }
        editor.chain().focus().insertImage(attrs, position).run()
        setUpload(null)
      } catch {
        setUpload({ percent: 0, failed: true })
      }
    }
  }

  return {
    pick: () => picker.current?.click(),
    /** paste and drop: true when the event carried images (then they are uploaded) */
    fromEvent(view: EditorView, data: DataTransfer | null, drop?: DragEvent): boolean {
      const files = imagesOf(data)
      if (!uploadImage || files.length === 0) return false
      const position = drop ? view.posAtCoords({ left: drop.clientX, top: drop.clientY })?.pos : undefined
      void send(files, position)
      return true
    },
    input: uploadImage ? (
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          void send([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
    ) : null,
    status: upload?.failed ? (
      <p role="alert" className="font-medium text-red-700 dark:text-red-400">
        {t('image.failed')}
      </p>
    ) : upload ? (
      <p role="status" className="flex items-center gap-2">
        {t('image.uploading', { percent: upload.percent })}
        <progress max={100} value={upload.percent} className="h-1.5 w-24 accent-emerald-600" />
      </p>
    ) : null,
  }
}
