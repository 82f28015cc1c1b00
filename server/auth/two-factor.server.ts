import { recordAudit } from '../audit/audit.server.ts'
import { limits } from '../rate-limit/limits.server.ts'
import { TooManyAttempts } from '../rate-limit/rate-limiter.server.ts'
import { siteSettings } from '../site.server.ts'
import type { Identity } from './identity.server.ts'
import { verifyOwnPassword } from './password.server.ts'
import { replaceRecoveryCodes, unusedRecoveryCodes, useRecoveryCode } from './recovery-codes.server.ts'
import { matchTotp, newTotpSecret, openSecret, otpauthUri, qrCodeDataUrl, sealSecret } from './totp.server.ts'

/**
 * An account's two-factor sign-in: enrolment (password, then a typed code from the new secret),
 * the check of a second factor (a current TOTP code or an unused recovery code), new recovery
 * codes and turning it off. Wrong codes count per account and per address in the shared limiter,
 * like wrong passwords. See docs/decisions/022-two-factor.md.
 */
export interface Who {
  id: string
  email: string
}

export type SecondFactor = 'totp' | 'recovery'

const enabledRow = (id: Identity, userId: string) =>
  id.db
    .selectFrom('two_factor')
    .select(['secret', 'lastUsedStep'])
    .where('userId', '=', userId)
    .where('enabledAt', 'is not', null)
    .executeTakeFirst()

export async function hasTwoFactor(id: Identity, userId: string): Promise<boolean> {
  return Boolean(await enabledRow(id, userId))
}

/** What account settings and the two-factor screen show. */
export async function twoFactorStatus(id: Identity, userId: string) {
  const enabled = await hasTwoFactor(id, userId)
  return { enabled, recoveryCodesLeft: enabled ? await unusedRecoveryCodes(id.db, userId) : 0 }
}

/** Enrolment, step one: the password, then a new secret waiting for its first code. */
export async function startEnrolment(id: Identity, user: Who, password: string): Promise<boolean> {
  if (!(await verifyOwnPassword(id, user.id, password))) return false
  const secret = await sealSecret(id.twoFactorKey, newTotpSecret())
  await id.db.deleteFrom('two_factor').where('userId', '=', user.id).where('enabledAt', 'is', null).execute()
  await id.db
    .insertInto('two_factor')
    .values({
      userId: user.id,
      secret,
      enabledAt: null,
      lastUsedStep: null,
      createdAt: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute()
  return true
}

/** The secret of the enrolment waiting for its first code, or null. */
async function pendingSecret(id: Identity, userId: string) {
  const row = await id.db
    .selectFrom('two_factor')
    .select('secret')
    .where('userId', '=', userId)
    .where('enabledAt', 'is', null)
    .executeTakeFirst()
  return row ? openSecret(id.twoFactorKey, row.secret) : null
}

/** The enrolment waiting for its first code: the secret as text and as a QR code. */
export async function pendingEnrolment(id: Identity, user: Who) {
  const secret = await pendingSecret(id, user.id)
  if (!secret) return null
  return { secret, qrCode: await qrCodeDataUrl(otpauthUri(secret, user.email, siteSettings().brand)) }
}

/** Throttled like passwords: per account, and per address when one is known. */
async function throttled<T>(
  id: Identity,
  userId: string,
  ip: string | undefined,
  check: () => Promise<T | null>,
) {
  const account = limits.secondFactorAccount(userId)
  const checks = ip ? [account, limits.secondFactorIp(ip)] : [account]
  const wait = await id.limiter.blockedFor(checks)
  if (wait) throw new TooManyAttempts(wait)
  const result = await check()
  if (result === null) await id.limiter.hit(checks)
  else await id.limiter.clear([account])
  return result
}

/** Records the step of an accepted code; false when another request used it first. */
async function claimStep(id: Identity, userId: string, step: number) {
  const result = await id.db
    .updateTable('two_factor')
    .set({ lastUsedStep: step })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Enrolment, step two: a right code from the app turns two-factor sign-in on; the recovery codes, once. */
export async function confirmEnrolment(id: Identity, user: Who, code: string, ip?: string) {
  const secret = await pendingSecret(id, user.id)
  if (!secret) return null
  const step = await throttled(id, user.id, ip, () => matchTotp(secret, code, null))
  if (step === null) {
    await recordAudit(id.db, { action: 'twoFactor.codeFailed', user, ip, detail: { during: 'enrolment' } })
    return null
  }
  await id.db
    .updateTable('two_factor')
    .set({ enabledAt: new Date().toISOString(), lastUsedStep: step })
    .where('userId', '=', user.id)
    .execute()
  const codes = await replaceRecoveryCodes(id.db, user.id)
  await recordAudit(id.db, { action: 'twoFactor.enable', user, ip })
  return codes
}

async function matchSecondFactor(id: Identity, userId: string, code: string): Promise<SecondFactor | null> {
  const row = await enabledRow(id, userId)
  if (!row) return null
  if (/^\d{6}$/.test(code)) {
    const lastUsed = row.lastUsedStep === null ? null : Number(row.lastUsedStep)
    const step = await matchTotp(await openSecret(id.twoFactorKey, row.secret), code, lastUsed)
    return step !== null && (await claimStep(id, userId, step)) ? 'totp' : null
  }
  return (await useRecoveryCode(id.db, userId, code)) ? 'recovery' : null
}

/**
 * A second factor of the account: a current code (each works once) or an unused recovery code
 * (then used up). Throttled; failures and recovery codes are in the audit log.
 */
export async function checkSecondFactor(
  id: Identity,
  user: Who,
  input: { code: string; ip?: string; during: 'signIn' | 'disable' },
): Promise<SecondFactor | null> {
  const factor = await throttled(id, user.id, input.ip, () => matchSecondFactor(id, user.id, input.code))
  const detail = { during: input.during }
  if (factor === null)
    await recordAudit(id.db, { action: 'twoFactor.codeFailed', user, ip: input.ip, detail })
  if (factor === 'recovery') {
    const left = await unusedRecoveryCodes(id.db, user.id)
    await recordAudit(id.db, {
      action: 'twoFactor.recoveryCodeUse',
      user,
      ip: input.ip,
      detail: { ...detail, left },
    })
  }
  return factor
}

/** A new set of recovery codes (the password first); the old set stops working. */
export async function renewRecoveryCodes(id: Identity, user: Who, password: string, ip?: string) {
  if (!(await hasTwoFactor(id, user.id))) return null
  if (!(await verifyOwnPassword(id, user.id, password))) return null
  const codes = await replaceRecoveryCodes(id.db, user.id)
  await recordAudit(id.db, { action: 'twoFactor.recoveryCodesRenew', user, ip })
  return codes
}

export type DisableOutcome = 'disabled' | 'wrongPassword' | 'wrongCode'

/** Turning it off takes the password and a current code (or a recovery code). */
export async function disableTwoFactor(
  id: Identity,
  user: Who,
  input: { password: string; code: string; ip?: string },
): Promise<DisableOutcome> {
  if (!(await verifyOwnPassword(id, user.id, input.password))) return 'wrongPassword'
  if (!(await checkSecondFactor(id, user, { ...input, during: 'disable' }))) return 'wrongCode'
  await id.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_code').where('userId', '=', user.id).execute()
    await trx.deleteFrom('two_factor_challenge').where('userId', '=', user.id).execute()
    await trx.deleteFrom('two_factor').where('userId', '=', user.id).execute()
  })
  await recordAudit(id.db, { action: 'twoFactor.disable', user, ip: input.ip })
  return 'disabled'
}
