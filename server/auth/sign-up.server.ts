import type { Language } from '#app/i18n/languages.ts'
import { forCallbacks, type Identity } from './identity.server.ts'
import { blockedFor, limits, recordFailure, TooManyAttempts } from './throttle.server.ts'

export interface SignUpInput {
  name: string
  lastName: string
  email: string
  password: string
  locale: Language
  ip: string
}

/**
 * Creates the account and e-mails a confirmation link. The answer is the same whether or not the
 * address already had an account (its owner gets an e-mail saying so instead): no enumeration.
 */
export async function signUp(id: Identity, request: Request, input: SignUpInput) {
  const limit = limits.signUpIp(input.ip)
  const wait = await blockedFor(id.db, [limit])
  if (wait) throw new TooManyAttempts(wait)
  await recordFailure(id.db, [limit]) // every sign-up counts against the address
  await id.auth.api.signUpEmail({
    body: {
      name: input.name,
      lastName: input.lastName,
      email: input.email,
      password: input.password,
      locale: input.locale,
      callbackURL: '/signin?verified=1',
    },
    headers: request.headers,
    request: forCallbacks(request),
  })
}
