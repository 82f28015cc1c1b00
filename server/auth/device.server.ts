import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Identity } from './identity.server.ts'

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account gets a signed cookie naming the account and a random device id. With it,
 * wrong passwords count against that device only, so strangers locking the account out cannot keep
 * its owner out. Signed with a key derived from the session secret; one cookie per browser (the
 * last account signed in).
 */
export interface Device {
  userId: string
  deviceId: string
}

const YEAR_SECONDS = 365 * 24 * 60 * 60

const cookieName = (id: Identity) =>
  id.baseURL.startsWith('https://') ? '__Host-coach.device' : 'coach.device'

const signatureOf = (id: Identity, payload: string) =>
  createHmac('sha256', id.deviceKey).update(payload).digest('base64url')

/** The device cookie of this request when its signature is right, else null. */
export function readDevice(id: Identity, request: Request): Device | null {
  const name = cookieName(id)
  const value = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)
  const [userId, deviceId, signature, extra] = (value ?? '').split('.')
  if (!userId || !deviceId || !signature || extra !== undefined) return null
  const expected = Buffer.from(signatureOf(id, `${userId}.${deviceId}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { userId, deviceId }
}

/** The Set-Cookie value that marks this browser as a device of `userId` (a new device id each time). */
export function deviceCookie(id: Identity, userId: string): string {
  const payload = `${userId}.${randomBytes(16).toString('base64url')}`
  const secure = id.baseURL.startsWith('https://') ? '; Secure' : ''
  return `${cookieName(id)}=${payload}.${signatureOf(id, payload)}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}
