/** The plain values of a drill (lists, limits, age bands), without the schemas: the public pages import these, not Zod. */

export const drillIntensities = ['low', 'medium', 'high'] as const
export const drillStatuses = ['draft', 'published'] as const
export const drillEquipment = [
  'balls',
  'cones',
  'bibs',
  'goals',
  'miniGoals',
  'poles',
  'hurdles',
  'ladder',
  'hoops',
  'mannequins',
] as const
/** Space classes of the public filter, by area: small up to 400 m², medium up to 1 600 m². */
export const drillSpaces = ['small', 'medium', 'large'] as const
export const SPACE_AREA_LIMITS = { small: 400, medium: 1600 } as const

export type DrillIntensity = (typeof drillIntensities)[number]
export type DrillEquipment = (typeof drillEquipment)[number]
export type DrillSpace = (typeof drillSpaces)[number]

export const DRILL_LIMITS = {
  objective: 1000,
  listItems: 20,
  listItem: 300,
  diagrams: 6,
  concepts: 12,
  ageMin: 8,
  ageMax: 19,
  players: 40,
  space: 120,
  minutes: 120,
} as const

const ageBands = Array.from(
  { length: DRILL_LIMITS.ageMax - DRILL_LIMITS.ageMin + 1 },
  (_, i) => DRILL_LIMITS.ageMin + i,
)
/** U8 … U19, the age bands of the filters and of the drill pages. */
export const AGE_BANDS = ageBands

/** "U10–U12" or "U10". */
export const ageBandText = (min: number, max: number) => (min === max ? `U${min}` : `U${min}–U${max}`)
