import type { TFunction } from 'i18next'
import { programmeLabel } from '#app/components/public/labels.ts'
import { programmes } from '#app/schemas/content-admin.ts'

/** Static translation keys for values stored in the database. */
export const statusLabel = {
  draft: 'admin:status.draft',
  scheduled: 'admin:status.scheduled',
  published: 'admin:status.published',
} as const

export const kindLabel = { concepto: 'admin:kind.concepto', definicion: 'admin:kind.definicion' } as const

export const programmeChoices = (t: TFunction) =>
  programmes.map((value) => ({ value, label: t(programmeLabel[value]) }))

/** A translation's state per language (docs/decisions/048-content-translations.md). */
export const translationStateLabel = {
  missing: 'admin:translations.state.missing',
  draft: 'admin:translations.state.draft',
  published: 'admin:translations.state.published',
  outdated: 'admin:translations.state.outdated',
} as const
