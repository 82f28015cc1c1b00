import type { TFunction } from 'i18next'

/** The numbers a Conform field constraint (`getZodConstraint`) knows about. */
export interface LengthConstraint {
  minLength?: number
  maxLength?: number
  min?: number | string
  max?: number | string
}

/**
 * Translates one Zod message key (`'validation:tooShort'`) with the field's limits as
 * interpolation values (`{{min}}`, `{{max}}`), so one key serves every field.
 * Usage: `fields.name.errors?.map((e) => translateError(t, e, fields.name))` (a Conform field
 * carries minLength/maxLength/min/max from `getZodConstraint`).
 */
export function translateError(t: TFunction, message: string, constraint: LengthConstraint = {}) {
  return t(message, {
    min: constraint.minLength ?? constraint.min,
    max: constraint.maxLength ?? constraint.max,
  })
}
