/**
 * The rich-text rules that need no schema library: which link targets and image sources are
 * allowed, how deep a document may nest, and reading time. Shared by the schema (rich-text.ts),
 * the editor and the server renderer.
 */

export const MAX_RICH_TEXT_DEPTH = 40

/**
 * Link targets: http(s), mailto, site-relative paths ("//host" and "/\host" are not) and page
 * anchors. The scheme is matched literally at the very start and no whitespace, control character,
 * quote, angle bracket or backslash may appear anywhere, so "java\tscript:", "&#106;avascript:"
 * or " javascript:" never pass.
 */
export function isSafeHref(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff"<>`\\]/.test(value)) return false
  if (/^\/(?![/\\])/.test(value) || /^#[\w-]*$/.test(value)) return true
  if (!/^(https?:\/\/|mailto:)/i.test(value)) return false
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** Images come from our own media library only: /media/<file>. */
export const isMediaSrc = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 500 && /^\/media\/[\w%-][\w%.-]*$/.test(value)

/**
 * How deeply nodes nest through their `content` arrays (the doc is 1). Walked without recursion,
 * so a depth bomb cannot overflow the stack; the walk stops once the limit is passed.
 */
export function richTextDepth(value: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 1]]
  for (let item = stack.pop(); item && deepest <= MAX_RICH_TEXT_DEPTH; item = stack.pop()) {
    const [node, depth] = item
    if (typeof node !== 'object' || node === null) continue
    deepest = Math.max(deepest, depth)
    const content = 'content' in node ? node.content : undefined
    if (Array.isArray(content)) for (const child of content) stack.push([child, depth + 1])
  }
  return deepest
}

const WORDS_PER_MINUTE = 200

/** Words and reading time (200 words a minute, at least one) of a document's plain text. */
export function readingStats(plain: string): { words: number; readingMinutes: number } {
  const words = plain.split(/\s+/).filter(Boolean).length
  return { words, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) }
}
