const SECRET_PARAMS = /^(token|code|password|secret|key)$/i

/** The URL as it goes to the log: capped, with one-time tokens (reset, setup, verification) hidden. */
export function loggableUrl(originalUrl: string): string {
  const capped = originalUrl.slice(0, 500)
  const query = capped.indexOf('?')
  if (query === -1) return capped
  const params = new URLSearchParams(capped.slice(query + 1))
  for (const name of [...params.keys()]) if (SECRET_PARAMS.test(name)) params.set(name, '[redacted]')
  return `${capped.slice(0, query)}?${params.toString()}`
}
