import { parseWithZod } from '@conform-to/zod/v4'
import { ContactSchema } from './contact.ts'

/** The contact form's client-side check, loaded on demand (useLazyValidation). */
export const validateContact = (formData: FormData) => parseWithZod(formData, { schema: ContactSchema })
