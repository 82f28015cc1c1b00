export const MAX_URL_LENGTH = 4096

/**
 * URLs no page can answer: overlong, undecodable percent-encoding, or a NUL byte. The root loader
 * turns them into the translated 400 page instead of letting them reach any query.
 */
export function isMalformedUrl(url: URL): boolean {
  if (url.href.length > MAX_URL_LENGTH) return true
  try {
    return decodeURIComponent(url.pathname + url.search.replace(/\+/g, ' ')).includes('\0')
  } catch {
    return true
  }
}
