import { parseWithZod } from '@conform-to/zod/v4'
import { SignInSchema } from './auth.ts'

/** The sign-in form's client-side check, loaded on demand (useLazyValidation). */
export const validateSignIn = (formData: FormData) => parseWithZod(formData, { schema: SignInSchema })
