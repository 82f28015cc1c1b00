import type { PitchView } from '#app/schemas/diagram.ts'

/** FIFA's measures, in metres. */
const CENTRE_CIRCLE = 9.15
const PENALTY_AREA = { depth: 16.5, width: 40.32 }
const GOAL_AREA = { depth: 5.5, width: 18.32 }
const PENALTY_SPOT = 11
const GOAL = { width: 7.32, depth: 2 }

const LINE = { fill: 'none', stroke: '#ffffff', strokeWidth: 0.25 }
const SPOT = 0.3

/** The penalty-area arc outside the box: the part of a 9.15 m circle round the spot beyond the line. */
function arcBeyond(spot: { x: number; y: number }, boxEdge: number, direction: 1 | -1, vertical: boolean) {
  const distance = Math.abs(boxEdge - (vertical ? spot.y : spot.x))
  const half = Math.sqrt(CENTRE_CIRCLE ** 2 - distance ** 2)
  const sweep = direction === 1 ? 1 : 0
  if (vertical)
    return `M ${spot.x - half} ${boxEdge} A ${CENTRE_CIRCLE} ${CENTRE_CIRCLE} 0 0 ${1 - sweep} ${spot.x + half} ${boxEdge}`
  return `M ${boxEdge} ${spot.y - half} A ${CENTRE_CIRCLE} ${CENTRE_CIRCLE} 0 0 ${sweep} ${boxEdge} ${spot.y + half}`
}

/** One end of a horizontal pitch: boxes, spot, arc and goal, for the goal line at x = `goalLine`. */
function PitchEnd({ goalLine, height, direction }: { goalLine: number; height: number; direction: 1 | -1 }) {
  const mid = height / 2
  const x = (depth: number) => (direction === 1 ? goalLine : goalLine - depth)
  const spot = { x: goalLine + direction * PENALTY_SPOT, y: mid }
  return (
    <g {...LINE}>
      <rect
        x={x(PENALTY_AREA.depth)}
        y={mid - PENALTY_AREA.width / 2}
        width={PENALTY_AREA.depth}
        height={PENALTY_AREA.width}
      />
      <rect
        x={x(GOAL_AREA.depth)}
        y={mid - GOAL_AREA.width / 2}
        width={GOAL_AREA.depth}
        height={GOAL_AREA.width}
      />
      <rect
        x={direction === 1 ? goalLine - GOAL.depth : goalLine}
        y={mid - GOAL.width / 2}
        width={GOAL.depth}
        height={GOAL.width}
      />
      <circle cx={spot.x} cy={spot.y} r={SPOT} fill="#ffffff" stroke="none" />
      <path d={arcBeyond(spot, goalLine + direction * PENALTY_AREA.depth, direction, false)} />
    </g>
  )
}

/** The white lines of a view, drawn over the grass, in the view's metre coordinates. */
export function PitchMarkings({ view, width, height }: { view: PitchView; width: number; height: number }) {
  if (view === 'penalty') {
    const mid = width / 2
    const spot = { x: mid, y: PENALTY_SPOT }
    return (
      <g {...LINE}>
        <line x1={0} y1={0} x2={width} y2={0} />
        <rect x={mid - PENALTY_AREA.width / 2} y={0} width={PENALTY_AREA.width} height={PENALTY_AREA.depth} />
        <rect x={mid - GOAL_AREA.width / 2} y={0} width={GOAL_AREA.width} height={GOAL_AREA.depth} />
        <rect x={mid - GOAL.width / 2} y={-GOAL.depth} width={GOAL.width} height={GOAL.depth} />
        <circle cx={spot.x} cy={spot.y} r={SPOT} fill="#ffffff" stroke="none" />
        <path d={arcBeyond(spot, PENALTY_AREA.depth, 1, true)} />
      </g>
    )
  }
  const half = view === 'half'
  return (
    <g>
      <g {...LINE}>
        <rect x={0} y={0} width={width} height={height} />
        <line x1={half ? 0 : width / 2} y1={0} x2={half ? 0 : width / 2} y2={height} />
        {half ? (
          <path
            d={`M 0 ${height / 2 - CENTRE_CIRCLE} A ${CENTRE_CIRCLE} ${CENTRE_CIRCLE} 0 0 1 0 ${height / 2 + CENTRE_CIRCLE}`}
          />
        ) : (
          <circle cx={width / 2} cy={height / 2} r={CENTRE_CIRCLE} />
        )}
        <circle cx={half ? 0 : width / 2} cy={height / 2} r={SPOT} fill="#ffffff" stroke="none" />
      </g>
      {half ? null : <PitchEnd goalLine={0} height={height} direction={1} />}
      <PitchEnd goalLine={width} height={height} direction={-1} />
    </g>
  )
}
