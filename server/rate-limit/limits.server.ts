import type { Limit } from './rate-limiter.server.ts'

const MINUTE = 60_000

/**
 * Every limit of the site. Per-address limits are generous (a club's parents share one Wi-Fi);
 * per-account, per-e-mail and per-device limits carry the protection.
 */
export const limits = {
  signInIp: (ip: string): Limit => ({ key: `signin:ip:${ip}`, max: 30, windowMs: 15 * MINUTE }),
  /** Failures from devices that never signed in to the account: five lock it for those devices. */
  signInAccount: (email: string): Limit => ({
    key: `signin:account:${email}`,
    max: 5,
    windowMs: 15 * MINUTE,
  }),
  /** Failures from a device that signed in to the account before (its device cookie's id). */
  signInDevice: (deviceId: string): Limit => ({
    key: `signin:device:${deviceId}`,
    max: 5,
    windowMs: 15 * MINUTE,
  }),
  password: (userId: string): Limit => ({ key: `password:user:${userId}`, max: 5, windowMs: 15 * MINUTE }),
  resetIp: (ip: string): Limit => ({ key: `reset:ip:${ip}`, max: 100, windowMs: 60 * MINUTE }),
  resetEmail: (email: string): Limit => ({ key: `reset:email:${email}`, max: 3, windowMs: 60 * MINUTE }),
  signUpIp: (ip: string): Limit => ({ key: `signup:ip:${ip}`, max: 100, windowMs: 60 * MINUTE }),
  signUpEmail: (email: string): Limit => ({ key: `signup:email:${email}`, max: 3, windowMs: 60 * MINUTE }),
  /** Five messages per address per ten minutes is plenty for a person and little for a bot. */
  contact: (ip: string): Limit => ({ key: `contact:ip:${ip}`, max: 5, windowMs: 10 * MINUTE }),
  /** Uploads per administrator: a whole match's photos at once, not a script filling the disk. */
  upload: (userId: string): Limit => ({ key: `upload:user:${userId}`, max: 200, windowMs: 60 * MINUTE }),
  /** Course access codes tried per user: a handful of typos, never a guessing run. */
  redeemCode: (userId: string): Limit => ({ key: `redeem:user:${userId}`, max: 10, windowMs: 60 * MINUTE }),
  /** Support requests per user: a conversation, not a flood of the coach's inbox. */
  supportRequest: (userId: string): Limit => ({
    key: `support:user:${userId}`,
    max: 10,
    windowMs: 60 * MINUTE,
  }),
  /** "Download my data" per user: a few downloads an hour; each one reads every table about the person. */
  dataExport: (userId: string): Limit => ({ key: `export:user:${userId}`, max: 5, windowMs: 60 * MINUTE }),
  /** Certificate verifications per address: a club checking its coaches, not a run through codes. */
  verifyCertificate: (ip: string): Limit => ({ key: `certificate:ip:${ip}`, max: 60, windowMs: 10 * MINUTE }),
}
