import { z } from './zod.ts'
import { plainString } from './plain-text.ts'
import { CONTACT_LIMITS } from './contact-fields.ts'

export { CONTACT_LIMITS, FILL_TOKEN_FIELD, HONEYPOT_FIELD } from './contact-fields.ts'

const text = (message: string, multiline = false) => plainString({ error: message, multiline }).trim()

/** The contact form: the browser validates with it and the action validates again. */
export const ContactSchema = z.object({
  name: text('public:contact.errors.nameRequired')
    .min(2, 'public:contact.errors.nameTooShort')
    .max(CONTACT_LIMITS.name, 'public:contact.errors.tooLong'),
  email: z
    .email({
      error: (issue) =>
        issue.input === undefined ? 'public:contact.errors.emailRequired' : 'public:contact.errors.email',
    })
    .max(CONTACT_LIMITS.email, 'public:contact.errors.tooLong'),
  phone: plainString()
    .trim()
    .max(CONTACT_LIMITS.phone, 'public:contact.errors.tooLong')
    .regex(/^\+?[\d\s().-]{6,}$/, 'public:contact.errors.phone')
    .optional(),
  subject: text('public:contact.errors.subjectRequired')
    .min(3, 'public:contact.errors.subjectTooShort')
    .max(CONTACT_LIMITS.subject, 'public:contact.errors.tooLong'),
  message: text('public:contact.errors.messageRequired', true)
    .min(20, 'public:contact.errors.messageTooShort')
    .max(CONTACT_LIMITS.message, 'public:contact.errors.messageTooLong'),
  consent: z
    .boolean({ error: 'public:contact.errors.consent' })
    .refine((value) => value, 'public:contact.errors.consent'),
})

export type ContactInput = z.infer<typeof ContactSchema>
