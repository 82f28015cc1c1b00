import { useEffect, useId, useRef, useState, type Dispatch } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { ArrowKind, DiagramObject } from '#app/schemas/diagram.ts'
import { DiagramShape } from './diagram-shapes.tsx'
import { placePoint, type EditorAction, type EditorState } from './editor-state.ts'
import { objectsAtFrame } from './frames.ts'
import { objectLabel } from './object-label.ts'
import { ArrowheadMarker, PitchSurface, sortForDrawing, viewBoxOf } from './pitch-diagram.tsx'
import { isPlacementTool, newArrow, newObject, type Tool } from './pitch-tools.ts'

type Point = { x: number; y: number }

/** Arrow keys move by 1 m; with Shift by 5 m, with Alt by 10 cm. */
function keyStep(event: React.KeyboardEvent): Point | undefined {
  const size = event.shiftKey ? 5 : event.altKey ? 0.1 : 1
  const direction: Record<string, Point> = {
    ArrowLeft: { x: -size, y: 0 },
    ArrowRight: { x: size, y: 0 },
    ArrowUp: { x: 0, y: -size },
    ArrowDown: { x: 0, y: size },
  }
  return direction[event.key]
}

/** Where a pointer event falls, in the drawing's metres. */
function pointIn(svg: SVGSVGElement, event: React.PointerEvent): Point {
  const matrix = svg.getScreenCTM()
  if (!matrix) return { x: 0, y: 0 }
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse())
  return { x: point.x, y: point.y }
}

type Gesture =
  | { kind: 'drag'; id: string; offset: Point }
  | { kind: 'point'; id: string; index: number }
  | { kind: 'arrow'; arrow: ArrowKind; from: Point; to: Point }

/**
 * The drawing surface of the pitch editor. Pointer (mouse, pen, touch): a placement tool puts an
 * object where the pitch is pressed; an arrow tool draws from press to release; the select tool
 * picks and drags. Keyboard: every object is a Tab stop; arrows move it, R rotates, Delete removes.
 */
