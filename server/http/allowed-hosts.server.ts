/**
 * Which `Host` headers the site answers and which it keeps pages for
 * (docs/decisions/012-html-cache-and-instances.md, "Hosts"). Any visitor can send any Host, and
 * each one used to make its own entries in the HTML cache: junk hosts pushed real pages out.
 */
export interface HostPolicy {
  /** Whether a request for this host is answered at all (else 421 Misdirected Request). */
  answers(host: string | undefined): boolean
  /** Whether pages rendered for this host may be kept in the HTML cache. */
  caches(host: string | undefined): boolean
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/**
 * With `BASE_URL` (production behind a proxy), only its host and `ALLOWED_HOSTS` are answered, and
 * cached. Without either (development: pages link to the request's own origin), every host is
 * answered, so the site is reachable from another machine on the network, but only the loopback
 * names on the server's own port are cached: junk hosts cost a render each, never cache space.
 */
export function hostPolicy(options: {
  baseUrl: string | undefined
  allowedHosts: string[]
  port: number
}): HostPolicy {
  const listed = new Set(
    [...(options.baseUrl ? [new URL(options.baseUrl).host] : []), ...options.allowedHosts].map((host) =>
      host.toLowerCase(),
    ),
  )
  const normalised = (host: string | undefined) => (host ?? '').toLowerCase()
  if (listed.size > 0) {
    const isListed = (host: string | undefined) => listed.has(normalised(host))
    return { answers: isListed, caches: isListed }
  }
  const loopback = new Set(LOOPBACK_NAMES.flatMap((name) => [name, `${name}:${options.port}`]))
  return { answers: () => true, caches: (host) => loopback.has(normalised(host)) }
}
