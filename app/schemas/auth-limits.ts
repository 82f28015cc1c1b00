/** Lengths of the identity forms' fields, without the schemas: form components import these, not Zod. */
export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 128
/** Names (first and last): the `auth:validation.nameTooLong` messages say this number. */
export const NAME_MAX = 60
export const EMAIL_MAX = 254
