/** Static translation keys for the stored values of events (the i18n check reads literals). */
export const eventKindLabel = {
  camp: 'events:kinds.camp',
  clinic: 'events:kinds.clinic',
  trial: 'events:kinds.trial',
  talk: 'events:kinds.talk',
  other: 'events:kinds.other',
} as const

/** Why an event takes no registrations now (registrationState's phases other than open). */
export const closedPhaseLabel = {
  notYet: 'events:page.notYetOpen',
  closed: 'events:page.closed',
  cancelled: 'events:page.cancelledNotice',
} as const

export const questionLabel = {
  birthYear: 'events:questions.birthYear',
  position: 'events:questions.position',
  club: 'events:questions.club',
  shirtSize: 'events:questions.shirtSize',
  medicalNotes: 'events:questions.medicalNotes',
  guardianPhone: 'events:questions.guardianPhone',
  photoConsent: 'events:questions.photoConsent',
} as const

export const questionModeLabel = {
  off: 'events:questionModes.off',
  optional: 'events:questionModes.optional',
  required: 'events:questionModes.required',
} as const

export const positionLabel = {
  goalkeeper: 'events:positions.goalkeeper',
  defender: 'events:positions.defender',
  midfielder: 'events:positions.midfielder',
  forward: 'events:positions.forward',
} as const

export const registrationStatusLabel = {
  pending: 'events:status.pending',
  confirmed: 'events:status.confirmed',
  waiting: 'events:status.waiting',
  offered: 'events:status.offered',
  cancelled: 'events:status.cancelled',
  expired: 'events:status.expired',
} as const
