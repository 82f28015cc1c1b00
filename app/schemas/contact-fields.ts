// The contact form's plain values, without the schema: the page imports these, not Zod.

/** Field limits, shared by the form (maxLength) and the server. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, subject: 150, message: 5000 } as const

/** Names of the spam-protection fields, outside the schema: the visitor never sees them. */
export const HONEYPOT_FIELD = 'website'
export const FILL_TOKEN_FIELD = 'formStartedAt'
