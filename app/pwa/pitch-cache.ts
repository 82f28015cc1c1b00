import { accountCacheName, filesOfPage, timerPath } from './offline-policy.ts'

/**
 * The coach's sessions for the pitch on the device (docs/decisions/050-at-the-pitch.md): each
 * marked session's timer page, its `.data` and the files that page loads, in the account's own
 * cache, which the service worker answers from when the network fails. Written by the page, not the
 * worker: the page knows the account and which sessions are marked.
 */

const fresh = (path: string) => fetch(path, { credentials: 'same-origin', cache: 'no-store' })

/** The page's files: what its markup names and what it has loaded so far (fonts, lazy chunks). */
function filesOf(html: string) {
  const page = new DOMParser().parseFromString(html, 'text/html')
  const named = [...page.querySelectorAll<HTMLElement>('link[href], script[src]')].map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
  )
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name)
  return filesOfPage([...named, ...loaded], location.origin)
}

async function keep(cache: Cache, sessionId: number) {
  const page = timerPath(sessionId)
  const response = await fresh(page)
  // A session gone or a sign-in gone stores nothing (and keeps what was there).
  if (!response.ok || response.redirected) return
  const html = await response.clone().text()
  const data = await fresh(`${page}.data`)
  await cache.put(page, response)
  if (data.ok) await cache.put(`${page}.data`, data)
  for (const file of filesOf(html)) {
    if (await cache.match(file)) continue
    const copy = await fetch(file)
    if (copy.ok) await cache.put(file, copy)
  }
}

async function drop(cache: Cache, sessionId: number) {
  const page = timerPath(sessionId)
  await Promise.all([cache.delete(page), cache.delete(`${page}.data`)])
}

/**
 * Stores the marked sessions afresh and removes the unmarked ones. Offline, a fetch fails and the
 * copies already there stay: the sync is done again on the next page seen online.
 */
export async function syncPitchSessions(
  account: string,
  sessions: ReadonlyArray<{ id: number; forPitch: boolean }>,
) {
  if (typeof caches === 'undefined') return
  const cache = await caches.open(accountCacheName(account))
  for (const session of sessions) {
    if (!session.forPitch) await drop(cache, session.id)
    else if (navigator.onLine) await keep(cache, session.id).catch(ignoreOffline)
  }
}

/** A fetch refused by the network (TypeError) is expected at the pitch; anything else is a bug. */
function ignoreOffline(error: unknown) {
  if (!(error instanceof TypeError)) throw error
}
