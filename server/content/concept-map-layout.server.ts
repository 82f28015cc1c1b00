/**
 * The concept map's layered drawing (docs/decisions/050-at-the-pitch.md), computed on the server: a
 * concept sits one level below the deepest of its prerequisites (those without any on the first
 * level), so every "learn first" arrow points down; within a level concepts follow the mean
 * position of their prerequisites (fewer crossings), then the term. No graph library: the graph is
 * a coach's few dozen concepts and has no cycles (the save refuses them).
 */
export interface MapNodeInput {
  id: number
  term: string
}
export interface MapEdge {
  fromId: number
  toId: number
  kind: 'prerequisite' | 'related'
}

export const NODE = { width: 190, height: 44, gapX: 30, gapY: 70, margin: 20 } as const
/** A wider level wraps onto more rows (within its band), so the drawing stays legible on a page. */
const PER_ROW = 6
/** The gap between the rows of one wrapped level: less than between levels. */
const ROW_GAP = 24

const collator = new Intl.Collator('es', { sensitivity: 'base' })

/** Longest-path levels: a concept's level is one more than its deepest prerequisite's. */
function levelsOf(nodes: readonly MapNodeInput[], edges: readonly MapEdge[]) {
  const before = new Map<number, number[]>(nodes.map((node) => [node.id, []]))
  for (const edge of edges) if (edge.kind === 'prerequisite') before.get(edge.toId)?.push(edge.fromId)
  const level = new Map<number, number>()
  const visiting = new Set<number>()
  const levelOf = (id: number): number => {
    const known = level.get(id)
    if (known !== undefined) return known
    // A cycle cannot be saved; should one reach here anyway, it is cut rather than looped over.
    if (visiting.has(id)) return 0
    visiting.add(id)
    const value = Math.max(-1, ...(before.get(id) ?? []).map(levelOf)) + 1
    visiting.delete(id)
    level.set(id, value)
    return value
  }
  for (const node of nodes) levelOf(node.id)
  return { level, before }
}

/** Positions (top-left corners) of each concept, the size of the drawing and its levels in order. */
export function layoutConceptMap(nodes: readonly MapNodeInput[], edges: readonly MapEdge[]) {
  const { level, before } = levelsOf(nodes, edges)
  const levels: MapNodeInput[][] = []
  for (const node of nodes) (levels[level.get(node.id) ?? 0] ??= []).push(node)
  const column = new Map<number, number>()
  for (const row of levels) {
    const mean = (node: MapNodeInput) => {
      const columns = (before.get(node.id) ?? []).flatMap((id) => column.get(id) ?? [])
      return columns.length ? columns.reduce((a, b) => a + b, 0) / columns.length : Infinity
    }
    row.sort((a, b) => mean(a) - mean(b) || collator.compare(a.term, b.term) || a.id - b.id)
    row.forEach((node, index) => column.set(node.id, index))
  }
  const widest = Math.min(PER_ROW, Math.max(1, ...levels.map((row) => row.length)))
  const width = NODE.margin * 2 + widest * NODE.width + (widest - 1) * NODE.gapX
  const positions = new Map<number, { x: number; y: number }>()
  let y = NODE.margin
  for (const level of levels) {
    for (let first = 0; first < level.length; first += PER_ROW) {
      const row = level.slice(first, first + PER_ROW)
      // Each row centred under the widest one.
      const rowWidth = row.length * NODE.width + (row.length - 1) * NODE.gapX
      const start = (width - rowWidth) / 2
      row.forEach((node, index) => positions.set(node.id, { x: start + index * (NODE.width + NODE.gapX), y }))
      y += NODE.height + ROW_GAP
    }
    y += NODE.gapY - ROW_GAP
  }
  const height = y - NODE.gapY + NODE.margin
  return { positions, width, height, levels: levels.map((row) => row.map((node) => node.id)) }
}
