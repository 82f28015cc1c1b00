import type { Identity } from './identity.server.ts'
import { signedInWithPasskey } from './passkeys/sign-in.server.ts'
import type { CurrentSession } from './session.server.ts'
import { hasTwoFactor } from './two-factor.server.ts'

/** Where an admin without a second factor is sent (the enrolment screen says why). */
export const TWO_FACTOR_SETUP_PATH = '/account/two-factor'
export const SECOND_FACTOR_REQUIRED_PATH = `${TWO_FACTOR_SETUP_PATH}?required=1`

/**
 * The one rule of REQUIRE_2FA_FOR_ADMINS (docs/decisions/022-two-factor.md): may this admin
 * session use the admin area? Yes when the account signs in with a second factor (TOTP is on, so
 * every sign-in since asked for a code), or when a passkey opened this session: a passkey is
 * something the admin has and unlocks, so it counts as both factors (decision 023).
 */
export async function meetsAdminSecondFactor(id: Identity, session: CurrentSession): Promise<boolean> {
  return (await hasTwoFactor(id, session.user.id)) || (await signedInWithPasskey(id, session.id))
}
