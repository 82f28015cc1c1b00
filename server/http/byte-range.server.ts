/** One satisfiable byte range of a representation, `end` inclusive. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * The Range header of a GET (RFC 9110 section 14), for one range: `bytes=0-99`, `bytes=100-` or
 * `bytes=-500` (the last 500 bytes). Null means "send the whole file": no header, another unit,
 * several ranges or a header that does not parse (a server may ignore Range). 'unsatisfiable'
 * (answered 416) is a well-formed range that starts past the end.
 */
export function byteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Number(last)
  return { start, end: Math.min(end, size - 1) }
}
