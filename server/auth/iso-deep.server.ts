/**
 * Dates leave the server as ISO 8601 strings, recursively (spec section 3): Date objects and
 * timestamp-shaped objects ({ seconds, nanoseconds } as the old documents stored them).
 */
export type IsoDeep<T> = T extends Date
  ? string
  : T extends Array<infer U>
    ? IsoDeep<U>[]
    : T extends object
      ? { [K in keyof T]: IsoDeep<T[K]> }
      : T

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

function timestampToIso(value: Record<string, unknown>): string | undefined {
  const seconds = value.seconds ?? value._seconds
  const nanos = value.nanoseconds ?? value._nanoseconds
  const keys = Object.keys(value).length
  if (typeof seconds === 'number' && typeof nanos === 'number' && keys === 2)
    return new Date(seconds * 1000 + Math.floor(nanos / 1e6)).toISOString()
  return undefined
}

export function toIsoDeep(value: unknown): Json {
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(toIsoDeep)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const iso = timestampToIso(record)
    if (iso) return iso
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, toIsoDeep(v)]))
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  return null
}
