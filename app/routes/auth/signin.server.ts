/** Notices /signin shows from its query string (after sign-out, e-mail confirmation, reset…). */
export type SignInNotice = { tone: 'success' | 'error'; key: string }

const NOTICES = {
  logoutSuccess: { tone: 'success', key: 'auth:logout.success' },
  logoutError: { tone: 'error', key: 'auth:logout.error' },
  verified: { tone: 'success', key: 'auth:signin.verified' },
  verifyFailed: { tone: 'error', key: 'auth:signin.verifyFailed' },
  emailChanged: { tone: 'success', key: 'auth:signin.emailChanged' },
  emailChangeFailed: { tone: 'error', key: 'auth:signin.emailChangeFailed' },
  passwordChanged: { tone: 'success', key: 'auth:signin.passwordChanged' },
  deleted: { tone: 'success', key: 'auth:signin.accountDeleted' },
  signedOutLocked: { tone: 'error', key: 'auth:lockscreen.signedOut' },
} as const satisfies Record<string, SignInNotice>

export function signInNotice(url: URL): SignInNotice | null {
  const q = url.searchParams
  if (q.get('logout') === 'success') return NOTICES.logoutSuccess
  if (q.get('logout') === 'error') return NOTICES.logoutError
  if (q.get('error') && q.has('verified')) return NOTICES.verifyFailed
  if (q.get('verified') === '1') return NOTICES.verified
  if (q.get('emailChanged') === '1') return NOTICES.emailChanged
  if (q.has('emailChange')) return NOTICES.emailChangeFailed
  if (q.get('reset') === '1') return NOTICES.passwordChanged
  if (q.get('deleted') === '1') return NOTICES.deleted
  if (q.get('locked') === 'out') return NOTICES.signedOutLocked
  return null
}
