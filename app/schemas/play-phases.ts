/** The phases of play, in the order the programme pages show them (no schema: pages import this, not Zod). */
export const playPhases = [
  'attack',
  'defence',
  'attackingTransition',
  'defensiveTransition',
  'setPieces',
] as const
export type PlayPhase = (typeof playPhases)[number]
