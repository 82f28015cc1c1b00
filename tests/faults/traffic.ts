/**
 * Steady traffic against a server while a fault test stops and starts what it depends on: each kind
 * of request is sent every `everyMs`, each answer (or its absence) is kept with when it was sent.
 */

export interface Sample {
  kind: string
  /** When the request was sent (ms since the traffic started). */
  at: number
  /** The HTTP status; 0 when no answer came (refused connection), -1 when it timed out. */
  status: number
  ms: number
  retryAfter: string | null
  contentType: string | null
}

export type RequestOf = () => { path: string; init?: RequestInit }

export const REFUSED = 0
export const TIMED_OUT = -1

export function driveTraffic(
  origin: string,
  kinds: Record<string, RequestOf>,
  { everyMs = 100, timeoutMs = 5_000 } = {},
) {
  const started = Date.now()
  const samples: Sample[] = []
  const pending = new Set<Promise<void>>()
  const sendOne = async (kind: string, requestOf: RequestOf) => {
    const { path, init } = requestOf()
    const at = Date.now() - started
    try {
      const response = await fetch(`${origin}${path}`, {
        redirect: 'manual',
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.arrayBuffer()
      samples.push({
        kind,
        at,
        status: response.status,
        ms: Date.now() - started - at,
        retryAfter: response.headers.get('retry-after'),
        contentType: response.headers.get('content-type'),
      })
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError'
      samples.push({
        kind,
        at,
        status: timedOut ? TIMED_OUT : REFUSED,
        ms: Date.now() - started - at,
        retryAfter: null,
        contentType: null,
      })
    }
  }
  const timer = setInterval(() => {
    for (const [kind, requestOf] of Object.entries(kinds)) {
      const one = sendOne(kind, requestOf)
      pending.add(one)
      void one.finally(() => pending.delete(one))
    }
  }, everyMs)
  return {
    samples,
    /** Milliseconds since the traffic started: mark phases with it. */
    now: () => Date.now() - started,
    async stop() {
      clearInterval(timer)
      await Promise.all(pending)
      return samples
    },
  }
}

/** The samples sent in [from, to). */
export const between = (samples: Sample[], from: number, to = Infinity) =>
  samples.filter((sample) => sample.at >= from && sample.at < to)

/** A readable line per unexpected sample, for assertion messages. */
export const describeSamples = (samples: Sample[]) =>
  samples.map((s) => `${s.at}ms ${s.kind}: ${s.status} in ${s.ms}ms`).join('\n')
