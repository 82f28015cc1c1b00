import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { z } from 'zod'

export const PASSKEY_SIGN_IN_METHOD = 'passkey'

/**
 * Opens a session for a user whose passkey the server has just verified: better-auth writes the
 * session and its cookie (our cookie names, the admin plugin's suspension check) exactly as for a
 * password sign-in. SERVER_ONLY: better-auth's router never serves it, so it is callable only as
 * `auth.api.signInVerifiedPasskey` from our own code, after our own checks.
 */
export const passkeySessions = () =>
  ({
    id: 'passkey-sessions',
    schema: {
      session: {
        fields: { signInMethod: { type: 'string', required: false, input: false } },
      },
    },
    endpoints: {
      signInVerifiedPasskey: createAuthEndpoint(
        '/passkey/verified-sign-in',
        {
          method: 'POST',
          body: z.object({ userId: z.string().min(1) }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId)
          if (!user) throw APIError.fromStatus('UNAUTHORIZED')
          const session = await ctx.context.internalAdapter.createSession(user.id, false, {
            signInMethod: PASSKEY_SIGN_IN_METHOD,
          })
          await setSessionCookie(ctx, { session, user })
          return ctx.json({ sessionId: session.id })
        },
      ),
    },
  }) satisfies BetterAuthPlugin
