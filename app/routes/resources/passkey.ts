import { data, redirect } from 'react-router'
import type { Route } from './+types/passkey'
import { PasskeyCeremonySchema } from '#app/schemas/passkeys.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { homeFor, requireApiRole } from '#server/auth/guards.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { registrationOptions } from '#server/auth/passkeys/registration.server.ts'
import { signInOptions, signInWithPasskey } from '#server/auth/passkeys/sign-in.server.ts'
import { safeRedirectPath } from '#server/http/redirect-target.server.ts'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'

/** Static keys (the i18n check reads them); the browser translates them. */
const REFUSALS = {
  expired: 'passkeys:errors.expired',
  invalid: 'passkeys:errors.invalid',
  unverified: 'auth:signin.unverified',
  suspended: 'auth:signin.suspended',
} as const

/**
 * The passkey ceremonies' server side (POST only): options for signing in (anyone) or for adding a
 * passkey (signed-in users), and the sign-in itself, which redirects like password sign-in.
 * Adding, renaming and removing passkeys is the /account/passkeys screen's action.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const form = PasskeyCeremonySchema.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) return data({ error: 'passkeys:errors.invalid' }, { status: 400 })
  try {
    if (form.data.intent === 'registerOptions') {
      const user = await requireApiRole(request, 'admin', 'user')
      return Response.json(await registrationOptions(identity(), request, user))
    }
    if (form.data.intent === 'signInOptions')
      return Response.json(await signInOptions(identity(), request, context.clientIp))
    const result = await signInWithPasskey(identity(), request, {
      response: form.data.response,
      ip: context.clientIp,
    })
    if (result.ok)
      throw redirect(safeRedirectPath(form.data.redirectTo ?? '', homeFor(result.role)), {
        headers: result.headers,
      })
    return data(
      { error: REFUSALS[result.reason] },
      { status: result.reason === 'expired' || result.reason === 'invalid' ? 401 : 403 },
    )
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error
    return data(
      { error: 'passkeys:errors.tooMany' },
      { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
    )
  }
}
