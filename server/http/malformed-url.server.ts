export const MAX_URL_LENGTH = 4096

/**
 * Where a refused request is rendered inside the app: a path only the catch-all route matches (one
 * segment would be a language's home page, `/:lang`; two name a programme there).
 */
export const MALFORMED_PATH = '/__malformed/request'

// Backslashes and control characters, raw or percent-encoded; raw spaces; encoded "/" or ".".
// eslint-disable-next-line no-control-regex
const BAD_RAW = /[\\\u0000-\u0020\u007f]/
const BAD_ENCODED = /%(?:[01][0-9a-f]|7f|5c|2f|2e)/i
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

/**
 * A request target no page can answer: not a plain path ("*", "http://…"), over-long, undecodable,
 * with a NUL byte, a backslash, a control character, an encoded slash or dot, a dot segment, or
 * starting with "//" (which code building URLs would read as another host). Browsers never send
 * these for links on this site; the visitor gets the translated 400 page.
 */
export function isMalformedTarget(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.length > MAX_URL_LENGTH) return true
  const queryAt = target.indexOf('?')
  const path = queryAt === -1 ? target : target.slice(0, queryAt)
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1)
  if (BAD_RAW.test(path) || BAD_ENCODED.test(path) || DOT_SEGMENT.test(path) || !decodes(path)) return true
  // Pages read the query with URLSearchParams, which takes anything but a NUL byte in stride.
  return /%00/.test(query)
}
