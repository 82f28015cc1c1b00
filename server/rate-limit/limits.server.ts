import { addressBucket } from '../http/client-address.server.ts'
import type { Limit } from './rate-limiter.server.ts'

const MINUTE = 60_000

/**
 * Every limit of the site. Per-address limits are generous (a club's parents share one Wi-Fi);
 * per-account, per-e-mail and per-device limits carry the protection. Per-address keys hold the
 * address's bucket (an IPv6 client's /64, see `addressBucket`), so rotating addresses resets nothing.
 */
export const limits = {
  signInIp: (ip: string): Limit => ({
    key: `signin:ip:${addressBucket(ip)}`,
    max: 30,
    windowMs: 15 * MINUTE,
  }),
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
  /** Wrong two-factor codes (sign-in, enrolment, turning it off): as strict as passwords. */
  secondFactorAccount: (userId: string): Limit => ({
    key: `2fa:user:${userId}`,
    max: 5,
    windowMs: 15 * MINUTE,
  }),
  secondFactorIp: (ip: string): Limit => ({
    key: `2fa:ip:${addressBucket(ip)}`,
    max: 30,
    windowMs: 15 * MINUTE,
  }),
  /** Failed passkey sign-ins per address, counted like wrong passwords. */
  passkeySignInIp: (ip: string): Limit => ({
    key: `passkey:ip:${addressBucket(ip)}`,
    max: 30,
    windowMs: 15 * MINUTE,
  }),
  /** Passkey ceremonies started per address: each stores a challenge, so a script cannot fill the table. */
  passkeyOptionsIp: (ip: string): Limit => ({
    key: `passkey:options:${addressBucket(ip)}`,
    max: 60,
    windowMs: 15 * MINUTE,
  }),
  password: (userId: string): Limit => ({ key: `password:user:${userId}`, max: 5, windowMs: 15 * MINUTE }),
  resetIp: (ip: string): Limit => ({ key: `reset:ip:${addressBucket(ip)}`, max: 100, windowMs: 60 * MINUTE }),
  resetEmail: (email: string): Limit => ({ key: `reset:email:${email}`, max: 3, windowMs: 60 * MINUTE }),
  signUpIp: (ip: string): Limit => ({
    key: `signup:ip:${addressBucket(ip)}`,
    max: 100,
    windowMs: 60 * MINUTE,
  }),
  signUpEmail: (email: string): Limit => ({ key: `signup:email:${email}`, max: 3, windowMs: 60 * MINUTE }),
  /** Sign-up confirmation e-mails per account, whichever form asks: one per ten minutes… */
  confirmationMail: (userId: string): Limit => ({
    key: `confirm-mail:user:${userId}`,
    max: 1,
    windowMs: 10 * MINUTE,
  }),
  /** …and five a day. */
  confirmationMailDaily: (userId: string): Limit => ({
    key: `confirm-mail-day:user:${userId}`,
    max: 5,
    windowMs: 24 * 60 * MINUTE,
  }),
  /** Five messages per address per ten minutes is plenty for a person and little for a bot. */
  contact: (ip: string): Limit => ({ key: `contact:ip:${addressBucket(ip)}`, max: 5, windowMs: 10 * MINUTE }),
  /** A contact form's fill token is good for one message, as long as it is valid at all (a day). */
  contactToken: (token: string): Limit => ({
    key: `contact:token:${token}`,
    max: 1,
    windowMs: 24 * 60 * MINUTE,
  }),
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
  /** Comments and questions per user: a conversation, not a flood under a post (docs/decisions/038-comments.md). */
  comment: (userId: string): Limit => ({ key: `comment:user:${userId}`, max: 5, windowMs: 10 * MINUTE }),
  /** Reports per user: enough for a bad thread, not a run through every comment. */
  commentReport: (userId: string): Limit => ({
    key: `comment-report:user:${userId}`,
    max: 20,
    windowMs: 60 * MINUTE,
  }),
  /** "Download my data" per user: a few downloads an hour; each one reads every table about the person. */
  dataExport: (userId: string): Limit => ({ key: `export:user:${userId}`, max: 5, windowMs: 60 * MINUTE }),
  /** Newsletter subscriptions per address: a family's lists, not a script mailing strangers. */
  newsletterIp: (ip: string): Limit => ({
    key: `newsletter:ip:${addressBucket(ip)}`,
    max: 10,
    windowMs: 10 * MINUTE,
  }),
  /** Confirmation mails per address: past three an hour, the form answers as always and sends nothing. */
  newsletterEmail: (email: string): Limit => ({
    key: `newsletter:email:${email}`,
    max: 3,
    windowMs: 60 * MINUTE,
  }),
  /** Certificate verifications per address: a club checking its coaches, not a run through codes. */
  verifyCertificate: (ip: string): Limit => ({
    key: `certificate:ip:${addressBucket(ip)}`,
    max: 60,
    windowMs: 10 * MINUTE,
  }),
  /** A team reminder's answer links per address (page and confirmation): a club's Wi-Fi, not a run through tokens. */
  teamAnswerLink: (ip: string): Limit => ({
    key: `team-answer:ip:${addressBucket(ip)}`,
    max: 120,
    windowMs: 10 * MINUTE,
  }),
  /** The top bar's suggestions per address: one request a pause in typing, never a crawl of the index. */
  searchSuggestions: (ip: string): Limit => ({
    key: `suggest:ip:${addressBucket(ip)}`,
    max: 120,
    windowMs: MINUTE,
  }),
}
