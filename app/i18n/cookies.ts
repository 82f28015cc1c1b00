/** Browser-side cookie helpers shared by the language and display settings (one year, whole site). */
const ONE_YEAR = 60 * 60 * 24 * 365

export function writeCookie(name: string, value: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`
}

/** Reads a cookie from a `Cookie` header or `document.cookie`; malformed encoding counts as absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}

/** Storage can be missing or throw (private mode, disabled cookies): then it is simply not used. */
export function storageGet(storage: 'localStorage' | 'sessionStorage', key: string): string | undefined {
  try {
    return window[storage].getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

export function storageSet(storage: 'localStorage' | 'sessionStorage', key: string, value: string) {
  try {
    window[storage].setItem(key, value)
  } catch {
    // full or disabled storage: the cookie still carries the choice
  }
}
