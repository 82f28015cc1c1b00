import { withPeakMemory, type Started } from './processes.ts'
import { runWrk, uniqueQueryLua } from './wrk.ts'

const READERS = 200
const RENDERERS = 20

export interface MixedLoad {
  readers: number
  renderers: number
  /** The same readers without the renders, measured just before: the other figures' yardstick on a shared host. */
  hitsAlonePerSecond: number
  hitsAloneP99Ms: number
  /** Readers of the cached page during the renders: their requests/s and latency. */
  hitsPerSecond: number
  hitsP50Ms: number
  hitsP99Ms: number
  hitErrors: number
  /** Uncached renders answered with a page per second, and answered 503 in the whole run. */
  rendersPerSecond: number
  renderP99Ms: number
  refused503: number
  renderOtherErrors: number
  peakRssMb: number
}

/**
 * Readers of a cached page while others ask for pages no cache holds (a query string never
 * repeated): two wrk processes at once against the same server. What overload protection is for:
 * the readers keep their speed, the renders beyond what the server can take are refused at once.
 */
export async function measureMixedLoad(
  server: Started,
  run: { url: string; seconds: number; headers: Record<string, string>; workDir: string },
): Promise<MixedLoad> {
  const { url, seconds, headers, workDir } = run
  const alone = await runWrk({ url, seconds, headers, connections: READERS }, workDir)
  const { result, peakBytes } = await withPeakMemory(server.pid, () =>
    Promise.all([
      runWrk({ url, seconds, headers, connections: READERS }, workDir),
      runWrk(
        { url, seconds, headers, connections: RENDERERS, lua: uniqueQueryLua({ countStatus: 503 }) },
        workDir,
      ),
    ]),
  )
  const [hits, renders] = result
  const answered = renders.requests - renders.counted
  const mixed: MixedLoad = {
    readers: READERS,
    renderers: RENDERERS,
    hitsAlonePerSecond: alone.requestsPerSecond,
    hitsAloneP99Ms: alone.p99Ms,
    hitsPerSecond: hits.requestsPerSecond,
    hitsP50Ms: hits.p50Ms,
    hitsP99Ms: hits.p99Ms,
    hitErrors: hits.errorResponses + hits.socketErrors,
    rendersPerSecond: Math.round((answered / Math.max(1, renders.requests)) * renders.requestsPerSecond),
    renderP99Ms: renders.p99Ms,
    refused503: renders.counted,
    renderOtherErrors: renders.errorResponses - renders.counted + renders.socketErrors,
    peakRssMb: Math.round(peakBytes / (1024 * 1024)),
  }
  console.log(
    `  mixed: ${READERS} readers alone ${mixed.hitsAlonePerSecond} req/s (p99 ${mixed.hitsAloneP99Ms.toFixed(1)} ms);` +
      ` with renders ${mixed.hitsPerSecond} req/s, p50 ${mixed.hitsP50Ms.toFixed(1)} ms, p99 ${mixed.hitsP99Ms.toFixed(1)} ms;` +
      ` ${RENDERERS} connections of renders ${mixed.rendersPerSecond} pages/s (p99 ${mixed.renderP99Ms.toFixed(1)} ms), ${mixed.refused503} answered 503, ${mixed.renderOtherErrors} other errors`,
  )
  return mixed
}
