import http from 'node:http'

/**
 * Steady traffic against a server while a fault test stops and starts what it depends on: each kind
 * of request is sent every `everyMs`, each answer (or its absence) is kept with when it was sent.
 */

export interface Sample {
  kind: string
  path: string
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

type Answer = Pick<Sample, 'status' | 'retryAfter' | 'contentType'>

/**
 * One request with node:http, whose socket is destroyed at `timeoutMs` whatever state it is in
 * (fetch's abort signal did not always end a request whose server stopped mid-answer).
 */
function send(url: string, init: RequestInit = {}, timeoutMs: number): Promise<Answer> {
  const body = init.body === undefined ? undefined : String(init.body)
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) }
  if (body !== undefined) headers['Content-Type'] ??= 'application/x-www-form-urlencoded'
  return new Promise((done) => {
    const resolve = (answer: Answer) => {
      clearTimeout(timer)
      done(answer)
    }
    const failed = (status: number) => resolve({ status, retryAfter: null, contentType: null })
    const request = http.request(url, { method: init.method ?? 'GET', headers, agent: false }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: (response.headers['retry-after'] as string | undefined) ?? null,
          contentType: response.headers['content-type'] ?? null,
        }),
      )
      response.on('error', () => failed(REFUSED))
    })
    const timer = setTimeout(() => {
      request.destroy()
      failed(TIMED_OUT)
    }, timeoutMs)
    request.on('error', () => failed(REFUSED))
    request.end(body)
  })
}

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
    const answer = await send(`${origin}${path}`, init, timeoutMs)
    samples.push({ kind, path, at, ms: Date.now() - started - at, ...answer })
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
  samples.map((s) => `${s.at}ms ${s.kind} ${s.path.slice(0, 60)}: ${s.status} in ${s.ms}ms`).join('\n')
