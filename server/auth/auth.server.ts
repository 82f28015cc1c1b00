import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { admin } from 'better-auth/plugins'
import type { Connection } from '../db/connection.server.ts'
import { logger } from '../logger.server.ts'
import type { RateLimiter } from '../rate-limit/rate-limiter.server.ts'
import { isCommonPassword } from './common-passwords.server.ts'
import { claimConfirmationMail } from './confirmation-mail.server.ts'
import { identityMails } from './mails.server.ts'
import { passkeySessions } from './passkeys/session-plugin.server.ts'
import { verificationStorage } from './reset-tokens.server.ts'
import { secondFactorSession } from './second-factor-session.server.ts'
import { returnPathOf } from './sign-up-return.server.ts'
import { nameProblem, passwordProblem, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '#app/schemas/auth.ts'

export interface AuthOptions {
  /** The site's public origin, e.g. https://example.com (links in e-mails, trusted origin). */
  baseURL: string
  secret: string
  /** Tests turn better-auth's HTTP rate limiter off to sign in many users from one address. */
  rateLimit?: boolean
  /** The identity's limiter: it counts the confirmation e-mails. */
  limiter: RateLimiter
}

export const RESET_TOKEN_SECONDS = 60 * 60
/** Our cookies' prefix: `coach.session_token`, or `__Host-coach.session_token` over https. */
export const COOKIE_PREFIX = 'coach'
export const VERIFY_TOKEN_SECONDS = 24 * 60 * 60
const FIELD_LIMITS: Record<string, number> = {
  name: NAME_MAX,
  lastName: NAME_MAX,
  phone: 40,
  address: 300,
  locale: 5,
}

/**
 * better-auth on our own database (the tables of migrations 0001 and 0020): e-mail and password,
 * sessions in the database, roles through the admin plugin, profile fields of the spec.
 * Sign-up never reveals whether an address exists: e-mail verification is required, a second
 * sign-up gets the same answer and an e-mail to the owner instead.
 */
export function createAuth(connection: Pick<Connection, 'db' | 'raw' | 'engine'>, options: AuthOptions) {
  const mails = identityMails(options.baseURL, connection.db)
  return betterAuth({
    appName: 'coach-site',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.baseURL],
    // In one transaction, a sign-up's user and credential rows are written together or not at all.
    database: { db: connection.raw, type: connection.engine, transaction: true },
    logger: {
      // Everything from info up goes to our logger, whose LOG_LEVEL decides what is written.
      level: 'info',
      log: (level, message, ...args) => logger[level === 'debug' ? 'debug' : level]({ args }, message),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }, request) => mails.resetPassword(user, token, request),
      onExistingUserSignUp: ({ user }, request) => mails.existingAccount(user, request),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, token, url }, request) => {
        if (await claimConfirmationMail(options.limiter, user.id))
          await mails.verifyEmail(user, token, request, returnPathOf(url))
        else logger.info({ userId: user.id }, 'Confirmation e-mail not sent: one went out recently')
      },
      afterEmailVerification: (user, request) => mails.welcome(user, request),
    },
    // Reset tokens are stored hashed (e-mail-change and setup tokens are hashed by our own code).
    verification: { storeIdentifier: verificationStorage },
    user: {
      additionalFields: {
        lastName: { type: 'string', required: false, input: true },
        phone: { type: 'string', required: false, input: true },
        address: { type: 'string', required: false, input: true },
        locale: { type: 'string', required: false, input: true },
      },
      // E-mail changes are ours (email-change.server.ts): password first, a notice to the old address.
      changeEmail: { enabled: false },
      deleteUser: { enabled: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // No cookie cache: the lock screen and revocations must take effect on the next request.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: options.rateLimit ?? true,
      storage: 'database',
      modelName: 'rate_limit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      ...cookieNaming(options.baseURL.startsWith('https://')),
      // The HTTP layer sets this header to the trusted client address (server/http/client-address.server.ts).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    hooks: { before: createAuthMiddleware(async (ctx) => enforcePolicy(ctx.path, ctx.body)) },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      secondFactorSession(),
      passkeySessions(),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>

/**
 * Over https the session cookies are `__Host-` cookies: Secure, Path=/, no Domain, so no other
 * host or plain-http page can set or overwrite them. better-auth's own prefix would be `__Secure-`.
 */
function cookieNaming(https: boolean) {
  if (!https) return { useSecureCookies: false }
  const hostOnly = (name: string) => ({ name: `__Host-${COOKIE_PREFIX}.${name}` })
  return {
    useSecureCookies: false,
    defaultCookieAttributes: { secure: true, path: '/' },
    cookies: {
      session_token: hostOnly('session_token'),
      session_data: hostOnly('session_data'),
      dont_remember: hostOnly('dont_remember'),
    },
  }
}

/**
 * Our password policy, name rule (no web addresses) and field limits hold for every way in: the
 * app's forms and direct calls to better-auth's API. better-auth's own checks (length) run after this.
 */
function enforcePolicy(path: string, body: unknown) {
  if (!body || typeof body !== 'object') return
  const fields = body as Record<string, unknown>
  for (const [field, max] of Object.entries(FIELD_LIMITS)) {
    const value = fields[field]
    if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > max))
      throw APIError.from('BAD_REQUEST', { code: 'FIELD_TOO_LONG', message: `${field} is too long` })
  }
  for (const field of ['name', 'lastName']) {
    const value = fields[field]
    const problem = typeof value === 'string' ? nameProblem(value.trim()) : undefined
    if (problem) throw APIError.from('BAD_REQUEST', { code: 'NAME_POLICY', message: problem })
  }
  const password =
    path === '/sign-up/email'
      ? fields.password
      : path === '/reset-password' || path === '/change-password'
        ? fields.newPassword
        : undefined
  if (password === undefined) return
  const email = typeof fields.email === 'string' ? fields.email : undefined
  const problem =
    typeof password === 'string' ? passwordProblem(password, email, isCommonPassword) : 'invalid'
  if (problem) throw APIError.from('BAD_REQUEST', { code: 'PASSWORD_POLICY', message: problem })
}
