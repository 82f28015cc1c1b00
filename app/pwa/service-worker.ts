/**
 * The service worker (docs/decisions/050-at-the-pitch.md), bundled alone into /sw.js by
 * scripts/service-worker-plugin.ts. Network first for everything it answers, and it stores nothing
 * on its own: the only private pages on the device are the timers of sessions marked for the pitch,
 * which the coach's pages store in the account's cache (app/pwa/pitch-cache.ts). Offline, a
 * navigation gets the account's stored page or the offline page; other requests go by untouched.
 */
import {
  ACCOUNT_CACHE_PREFIX,
  ACCOUNT_KEY,
  LANGUAGE_KEY,
  OFFLINE_PATH,
  SHELL_CACHE_PREFIX,
  STATE_CACHE,
  accountCacheName,
  isAccountMessage,
  isKeptFile,
  isSignOut,
  isTimerPath,
} from './offline-policy.ts'

/** The parts of the worker's global scope used here (the DOM library has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown
}
interface WorkerScope {
  location: Location
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
}
declare const self: WorkerScope
/** The build's id, set by the plugin: each build has its own shell cache. */
declare const __PWA_BUILD__: string

const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__PWA_BUILD__}`

const storeOfflinePage = async () => (await caches.open(SHELL_CACHE)).add(OFFLINE_PATH)

self.addEventListener('install', (event) => {
  event.waitUntil(storeOfflinePage().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names
          .filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      )
      await self.clients.claim()
    })(),
  )
})

async function currentAccount() {
  const note = await (await caches.open(STATE_CACHE)).match(ACCOUNT_KEY)
  return note ? note.text() : null
}

/** Keeps only the signed-in account's copies: another account's (or nobody's) are deleted. */
async function changeAccount(account: string | null) {
  const names = await caches.keys()
  const kept = account === null ? null : accountCacheName(account)
  await Promise.all(
    names
      .filter((name) => name.startsWith(ACCOUNT_CACHE_PREFIX) && name !== kept)
      .map((name) => caches.delete(name)),
  )
  const state = await caches.open(STATE_CACHE)
  if (account === null) await state.delete(ACCOUNT_KEY)
  else await state.put(ACCOUNT_KEY, new Response(account))
}

/** The offline page again when the pages' language changed (it is in the cookie's language). */
async function followLanguage(language: string) {
  const state = await caches.open(STATE_CACHE)
  if ((await (await state.match(LANGUAGE_KEY))?.text()) === language) return
  await storeOfflinePage()
  await state.put(LANGUAGE_KEY, new Response(language))
}

self.addEventListener('message', (event) => {
  // Each page tells who is signed in and in which language.
  if (isAccountMessage(event.data))
    event.waitUntil(Promise.all([changeAccount(event.data.account), followLanguage(event.data.language)]))
})

/** The signed-in account's stored copy of a request, if any (timer data by its path alone). */
async function stored(request: Request, url: URL) {
  const account = await currentAccount()
  const options = { ignoreVary: true, ignoreSearch: isTimerPath(url.pathname) }
  const own =
    account === null
      ? undefined
      : await (await caches.open(accountCacheName(account))).match(request, options)
  return own ?? (await (await caches.open(SHELL_CACHE)).match(request, options))
}

async function navigation(request: Request, url: URL) {
  try {
    return await fetch(request)
  } catch (error) {
    const page = isTimerPath(url.pathname) ? await stored(request, url) : undefined
    const offline = page ?? (await (await caches.open(SHELL_CACHE)).match(OFFLINE_PATH))
    if (offline) return offline
    throw error
  }
}

async function file(request: Request, url: URL) {
  try {
    return await fetch(request)
  } catch (error) {
    const copy = await stored(request, url)
    if (copy) return copy
    throw error
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (isSignOut(request.method, url.pathname)) {
    event.waitUntil(changeAccount(null))
    return
  }
  if (request.method !== 'GET') return
  if (request.mode === 'navigate') event.respondWith(navigation(request, url))
  else if (isKeptFile(url.pathname)) event.respondWith(file(request, url))
})
