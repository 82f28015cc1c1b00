import { useId } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Diagram } from '#app/schemas/diagram.ts'
import { PITCH_SIZE, type PitchView } from '#app/schemas/diagram-values.ts'
import { describeDiagram } from './describe-diagram.ts'
import { DiagramShape } from './diagram-shapes.tsx'
import { objectsBetween } from './frames.ts'
import { PitchMarkings } from './pitch-markings.tsx'

/** The band drawn round the view, so objects just off the lines stay visible. */
const BORDER = 5
const GRASS = '#2f7d32'
const GRASS_STRIPE = '#2c7630'

export function viewBoxOf(view: PitchView) {
  const { width, height } = PITCH_SIZE[view]
  return `${-BORDER} ${-BORDER} ${width + 2 * BORDER} ${height + 2 * BORDER}`
}

/** Grass, mowing stripes and lines of a view: the background of the drawing and of the editor. */
export function PitchSurface({ view }: { view: PitchView }) {
  const { width, height } = PITCH_SIZE[view]
  return (
    <>
      <rect x={-BORDER} y={-BORDER} width={width + 2 * BORDER} height={height + 2 * BORDER} fill={GRASS} />
      {Array.from({ length: Math.ceil(width / 10) }, (_, i) =>
        i % 2 ? (
          <rect
            key={i}
            x={i * 10}
            y={0}
            width={Math.min(10, width - i * 10)}
            height={height}
            fill={GRASS_STRIPE}
          />
        ) : null,
      )}
      <PitchMarkings view={view} width={width} height={height} />
    </>
  )
}

/** The arrowhead every arrow of one drawing points with (defined once, referenced by id). */
export const ArrowheadMarker = ({ id }: { id: string }) => (
  <defs>
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX="8"
      refY="5"
      markerWidth="4"
      markerHeight="4"
      orient="auto-start-reverse"
    >
      <path d="M 0 0 L 10 5 L 0 10 z" fill="#ffffff" />
    </marker>
  </defs>
)

/**
 * A diagram drawn read-only as inline SVG: the same markup on the server and in the browser, no
 * script needed. `frame` picks a key frame of an animated diagram (0: as placed; 1.5: halfway
 * between frames 1 and 2). The SVG is an
 * image with a title and a text alternative (the coach's, or one describing what is drawn).
 */
export function PitchDiagram({
  diagram,
  frame = 0,
  className,
  idPrefix,
}: {
  diagram: Diagram
  frame?: number
  className?: string
  /** For markup rendered outside React's tree (rich text), where useId cannot keep ids apart. */
  idPrefix?: string
}) {
  const { t } = useTranslation('pitch')
  const generated = useId()
  const id = idPrefix ?? generated
  const ids = { title: `${id}-title`, desc: `${id}-desc`, marker: `${id}-arrow` }
  return (
    <svg
      viewBox={viewBoxOf(diagram.pitch)}
      role="img"
      aria-labelledby={ids.title}
      aria-describedby={ids.desc}
      className={className}
      fontFamily="system-ui, sans-serif"
    >
      <title id={ids.title}>{diagram.title || t('pitch:untitled')}</title>
      <desc id={ids.desc}>{describeDiagram(diagram, t)}</desc>
      <ArrowheadMarker id={ids.marker} />
      <PitchSurface view={diagram.pitch} />
      {/* Zones under everything else, arrows over the equipment, players on top. */}
      {sortForDrawing(objectsBetween(diagram, frame)).map((object) => (
        <DiagramShape key={object.id} object={object} markerId={ids.marker} />
      ))}
    </svg>
  )
}

export const LAYER: Record<string, number> = {
  zone: 0,
  goal: 1,
  cone: 2,
  pole: 2,
  arrow: 3,
  text: 4,
  ball: 5,
  player: 6,
}

export const sortForDrawing = <T extends { type: string }>(objects: T[]) =>
  objects
    .map((object, index) => ({ object, index }))
    .sort((a, b) => (LAYER[a.object.type] ?? 0) - (LAYER[b.object.type] ?? 0) || a.index - b.index)
    .map(({ object }) => object)
