import { describe, expect, test } from 'vitest'
import { layoutConceptMap, NODE } from './concept-map-layout.server.ts'

const nodes = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1, term: `C${i + 1}` }))

describe('the concept map layout', () => {
  test('every learn-first arrow points down, whatever the order of the input', () => {
    const edges = [
      { fromId: 2, toId: 3, kind: 'prerequisite' as const },
      { fromId: 1, toId: 2, kind: 'prerequisite' as const },
      { fromId: 3, toId: 4, kind: 'related' as const },
    ]
    const layout = layoutConceptMap(nodes(4).reverse(), edges)
    expect(layout.levels).toEqual([[1, 4], [2], [3]])
    const y = (id: number) => layout.positions.get(id)?.y ?? NaN
    expect(y(1)).toBeLessThan(y(2))
    expect(y(2)).toBeLessThan(y(3))
  })

  test('a wide level wraps onto rows of six inside the drawing, below the level above', () => {
    const edges = nodes(8)
      .slice(1)
      .map((node) => ({ fromId: 1, toId: node.id, kind: 'prerequisite' as const }))
    const layout = layoutConceptMap(nodes(8), edges)
    expect(layout.levels[1]).toHaveLength(7)
    const spots = [...layout.positions.values()]
    expect(new Set(spots.map((spot) => spot.y)).size).toBe(3)
    for (const spot of spots) {
      expect(spot.x).toBeGreaterThanOrEqual(0)
      expect(spot.x + NODE.width).toBeLessThanOrEqual(layout.width)
      expect(spot.y + NODE.height).toBeLessThanOrEqual(layout.height)
    }
  })
})
