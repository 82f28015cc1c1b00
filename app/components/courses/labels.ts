/** Static translation keys for course values stored in the database. */
export const levelLabel = {
  beginner: 'courses:level.beginner',
  intermediate: 'courses:level.intermediate',
  advanced: 'courses:level.advanced',
} as const

export const courseStatusLabel = {
  draft: 'courses:status.draft',
  published: 'courses:status.published',
} as const

export const unlockRuleLabel = {
  none: 'courses:unlock.none',
  date: 'courses:unlock.date',
  days: 'courses:unlock.days',
  previous: 'courses:unlock.previous',
} as const

export const sourceLabel = {
  request: 'courses:source.request',
  code: 'courses:source.code',
  admin: 'courses:source.admin',
  payment: 'courses:source.payment',
} as const