export function PitchCanvas({
  state,
  dispatch,
  tool,
  focusId,
  onMoved,
}: {
  state: EditorState
  dispatch: Dispatch<EditorAction>
  tool: Tool
  /** An object to focus once drawn (one just added from the keyboard). */
  focusId: string | null
  onMoved: (object: DiagramObject) => void
}) {
  const { t } = useTranslation('pitch')
  const svgRef = useRef<SVGSVGElement>(null)
  const [gesture, setGesture] = useState<Gesture | null>(null)
  const marker = `${useId()}-arrow`
  const objects = objectsAtFrame(state.diagram, state.frame)
  const selected = objects.find((object) => object.id === state.selected)

  useEffect(() => {
    if (!focusId) return
    svgRef.current?.querySelector<SVGGElement>(`[data-object="${focusId}"]`)?.focus()
  }, [focusId])

  const at = (event: React.PointerEvent) => pointIn(svgRef.current!, event)

  function pressPitch(event: React.PointerEvent<SVGSVGElement>) {
    if (event.button !== 0) return
    const point = placePoint(state, at(event))
    if (tool === 'select') return dispatch({ type: 'select', id: null })
    event.currentTarget.setPointerCapture(event.pointerId)
    if (isPlacementTool(tool))
      return dispatch({ type: 'add', object: newObject(tool, state.diagram, point, t) })
    setGesture({ kind: 'arrow', arrow: tool, from: point, to: point })
  }

  function pressObject(event: React.PointerEvent, object: DiagramObject) {
    if (tool !== 'select' || event.button !== 0) return
    event.stopPropagation()
    svgRef.current!.setPointerCapture(event.pointerId)
    dispatch({ type: 'select', id: object.id })
    const pointer = at(event)
    const origin = object.type === 'arrow' ? object.points[0]! : object
    setGesture({ kind: 'drag', id: object.id, offset: { x: pointer.x - origin.x, y: pointer.y - origin.y } })
  }

  function pressPoint(event: React.PointerEvent, id: string, index: number) {
    if (event.button !== 0) return
    event.stopPropagation()
    svgRef.current!.setPointerCapture(event.pointerId)
    setGesture({ kind: 'point', id, index })
  }

  function movePointer(event: React.PointerEvent) {
    if (!gesture) return
    const pointer = at(event)
    if (gesture.kind === 'drag') {
      const to = { x: pointer.x - gesture.offset.x, y: pointer.y - gesture.offset.y }
      dispatch({ type: 'move', id: gesture.id, to, transient: true })
    } else if (gesture.kind === 'point')
      dispatch({ type: 'movePoint', id: gesture.id, index: gesture.index, to: pointer, transient: true })
    else setGesture({ ...gesture, to: placePoint(state, pointer) })
  }

  function release() {
    if (gesture?.kind === 'arrow') {
      const { arrow, from, to } = gesture
      if (Math.hypot(to.x - from.x, to.y - from.y) >= 1)
        dispatch({ type: 'add', object: newArrow(arrow, state.diagram, from, to) })
    } else if (gesture) dispatch({ type: 'commit' })
    setGesture(null)
  }

  function keyOnObject(event: React.KeyboardEvent, object: DiagramObject) {
    const by = keyStep(event)
    if (by) {
      event.preventDefault()
      dispatch({ type: 'select', id: object.id })
      dispatch({ type: 'moveBy', id: object.id, by })
      onMoved(object)
    } else if (event.key === 'r' || event.key === 'R') {
      event.preventDefault()
      dispatch({ type: 'rotate', id: object.id, by: event.shiftKey ? -15 : 15 })
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault()
      dispatch({ type: 'delete', id: object.id })
      svgRef.current?.focus()
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      dispatch({ type: 'select', id: object.id })
    } else if (event.key === 'Escape') dispatch({ type: 'select', id: null })
  }

  function keyOnPoint(event: React.KeyboardEvent, id: string, index: number, point: Point) {
    const by = keyStep(event)
    if (!by) return
    event.preventDefault()
    dispatch({ type: 'movePoint', id, index, to: { x: point.x + by.x, y: point.y + by.y } })
  }

  const preview = gesture?.kind === 'arrow' ? gesture : null
  return (
    <svg
      ref={svgRef}
      viewBox={viewBoxOf(state.diagram.pitch)}
      role="group"
      aria-label={t('pitch:editor.canvas')}
      tabIndex={-1}
      className={`block w-full touch-none select-none rounded-lg ${tool === 'select' ? 'cursor-default' : 'cursor-crosshair'}`}
      fontFamily="system-ui, sans-serif"
      onPointerDown={pressPitch}
      onPointerMove={movePointer}
      onPointerUp={release}
      onPointerCancel={release}
    >
      <ArrowheadMarker id={marker} />
      <PitchSurface view={state.diagram.pitch} />
      {sortForDrawing(objects).map((object) => (
        <g
          key={object.id}
          data-object={object.id}
          role="button"
          tabIndex={0}
          aria-label={objectLabel(object, t)}
          aria-pressed={object.id === state.selected}
          className="cursor-move outline-none [&:focus-visible>.focus-ring]:opacity-100"
          onPointerDown={(event) => pressObject(event, object)}
          onKeyDown={(event) => keyOnObject(event, object)}
          onFocus={() => dispatch({ type: 'select', id: object.id })}
        >
          <DiagramShape object={object} markerId={marker} />
          <SelectionRing object={object} selected={object.id === state.selected} />
        </g>
      ))}
      {selected?.type === 'arrow'
        ? selected.points.map((point, index) => (
            <circle
              key={index}
              role="button"
              tabIndex={0}
              aria-label={t('pitch:editor.arrowPoint', { n: index + 1 })}
              cx={point.x}
              cy={point.y}
              r={0.9}
              fill="#facc15"
              stroke="#111827"
              strokeWidth={0.15}
              className="cursor-grab focus-visible:stroke-white focus-visible:outline-none"
              onPointerDown={(event) => pressPoint(event, selected.id, index)}
              onKeyDown={(event) => keyOnPoint(event, selected.id, index, point)}
            />
          ))
        : null}
      {preview ? (
        <DiagramShape
          object={newArrow(preview.arrow, state.diagram, preview.from, preview.to)}
          markerId={marker}
        />
      ) : null}
    </svg>
  )
}

/** A dashed ring round the selected object; shown as the focus ring too when reached by Tab. */
function SelectionRing({ object, selected }: { object: DiagramObject; selected: boolean }) {
  const points = object.type === 'arrow' ? object.points : [object]
  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  const pad = object.type === 'zone' ? Math.max(object.width, object.height) / 2 + 0.8 : 2.2
  return (
    <rect
      className={`focus-ring ${selected ? 'opacity-100' : 'opacity-0'}`}
      x={Math.min(...xs) - pad}
      y={Math.min(...ys) - pad}
      width={Math.max(...xs) - Math.min(...xs) + 2 * pad}
      height={Math.max(...ys) - Math.min(...ys) + 2 * pad}
      fill="none"
      stroke="#facc15"
      strokeWidth={0.3}
      strokeDasharray="0.8 0.5"
      pointerEvents="none"
    />
  )
}
