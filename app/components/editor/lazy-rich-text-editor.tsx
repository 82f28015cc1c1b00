import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { EMPTY_RICH_TEXT } from '#app/schemas/rich-text.ts'
import type { RichTextEditorProps } from './rich-text-editor.tsx'

const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
)

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false

/**
 * The editor in its own chunk: the server and the first paint show a non-editable placeholder that
 * already carries the document in the hidden input, so only pages that render an editor download
 * TipTap, and a form submitted before it loads keeps its content.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const mounted = useSyncExternalStore(noSubscription, onClient, onServer)
  const placeholder = <EditorPlaceholder {...props} />
  if (!mounted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <RichTextEditor {...props} />
    </Suspense>
  )
}

function EditorPlaceholder({ name, defaultValue, labelledBy }: RichTextEditorProps) {
  const { t } = useTranslation('editor')
  return (
    <div
      aria-labelledby={labelledBy}
      aria-busy="true"
      className="min-h-72 rounded-2xl border border-slate-200 bg-white px-5 py-4 text-slate-500 shadow-sm dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400"
    >
      <input type="hidden" name={name} value={JSON.stringify(defaultValue ?? EMPTY_RICH_TEXT)} readOnly />
      {t('loading')}
    </div>
  )
}
