import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import type { Slice } from '@tiptap/pm/model'
import type { EditorView } from '@tiptap/pm/view'
import { useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { blocks } from './blocks.ts'
import { cleanPastedHtml } from './clean-pasted-html.ts'
import { editorExtensions } from './extensions.ts'
import { DiagramDialog } from './diagram-dialog.tsx'
import { LinkDialog } from './link-dialog.tsx'
import { SlashMenu, type SlashMenuState } from './slash-menu.tsx'
import { Toolbar } from './toolbar.tsx'
import { useImageUpload } from './use-image-upload.tsx'
import { YoutubeDialog } from './youtube-dialog.tsx'
import { readingStats } from '#app/schemas/rich-text-rules.ts'
import { EMPTY_RICH_TEXT, RichTextDocSchema, type RichTextDoc } from '#app/schemas/rich-text.ts'

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

interface LatestValues {
  editor: Editor | null
  upload: ReturnType<typeof useImageUpload>
  onChange: RichTextEditorProps['onChange']
}

/** A box for the newest props, filled after each render, read by the editor's event callbacks. */
class Latest<T> {
  private value: T | undefined
  set(value: T) {
    this.value = value
  }
  get() {
    return this.value
  }
}

const statsOf = (editor: Editor) => readingStats(editor.getText({ blockSeparator: '\n' }))

const contentClass = [
  'rich-text',
  'mx-auto min-h-80 max-w-3xl px-5 py-6 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-inset sm:px-8',
  // The empty-document hint, and selected images, videos and table cells.
  '[&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-start [&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-slate-400 [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
  '[&_.selectedCell]:bg-emerald-50 dark:[&_.selectedCell]:bg-emerald-950 [&_.tableWrapper]:my-6 [&_.tableWrapper]:overflow-x-auto',
].join(' ')

/**
 * The writing surface of post and concept bodies (TipTap): toolbar, Markdown shortcuts, slash menu,
 * images, videos, tables; word count and reading time below. Every change is written to a hidden
 * input as the document's JSON, which the action validates with the same schema.
 */
export function RichTextEditor({
  name,
  defaultValue,
  onChange,
  uploadImage,
  labelledBy,
  errorId,
}: RichTextEditorProps) {
  const { t } = useTranslation('editor')
  const contentId = useId()
  // TipTap compares its options on every render and re-applies them when they differ, which
  // redraws the selection; so every option is kept stable: the document is read once, the
  // extensions are built once and the view's props change only with the label or the error.
  const [initial] = useState(() => defaultValue ?? EMPTY_RICH_TEXT)
  const [json, setJson] = useState(() => JSON.stringify(initial))
  const [stats, setStats] = useState(() => readingStats(''))
  const [dialog, setDialog] = useState<'link' | 'video' | 'diagram' | null>(null)
  const [slash, setSlash] = useState<SlashMenuState | null>(null)
  // The extensions and callbacks are built once; they read the current props through this.
  const [latest] = useState(() => new Latest<LatestValues>())
  const upload = useImageUpload(uploadImage, () => latest.get()?.editor ?? null)
  const canUpload = Boolean(uploadImage)

  const [extensions] = useState(() =>
    editorExtensions({
      blocks: () => blocks(t, canUpload),
      ui: () => ({
        pickImage: canUpload ? () => latest.get()?.upload.pick() : undefined,
        askVideo: () => setDialog('video'),
        askDiagram: () => setDialog('diagram'),
      }),
      onSlashMenu: setSlash,
      placeholder: t('placeholder'),
    }),
  )
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: contentId,
        class: contentClass,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(errorId ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view: EditorView, event: KeyboardEvent) => {
        // Ctrl/Cmd+K: the link dialog, as in most editors.
        if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey)) return false
        setDialog('link')
        return true
      },
      handlePaste: (view: EditorView, event: ClipboardEvent) =>
        latest.get()?.upload.fromEvent(view, event.clipboardData) ?? false,
      handleDrop: (view: EditorView, event: DragEvent, _slice: Slice, moved: boolean) =>
        !moved && (latest.get()?.upload.fromEvent(view, event.dataTransfer, event) ?? false),
    }),
    [contentId, labelledBy, errorId, latest],
  )

  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: initial,
    editorProps,
    onCreate: ({ editor }) => setStats(statsOf(editor)),
    onUpdate: ({ editor }) => {
      const current = editor.getJSON()
      setJson(JSON.stringify(current))
      const next = statsOf(editor)
      setStats(next)
      const doc = RichTextDocSchema.safeParse(current)
      if (doc.success) latest.get()?.onChange?.(doc.data, next)
    },
  })

  useEffect(() => latest.set({ editor, upload, onChange }))

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-950">
      <input type="hidden" name={name} value={json} />
      {editor ? (
        <Toolbar
          editor={editor}
          contentId={contentId}
          onLink={() => setDialog('link')}
          onImage={uploadImage ? upload.pick : undefined}
          onVideo={() => setDialog('video')}
        />
      ) : null}
      <EditorContent editor={editor} />
      {upload.input}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-5 py-2 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <p>
          {t('stats.words', { count: stats.words })} · {t('stats.reading', { count: stats.readingMinutes })}
        </p>
        {upload.status}
      </div>
      {editor && dialog === 'link' ? <LinkDialog editor={editor} onClose={() => setDialog(null)} /> : null}
      {editor && dialog === 'video' ? (
        <YoutubeDialog editor={editor} onClose={() => setDialog(null)} />
      ) : null}
      {editor && dialog === 'diagram' ? (
        <DiagramDialog
          editor={editor}
          onApply={(diagram) => editor.chain().focus().insertPitchDiagram(diagram).run()}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {editor && slash ? <SlashMenu state={slash} editor={editor} /> : null}
    </div>
  )
}
