/**
 * The one check for every redirect target that comes from a request (`redirectTo`, `callbackURL`
 * and any later parameter): only a path on this site survives, in the normalised form a browser
 * would request, so nothing can turn it into another origin afterwards.
 */
const PROBE_ORIGIN = 'http://redirect-target.invalid'
const MAX_LENGTH = 2048
const MAX_DECODE_ROUNDS = 4

// Browsers drop tabs and newlines inside URLs ("/\t/evil" is "//evil") and read "\" as "/".
// eslint-disable-next-line no-control-regex
const DANGEROUS_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/
const startsLikeAPath = (value: string) => value.startsWith('/') && !/^\/[/\\]/.test(value)

/** What the value reads as once every layer of percent-encoding is gone (malformed layers stop it). */
function fullyDecoded(value: string): string {
  let current = value
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return current
    }
    if (next === current) return current
    current = next
  }
  return current
}

/** The path part of `value` as a browser resolves it on this site, or undefined for another origin. */
function resolvedOnSite(value: string): URL | undefined {
  try {
    const url = new URL(value, PROBE_ORIGIN)
    return url.origin === PROBE_ORIGIN ? url : undefined
  } catch {
    return undefined
  }
}

export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return fallback
  const decoded = fullyDecoded(target)
  for (const form of [target, decoded])
    if (!startsLikeAPath(form) || DANGEROUS_CHARACTER.test(form)) return fallback
  // Dot segments are resolved here, in the raw and in the decoded form alike: "/.//evil",
  // "/.%2F%2Fevil" and "/%2e%2e//evil" all become "//evil" and are refused.
  const url = resolvedOnSite(target)
  const decodedUrl = resolvedOnSite(decoded)
  if (!url || !decodedUrl) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  const decodedPath = fullyDecoded(url.pathname)
  for (const form of [path, decodedPath, decodedUrl.pathname])
    if (!startsLikeAPath(form) || DANGEROUS_CHARACTER.test(form)) return fallback
  return path
}
