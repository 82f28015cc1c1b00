import type { Dispatch } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { DIAGRAM_LIMITS } from '#app/schemas/diagram.ts'
import type { EditorAction, EditorState } from './editor-state.ts'
import { ToolButton } from './tool-button.tsx'

/**
 * The key frames of an animated diagram: the starting positions, then each frame. Moving an object
 * while a frame is chosen records its place in that frame only.
 */
export function FramesBar({ state, dispatch }: { state: EditorState; dispatch: Dispatch<EditorAction> }) {
  const { t } = useTranslation('pitch')
  const frames = state.diagram.frames
  return (
    <div role="group" aria-label={t('pitch:editor.frames')} className="flex flex-wrap items-center gap-1.5">
      {[null, ...frames].map((frame, index) => (
        <ToolButton
          key={frame?.id ?? 'start'}
          pressed={state.frame === index}
          onClick={() => dispatch({ type: 'selectFrame', frame: index })}
        >
          {index === 0 ? t('pitch:editor.startFrame') : t('pitch:editor.frame', { n: index })}
        </ToolButton>
      ))}
      <ToolButton
        disabled={frames.length >= DIAGRAM_LIMITS.frames}
        onClick={() => dispatch({ type: 'addFrame' })}
      >
        {t('pitch:editor.addFrame')}
      </ToolButton>
      <ToolButton disabled={state.frame === 0} onClick={() => dispatch({ type: 'deleteFrame' })}>
        {t('pitch:editor.deleteFrame')}
      </ToolButton>
    </div>
  )
}
