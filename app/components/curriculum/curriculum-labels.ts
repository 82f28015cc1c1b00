/** Static keys (the i18n check reads them). */
export const PHASE_LABEL = {
  attack: 'curriculum:phases.attack',
  defence: 'curriculum:phases.defence',
  attackingTransition: 'curriculum:phases.attackingTransition',
  defensiveTransition: 'curriculum:phases.defensiveTransition',
  setPieces: 'curriculum:phases.setPieces',
} as const
