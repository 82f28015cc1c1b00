/**
 * What the service worker keeps and where (docs/decisions/050-at-the-pitch.md), shared by the
 * worker and the pages so both name the same caches and addresses. Pure: unit-tested.
 */

/** The offline page (a resource route: static HTML, no private data, no script). */
export const OFFLINE_PATH = '/sin-conexion'

/** The signed-in account's copies of its sessions for the pitch: one cache per account. */
export const ACCOUNT_CACHE_PREFIX = 'pitch-'
export const accountCacheName = (account: string) => `${ACCOUNT_CACHE_PREFIX}${account}`

/** The offline page and the worker's own notes, per build (a new build drops the old ones). */
export const SHELL_CACHE_PREFIX = 'shell-'

/** The worker's note of the signed-in account (a worker may be stopped and started at any time). */
export const STATE_CACHE = 'pwa-state'
export const ACCOUNT_KEY = '/__pwa/account'
/** The language the stored offline page is in. */
export const LANGUAGE_KEY = '/__pwa/language'

/**
 * Sign-out, as a form's POST or as React Router's (`.data`): the worker forgets the account's
 * copies as the request goes by.
 */
export const isSignOut = (method: string, pathname: string) =>
  method === 'POST' && (pathname === '/auth/logout' || pathname === '/auth/logout.data')

const TIMER_PAGE = /^\/account\/sessions\/(\d+)\/timer(\.data)?$/

/** The timer page of a session, as stored for the pitch. */
export const timerPath = (sessionId: number) => `/account/sessions/${sessionId}/timer`

/** True for a timer page or its `.data`, the only private answers ever stored. */
export const isTimerPath = (pathname: string) => TIMER_PAGE.test(pathname)

/**
 * The requests besides navigations the worker answers, network first with the stored copy as
 * fallback: hashed files, translations, icons and the timer's data. Everything else goes by untouched.
 */
export function isKeptFile(pathname: string) {
  return (
    pathname.startsWith('/assets/') ||
    pathname.startsWith('/locales/') ||
    pathname.startsWith('/icons/') ||
    pathname === '/favicon.svg' ||
    isTimerPath(pathname)
  )
}

/** Same-origin files a stored page needs offline: its scripts, styles, translations and icons. */
export function filesOfPage(addresses: Iterable<string>, origin: string) {
  const files = new Set<string>()
  for (const address of addresses) {
    const url = new URL(address, origin)
    if (url.origin === origin && isKeptFile(url.pathname) && !isTimerPath(url.pathname))
      files.add(url.pathname + url.search)
  }
  return [...files]
}

/** A message from a page to the worker: who is signed in (null: nobody) and the page's language. */
export interface AccountMessage {
  type: 'account'
  account: string | null
  language: string
}

export const isAccountMessage = (value: unknown): value is AccountMessage =>
  typeof value === 'object' &&
  value !== null &&
  'type' in value &&
  value.type === 'account' &&
  'account' in value &&
  (value.account === null || typeof value.account === 'string') &&
  'language' in value &&
  typeof value.language === 'string'
