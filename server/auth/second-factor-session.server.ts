import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { z } from 'zod'

/**
 * The session of a sign-in that passed its second factor. better-auth's own sign-in made (and our
 * sign-in discarded) a session after the password; this one is made only once the code was right,
 * with better-auth's cookie. Server-only: it has no URL (and /api/auth is closed anyway), so only
 * server/auth/two-factor-sign-in.server.ts can call it, after checking the code.
 */
export const secondFactorSession = () =>
  ({
    id: 'second-factor-session',
    endpoints: {
      createSessionAfterSecondFactor: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId)
          if (!user) throw APIError.from('UNAUTHORIZED', { code: 'UNKNOWN_USER', message: 'No such user' })
          // better-auth's hooks run here too: a suspended account gets BANNED_USER, not a session.
          const session = await ctx.context.internalAdapter.createSession(user.id)
          await setSessionCookie(ctx, { session, user })
          return ctx.json({ userId: user.id })
        },
      ),
    },
  }) satisfies BetterAuthPlugin
