import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

/** Zoom bounds and steps of the concept map (docs/decisions/050). */
const MIN_SCALE = 0.5
const MAX_SCALE = 4
const ZOOM_STEP = 1.25
/** A pan moves the view by this share of what is visible. */
const PAN_SHARE = 0.2

export type PanDirection = 'left' | 'right' | 'up' | 'down'

const keyActions: Record<string, { zoom?: number; pan?: PanDirection; reset?: true }> = {
  '+': { zoom: ZOOM_STEP },
  '=': { zoom: ZOOM_STEP },
  '-': { zoom: 1 / ZOOM_STEP },
  _: { zoom: 1 / ZOOM_STEP },
  ArrowLeft: { pan: 'left' },
  ArrowRight: { pan: 'right' },
  ArrowUp: { pan: 'up' },
  ArrowDown: { pan: 'down' },
  '0': { reset: true },
}

/**
 * The visible part of a drawing `width` × `height` (its SVG viewBox), zoomed and panned by the
 * buttons, the keys (+ − arrows 0 on the focused map), the mouse wheel and dragging.
 */
export function useMapView(width: number, height: number) {
  const initial = { scale: 1, cx: width / 2, cy: height / 2 }
  const [view, setView] = useState(initial)
  const w = width / view.scale
  const h = height / view.scale
  const viewBox = `${view.cx - w / 2} ${view.cy - h / 2} ${w} ${h}`

  const zoom = useCallback((factor: number) => {
    setView((v) => ({ ...v, scale: Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor)) }))
  }, [])
  const pan = (direction: PanDirection) =>
    setView((v) => {
      const dx = (width / v.scale) * PAN_SHARE
      const dy = (height / v.scale) * PAN_SHARE
      if (direction === 'left') return { ...v, cx: v.cx - dx }
      if (direction === 'right') return { ...v, cx: v.cx + dx }
      if (direction === 'up') return { ...v, cy: v.cy - dy }
      return { ...v, cy: v.cy + dy }
    })
  const reset = () => setView(initial)

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyActions[event.key]
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return
    event.preventDefault()
    if (action.zoom) zoom(action.zoom)
    if (action.pan) pan(action.pan)
    if (action.reset) reset()
  }

  // The wheel zooms the map instead of scrolling the page: React's wheel listener is passive.
  const svgRef = useRef<SVGSVGElement>(null)
  useEffect(() => {
    const svg = svgRef.current
    if (!svg) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      zoom(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP)
    }
    svg.addEventListener('wheel', onWheel, { passive: false })
    return () => svg.removeEventListener('wheel', onWheel)
  }, [zoom])

  // Dragging pans; a press that does not move stays a click on the concept under it.
  const drag = useRef<{ x: number; y: number; cx: number; cy: number; moved: boolean } | null>(null)
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, cx: view.cx, cy: view.cy, moved: false }
  }
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current
    if (!start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (!start.moved && Math.hypot(dx, dy) < 4) return
    if (!start.moved) event.currentTarget.setPointerCapture(event.pointerId)
    start.moved = true
    const unit = w / Math.max(1, event.currentTarget.clientWidth)
    setView((v) => ({ ...v, cx: start.cx - dx * unit, cy: start.cy - dy * unit }))
  }
  const onPointerUp = () => {
    drag.current = null
  }

  return {
    viewBox,
    percent: Math.round(view.scale * 100),
    zoom,
    zoomStep: ZOOM_STEP,
    pan,
    reset,
    onKeyDown,
    svgProps: { ref: svgRef, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  }
}
