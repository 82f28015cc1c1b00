/**
 * The plain values of events (no Zod): public pages and labels import these, the form schema
 * (event.ts) validates with them.
 */
export const eventKinds = ['camp', 'clinic', 'trial', 'talk', 'other'] as const
export type EventKindValue = (typeof eventKinds)[number]

export const eventStatuses = ['draft', 'published'] as const

/** What the registration form may ask, each off, optional or required (the player's name is always asked). */
export const eventQuestions = [
  'birthYear',
  'position',
  'club',
  'shirtSize',
  'medicalNotes',
  'guardianPhone',
  'photoConsent',
] as const
export type EventQuestion = (typeof eventQuestions)[number]
export const questionModes = ['off', 'optional', 'required'] as const
export type QuestionMode = (typeof questionModes)[number]
export type EventQuestions = Partial<Record<EventQuestion, 'optional' | 'required'>>

export const shirtSizes = ['XS', 'S', 'M', 'L', 'XL', '6', '8', '10', '12', '14'] as const
export const playerPositions = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const

export const EVENT_LIMITS = {
  title: 200,
  place: 200,
  address: 300,
  days: 14,
  capacity: 2000,
  priceCents: 1_000_000,
  text: 200,
  notes: 1000,
  alt: 250,
} as const

/**
 * The version of the text a guardian agrees to before a child's data is kept
 * (events:consent.text). Raise it when the text changes in meaning.
 */
export const MINOR_CONSENT_VERSION = '2026-11-28'
