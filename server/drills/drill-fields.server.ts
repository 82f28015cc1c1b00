import type { Selectable } from 'kysely'
import { parseDiagramJson, type Diagram } from '#app/schemas/diagram.ts'
import { drillEquipment, type DrillEquipment } from '#app/schemas/drill.ts'
import type { DrillTable } from '../db/schema.server.ts'

/** How a drill's list columns are stored and read back (see DrillTable). */

export const joinEquipment = (items: readonly string[]) => (items.length ? `|${items.join('|')}|` : '')

export const splitEquipment = (stored: string): DrillEquipment[] =>
  stored
    .split('|')
    .filter((item): item is DrillEquipment => (drillEquipment as readonly string[]).includes(item))

/** A stored JSON list of strings; anything unreadable is an empty list. */
export function readLines(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored)
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** The stored diagrams, each checked again by the diagram schema; a broken one is left out. */
export function readDiagrams(stored: string): Diagram[] {
  let values: unknown
  try {
    values = JSON.parse(stored)
  } catch {
    return []
  }
  if (!Array.isArray(values)) return []
  return values.flatMap((value) => {
    const parsed = parseDiagramJson(JSON.stringify(value))
    return parsed.success ? [parsed.diagram] : []
  })
}

/** A stored drill with its list columns decoded (the editor and the public page read the same). */
export function decodeDrill(row: Selectable<DrillTable>) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    objective: row.objective,
    programme: row.programme,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    playersMin: row.playersMin,
    playersMax: row.playersMax,
    spaceLength: row.spaceLength,
    spaceWidth: row.spaceWidth,
    durationMinutes: row.durationMinutes,
    intensity: row.intensity,
    equipment: splitEquipment(row.equipment),
    coachingPoints: readLines(row.coachingPoints),
    variations: readLines(row.variations),
    progressions: readLines(row.progressions),
    diagrams: readDiagrams(row.diagrams),
    status: row.status,
    access: row.access,
    version: row.version,
    updatedAt: row.updatedAt,
  }
}
