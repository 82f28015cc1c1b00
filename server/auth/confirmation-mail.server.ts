import { limits } from '../rate-limit/limits.server.ts'
import type { RateLimiter } from '../rate-limit/rate-limiter.server.ts'

/**
 * Whether a sign-up confirmation e-mail may go to this account now, counting it when it may: at
 * most one per ten minutes and five a day, whichever form asks for it (sign-up, a sign-in of the
 * unconfirmed account, a resend). The counts live in the identity limiter (Redis or the database),
 * so every instance agrees; of two requests at the same moment only one gets through.
 */
export async function claimConfirmationMail(limiter: RateLimiter, userId: string): Promise<boolean> {
  const checks = [limits.confirmationMail(userId), limits.confirmationMailDaily(userId)]
  if (await limiter.blockedFor(checks)) return false
  const counts = await limiter.hit(checks)
  return checks.every((limit, i) => (counts[i] ?? 0) <= limit.max)
}
