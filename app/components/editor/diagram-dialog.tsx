import type { Editor } from '@tiptap/react'
import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { PitchEditor } from '#app/components/pitch/pitch-editor.tsx'
import { DiagramSchema, emptyDiagram, type Diagram } from '#app/schemas/diagram.ts'
import { EditorDialog } from './editor-dialog.tsx'

/**
 * The pitch editor in a dialog: a new diagram for the document, or one already in it. Apply checks
 * the drawing with the diagram schema before it goes into the document.
 */
export function DiagramDialog({
  editor,
  initial,
  onApply,
  onClose,
}: {
  editor: Editor
  initial?: Diagram
  onApply: (diagram: Diagram) => void
  onClose: () => void
}) {
  const { t } = useTranslation(['editor', 'pitch'])
  const [start] = useState(() => initial ?? emptyDiagram('full'))
  const [diagram, setDiagram] = useState(start)
  const [error, setError] = useState<string | null>(null)
  const apply = () => {
    const checked = DiagramSchema.safeParse(diagram)
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'pitch:errors.invalidObject')
    onApply(checked.data)
    onClose()
  }
  return (
    <EditorDialog editor={editor} onClose={onClose} title={t('editor:diagram.title')} onApply={apply} wide>
      <PitchEditor initial={start} onChange={setDiagram} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {t(error.startsWith('pitch:') ? error : 'pitch:errors.invalidObject')}
        </p>
      ) : null}
    </EditorDialog>
  )
}
