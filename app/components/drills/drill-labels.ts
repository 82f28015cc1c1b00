/** Static translation keys for the drill values stored in the database. */
export const intensityLabel = {
  low: 'drills:intensity.low',
  medium: 'drills:intensity.medium',
  high: 'drills:intensity.high',
} as const

export const equipmentLabel = {
  balls: 'drills:equipment.balls',
  cones: 'drills:equipment.cones',
  bibs: 'drills:equipment.bibs',
  goals: 'drills:equipment.goals',
  miniGoals: 'drills:equipment.miniGoals',
  poles: 'drills:equipment.poles',
  hurdles: 'drills:equipment.hurdles',
  ladder: 'drills:equipment.ladder',
  hoops: 'drills:equipment.hoops',
  mannequins: 'drills:equipment.mannequins',
} as const

export const spaceLabel = {
  small: 'drills:space.small',
  medium: 'drills:space.medium',
  large: 'drills:space.large',
} as const

/** A drill's three plain-text lists with their labels (the editor, the translation editor). */
export const drillListFields = [
  ['coachingPoints', 'drills:fields.coachingPoints'],
  ['variations', 'drills:fields.variations'],
  ['progressions', 'drills:fields.progressions'],
] as const
