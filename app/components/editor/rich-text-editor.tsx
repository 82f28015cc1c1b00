import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EMPTY_RICH_TEXT, RichTextDocSchema, readingStats, type RichTextDoc } from '#app/schemas/rich-text.ts'

export interface RichTextEditorProps {
  /** name of the hidden <input> that carries the document JSON string in the form */
  name: string
  /** initial TipTap JSON document (null = empty) */
  defaultValue: RichTextDoc | null
  /** called (debounced by the caller if needed) on every change */
  onChange?: (doc: RichTextDoc, stats: { words: number; readingMinutes: number }) => void
  /** uploads an image picked/dropped/pasted in the editor; reports 0..1 progress */
  uploadImage?: (
    file: File,
    onProgress: (fraction: number) => void,
  ) => Promise<{ src: string; width: number | null; height: number | null; alt: string }>
  /** id of the visible label element; aria-invalid + aria-describedby when errorId is set */
  labelledBy?: string
  errorId?: string
}

const statsOf = (editor: Editor) => readingStats(editor.getText({ blockSeparator: '\n' }))

/** The TipTap editor of post and concept bodies; the document travels in a hidden input. */
export function RichTextEditor({ name, defaultValue, onChange, labelledBy, errorId }: RichTextEditorProps) {
  const { t } = useTranslation('editor')
  const input = useRef<HTMLInputElement>(null)
  const initial = defaultValue ?? EMPTY_RICH_TEXT
  const [stats, setStats] = useState(() => readingStats(''))
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: initial,
    editorProps: {
      attributes: {
        class: 'rich-text-editor prose-content min-h-72 px-5 py-4 focus:outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(errorId ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onCreate: ({ editor }) => setStats(statsOf(editor)),
    onUpdate: ({ editor }) => {
      const json = editor.getJSON()
      if (input.current) input.current.value = JSON.stringify(json)
      const next = statsOf(editor)
      setStats(next)
      const doc = RichTextDocSchema.safeParse(json)
      if (doc.success) onChange?.(doc.data, next)
    },
  })

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-950">
      <input ref={input} type="hidden" name={name} defaultValue={JSON.stringify(initial)} />
      <EditorContent editor={editor} />
      <p className="border-t border-slate-100 px-5 py-2 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
        {t('stats.words', { count: stats.words })} · {t('stats.reading', { count: stats.readingMinutes })}
      </p>
    </div>
  )
}
