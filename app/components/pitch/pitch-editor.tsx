import { useEffect, useId, useReducer, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  arrowKinds,
  DIAGRAM_LIMITS,
  pitchViews,
  type Diagram,
  type DiagramObject,
} from '#app/schemas/diagram.ts'
import { editorReducer, initialEditorState, positionOf } from './editor-state.ts'
import { FramesBar } from './frames-bar.tsx'
import { objectLabel } from './object-label.ts'
import { ObjectProperties } from './object-properties.tsx'
import { PitchCanvas } from './pitch-canvas.tsx'
import { ToolButton } from './tool-button.tsx'
import { isArrowTool, newArrow, newObject, placementTools, viewCentre, type Tool } from './pitch-tools.ts'

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'

/**
 * The tactical pitch editor: a palette of tools, the drawing, the selected object's properties and
 * the key frames. `name` puts the diagram's JSON in a hidden field, so the editor sits in any form;
 * `onChange` hears every change.
 */
export function PitchEditor({
  initial,
  name,
  onChange,
}: {
  initial: Diagram
  name?: string
  onChange?: (diagram: Diagram) => void
}) {
  const { t } = useTranslation('pitch')
  const [state, dispatch] = useReducer(editorReducer, initial, initialEditorState)
  const [tool, setTool] = useState<Tool>('select')
  const [focusId, setFocusId] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const selected = state.diagram.objects.find((object) => object.id === state.selected)

  const propertiesId = useId()
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => onChange?.(state.diagram), [state.diagram, onChange])

  // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y anywhere in the editor except while typing in a field.
  useEffect(() => {
    const element = root.current
    if (!element) return
    const shortcuts = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement
      if (!(event.ctrlKey || event.metaKey) || typing) return
      const key = event.key.toLowerCase()
      if (key !== 'z' && key !== 'y') return
      event.preventDefault()
      dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' })
    }
    element.addEventListener('keydown', shortcuts)
    return () => element.removeEventListener('keydown', shortcuts)
  }, [])

  /** Mouse: the tool waits for a press on the pitch. Keyboard (no pointer, detail 0): add in the middle now. */
  function pickTool(next: Tool, event: React.MouseEvent) {
    setTool(next)
    if (event.detail !== 0 || next === 'select') return
    const centre = viewCentre(state.diagram)
    const object = isArrowTool(next)
      ? newArrow(next, state.diagram, { x: centre.x - 5, y: centre.y }, { x: centre.x + 5, y: centre.y })
      : newObject(next, state.diagram, centre, t)
    dispatch({ type: 'add', object })
    setTool('select')
    setFocusId(object.id)
    setAnnouncement(t('pitch:editor.added', { name: objectLabel(object, t) }))
  }

  function announceMove(object: DiagramObject) {
    const position = positionOf(state, object.id)
    if (position)
      setAnnouncement(t('pitch:editor.moved', { name: objectLabel(object, t), x: position.x, y: position.y }))
  }

  const tools: Tool[] = ['select', ...placementTools, ...arrowKinds]
  return (
    <div ref={root} className="grid gap-4 lg:grid-cols-[1fr_16rem]">
      {name ? <input type="hidden" name={name} value={JSON.stringify(state.diagram)} /> : null}
      <div className="grid min-w-0 gap-3">
        <div role="toolbar" aria-label={t('pitch:editor.toolsLabel')} className="flex flex-wrap gap-1.5">
          {tools.map((candidate) => (
            <ToolButton
              key={candidate}
              pressed={tool === candidate}
              disabled={candidate !== 'select' && state.diagram.objects.length >= DIAGRAM_LIMITS.objects}
              onClick={(event) => pickTool(candidate, event)}
            >
              {t(`pitch:editor.tools.${candidate}`)}
            </ToolButton>
          ))}
        </div>
        <div role="toolbar" aria-label={t('pitch:editor.actionsLabel')} className="flex flex-wrap gap-1.5">
          <ToolButton disabled={!state.past.length} onClick={() => dispatch({ type: 'undo' })}>
            {t('pitch:editor.undo')}
          </ToolButton>
          <ToolButton disabled={!state.future.length} onClick={() => dispatch({ type: 'redo' })}>
            {t('pitch:editor.redo')}
          </ToolButton>
          <ToolButton
            disabled={!selected || !('rotation' in selected)}
            onClick={() => selected && dispatch({ type: 'rotate', id: selected.id, by: 15 })}
          >
            {t('pitch:editor.rotate')}
          </ToolButton>
          <ToolButton
            disabled={!selected}
            onClick={() => selected && dispatch({ type: 'delete', id: selected.id })}
          >
            {t('pitch:editor.delete')}
          </ToolButton>
          <ToolButton pressed={state.snap} onClick={() => dispatch({ type: 'toggleSnap' })}>
            {t('pitch:editor.snap')}
          </ToolButton>
        </div>
        <PitchCanvas state={state} dispatch={dispatch} tool={tool} focusId={focusId} onMoved={announceMove} />
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('pitch:editor.help')}</p>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <FramesBar state={state} dispatch={dispatch} />
      </div>
      <div className="grid content-start gap-4">
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('pitch:editor.view')}
          <select
            className={fieldClass}
            value={state.diagram.pitch}
            onChange={(event) => {
              const pitch = pitchViews.find((view) => view === event.target.value)
              if (pitch) dispatch({ type: 'setPitch', pitch })
            }}
          >
            {pitchViews.map((view) => (
              <option key={view} value={view}>
                {t(`pitch:views.${view}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('pitch:editor.title')}
          <input
            className={fieldClass}
            defaultValue={state.diagram.title}
            maxLength={DIAGRAM_LIMITS.title}
            onChange={(event) =>
              dispatch({ type: 'setText', field: 'title', value: event.target.value.replace(/[<>]/g, '') })
            }
          />
        </label>
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('pitch:editor.description')}
          <textarea
            className={fieldClass}
            rows={3}
            defaultValue={state.diagram.description}
            maxLength={DIAGRAM_LIMITS.description}
            onChange={(event) =>
              dispatch({
                type: 'setText',
                field: 'description',
                value: event.target.value.replace(/[<>]/g, ''),
              })
            }
          />
        </label>
        <section aria-labelledby={propertiesId} className="grid gap-2">
          <h3 id={propertiesId} className="text-sm font-semibold text-slate-900 dark:text-white">
            {selected ? objectLabel(selected, t) : t('pitch:editor.properties')}
          </h3>
          <ObjectProperties key={selected?.id ?? 'none'} object={selected} dispatch={dispatch} />
        </section>
      </div>
    </div>
  )
}
