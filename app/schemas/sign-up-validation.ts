import { parseWithZod } from '@conform-to/zod/v4'
import { signUpSchema } from './auth.ts'

/** The sign-up form's client-side check, loaded on demand (useLazyValidation). */
export const validateSignUp = (formData: FormData) => parseWithZod(formData, { schema: signUpSchema() })
