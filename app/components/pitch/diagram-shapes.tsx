import type { ArrowKind, DiagramColour, DiagramObject } from '#app/schemas/diagram.ts'

export const COLOURS: Record<DiagramColour, string> = {
  red: '#dc2626',
  blue: '#1d4ed8',
  yellow: '#facc15',
  orange: '#f97316',
  green: '#16a34a',
  white: '#ffffff',
  black: '#111827',
}

const TEAM_COLOURS = { home: COLOURS.blue, away: COLOURS.red } as const
const PLAYER_RADIUS = 1.3

type Point = { x: number; y: number }

/** A wavy line through the points: how coaches draw a dribble (the ball stays at the player's feet). */
export function wavyPath(points: Point[], amplitude = 0.45, wavelength = 1.6) {
  const parts = [`M ${points[0]!.x} ${points[0]!.y}`]
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1]!
    const to = points[i]!
    const length = Math.hypot(to.x - from.x, to.y - from.y)
    const steps = Math.max(2, Math.round(length / (wavelength / 2)))
    const normal =
      length === 0 ? { x: 0, y: 0 } : { x: -(to.y - from.y) / length, y: (to.x - from.x) / length }
    for (let step = 1; step <= steps; step++) {
      const along = step / steps
      // The last step lands on the point itself, so the arrowhead sits on the line's end.
      const offset = step === steps ? 0 : (step % 2 === 0 ? -1 : 1) * amplitude
      const x = from.x + (to.x - from.x) * along + normal.x * offset
      const y = from.y + (to.y - from.y) * along + normal.y * offset
      parts.push(`L ${round(x)} ${round(y)}`)
    }
  }
  return parts.join(' ')
}

const round = (value: number) => Math.round(value * 100) / 100
const straightPath = (points: Point[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x} ${p.y}`).join(' ')

const ARROW_STYLES: Record<ArrowKind, { strokeWidth: number; dash?: string }> = {
  pass: { strokeWidth: 0.3 },
  run: { strokeWidth: 0.3, dash: '1 0.7' },
  dribble: { strokeWidth: 0.25 },
  shot: { strokeWidth: 0.6 },
}

/** One object of a diagram as SVG; `markerId` is the arrowhead defined once per diagram. */
export function DiagramShape({ object, markerId }: { object: DiagramObject; markerId: string }) {
  switch (object.type) {
    case 'player':
      return (
        <g transform={`translate(${object.x} ${object.y}) rotate(${object.rotation})`}>
          <circle r={PLAYER_RADIUS} fill={TEAM_COLOURS[object.team]} stroke="#ffffff" strokeWidth={0.2} />
          {/* A notch shows where the player faces. */}
          <line
            x1={PLAYER_RADIUS}
            y1={0}
            x2={PLAYER_RADIUS + 0.6}
            y2={0}
            stroke="#ffffff"
            strokeWidth={0.3}
          />
          {object.number === undefined ? null : (
            <text
              transform={`rotate(${-object.rotation})`}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={1.4}
              fontWeight={700}
              fill="#ffffff"
            >
              {object.number}
            </text>
          )}
          {object.label ? (
            <text
              transform={`rotate(${-object.rotation})`}
              y={PLAYER_RADIUS + 1.6}
              textAnchor="middle"
              fontSize={1.3}
              fill="#ffffff"
            >
              {object.label}
            </text>
          ) : null}
        </g>
      )
    case 'cone':
      return (
        <path
          d={`M ${object.x} ${object.y - 0.7} L ${object.x + 0.6} ${object.y + 0.5} L ${object.x - 0.6} ${object.y + 0.5} Z`}
          fill={COLOURS[object.colour]}
          stroke="#111827"
          strokeWidth={0.08}
        />
      )
    case 'ball':
      return (
        <circle cx={object.x} cy={object.y} r={0.55} fill="#ffffff" stroke="#111827" strokeWidth={0.15} />
      )
    case 'pole':
      return (
        <g>
          <line
            x1={object.x}
            y1={object.y}
            x2={object.x}
            y2={object.y - 2}
            stroke={COLOURS[object.colour]}
            strokeWidth={0.25}
          />
          <circle cx={object.x} cy={object.y} r={0.3} fill={COLOURS[object.colour]} />
        </g>
      )
    case 'goal': {
      const size = object.size === 'full' ? { width: 7.32, depth: 2 } : { width: 3, depth: 1 }
      return (
        <rect
          x={-size.width / 2}
          y={-size.depth / 2}
          width={size.width}
          height={size.depth}
          transform={`translate(${object.x} ${object.y}) rotate(${object.rotation})`}
          fill="none"
          stroke="#ffffff"
          strokeWidth={0.35}
        />
      )
    }
    case 'zone': {
      const colour = COLOURS[object.colour]
      const common = {
        fill: colour,
        fillOpacity: 0.25,
        stroke: colour,
        strokeWidth: 0.2,
        strokeDasharray: '0.8 0.5',
      }
      return (
        <g transform={`translate(${object.x} ${object.y}) rotate(${object.rotation})`}>
          {object.shape === 'rect' ? (
            <rect
              x={-object.width / 2}
              y={-object.height / 2}
              width={object.width}
              height={object.height}
              {...common}
            />
          ) : (
            <ellipse rx={object.width / 2} ry={object.height / 2} {...common} />
          )}
          {object.label ? (
            <text
              transform={`rotate(${-object.rotation})`}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={1.4}
              fill="#ffffff"
            >
              {object.label}
            </text>
          ) : null}
        </g>
      )
    }
    case 'text':
      return (
        <text
          x={object.x}
          y={object.y}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={1.6}
          fill="#ffffff"
        >
          {object.text}
        </text>
      )
    case 'arrow': {
      const style = ARROW_STYLES[object.kind]
      const last = object.points[object.points.length - 1]!
      return (
        <g>
          <path
            d={object.kind === 'dribble' ? wavyPath(object.points) : straightPath(object.points)}
            fill="none"
            stroke="#ffffff"
            strokeWidth={style.strokeWidth}
            strokeDasharray={style.dash}
            strokeLinejoin="round"
            markerEnd={`url(#${markerId})`}
          />
          {object.label ? (
            <text x={last.x} y={last.y - 1.2} textAnchor="middle" fontSize={1.3} fill="#ffffff">
              {object.label}
            </text>
          ) : null}
        </g>
      )
    }
  }
}
