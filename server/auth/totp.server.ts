import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import type QRCodeModule from 'qrcode'
import { loadOnUse } from '../load-on-use.server.ts'

/**
 * TOTP (RFC 6238) as every authenticator app reads it: SHA-1, 6 digits, 30-second steps, a
 * 160-bit base32 secret. A code of the step before or after the server's clock is accepted too
 * (phones drift); the step of an accepted code is kept so the same code never works twice.
 */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30

export const newTotpSecret = () => generateSecret({ length: 20 })

/** Secrets rest encrypted; the key is derived from the session secret (Identity.twoFactorKey). */
export const sealSecret = (key: Buffer, secret: string) =>
  symmetricEncrypt({ key: key.toString('hex'), data: secret })

export const openSecret = (key: Buffer, sealed: string) =>
  symmetricDecrypt({ key: key.toString('hex'), data: sealed })

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, account: string, issuer: string) =>
  generateURI({ issuer, label: account, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS })

/** The QR code of that address as an SVG data URL (made here: no external service sees the secret). */
export async function qrCodeDataUrl(uri: string) {
  // Read on first use: only people enrolling need it (tests/integration/packages-on-use.test.ts).
  const QRCode = loadOnUse('qrcode') as typeof QRCodeModule
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** The time step of a right code, or null; codes of `afterStep` and before are refused (replay). */
export async function matchTotp(secret: string, code: string, afterStep: number | null) {
  const result = await verify({
    secret,
    token: code,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  })
  // The functional API's result type also covers HOTP, whose results have no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
