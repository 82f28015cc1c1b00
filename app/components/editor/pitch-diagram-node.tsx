import { Node } from '@tiptap/core'
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react'
import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { PitchDiagram } from '#app/components/pitch/pitch-diagram.tsx'
import { DiagramSchema, type Diagram } from '#app/schemas/diagram.ts'
import { DiagramDialog } from './diagram-dialog.tsx'

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    pitchDiagram: { insertPitchDiagram: (diagram: Diagram) => ReturnType }
  }
}

/**
 * A tactical pitch diagram inside a post or concept, stored as the diagram's JSON. The editor shows
 * it drawn, with a button that opens the pitch editor on it; pages show it as inline SVG.
 */
export const PitchDiagramNode = Node.create({
  name: 'pitchDiagram',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { diagram: { default: null } }
  },
  // Never read from pasted HTML: a diagram only comes from the pitch editor.
  parseHTML: () => [],
  renderHTML() {
    return ['figure', { 'data-pitch-diagram': '' }]
  },
  addCommands() {
    return {
      insertPitchDiagram:
        (diagram) =>
        ({ commands }) =>
          commands.insertContent([{ type: this.name, attrs: { diagram } }, { type: 'paragraph' }]),
    }
  },
  addNodeView() {
    return ReactNodeViewRenderer(PitchDiagramView)
  },
})

function PitchDiagramView({ node, selected, editor, updateAttributes }: ReactNodeViewProps) {
  const { t } = useTranslation('editor')
  const [editing, setEditing] = useState(false)
  const parsed = DiagramSchema.safeParse(node.attrs.diagram)
  return (
    <NodeViewWrapper
      data-drag-handle
      className={`my-8 grid gap-2 rounded-2xl ${selected ? 'ring-4 ring-emerald-500/50' : ''}`}
    >
      {parsed.success ? <PitchDiagram diagram={parsed.data} className="w-full rounded-2xl" /> : null}
      <div>
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="rounded-xl border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t('editor:diagram.edit')}
        </button>
      </div>
      {editing ? (
        <DiagramDialog
          editor={editor}
          initial={parsed.success ? parsed.data : undefined}
          onApply={(diagram) => updateAttributes({ diagram })}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </NodeViewWrapper>
  )
}
