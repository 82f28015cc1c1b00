/**
 * `npx tsx bench/render-ab.ts --database file:/tmp/bench.db [--rounds 10 --seconds 6 --connections 4] \
 *    before=build-before after=build-after,RENDER_CONCURRENCY=1 …`
 *
 * Server CPU per uncached post page of two or more server variants, in alternating rounds: each
 * variant is `name=BUILD_DIR[,NAME=VALUE…]` (a build folder inside the project, so its packages
 * resolve, and environment variables of its own). Every request has a query string never asked
 * before, so each is rendered (bench/lib/wrk.ts). Prints, per run and as medians, the server's CPU
 * per page from /proc (what a loaded host skews least), pages/s, p50, p99 and peak resident
 * memory. The database is one `bench/generate.ts` made. A tool for comparing changes to the render
 * path (docs/PERFORMANCE.md, "Found in the sixth pass"), not a test.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { cpuSeconds, freePort, startAndWait, withPeakMemory, type Started } from './lib/processes.ts'
import { startCommand } from './lib/start-command.ts'
import { runWrk, uniqueQueryLua } from './lib/wrk.ts'

const { values: args, positionals: variants } = parseArgs({
  allowPositionals: true,
  options: {
    database: { type: 'string' },
    rounds: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '4' },
    path: { type: 'string', default: '/post/sesion-500-presion-tras-perdida' },
  },
})
if (!args.database || variants.length === 0) {
  console.error('Usage: bench/render-ab.ts --database file:/tmp/bench.db name=BUILD_DIR[,NAME=VALUE…] …')
  process.exit(2)
}
const BROWSER = { 'Accept-Encoding': 'gzip', 'Accept-Language': 'es-ES,es;q=0.9' }
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

interface Variant {
  name: string
  server: Started
  origin: string
  runs: { cpuMs: number; pagesPerSecond: number; p50: number; p99: number; peakMb: number }[]
}

async function start(spec: string, workDir: string): Promise<Variant> {
  const [name = spec, rest = ''] = spec.split(/=(.*)/s)
  const [buildDir = 'build', ...settings] = rest.split(',')
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...startCommand().env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: args.database,
    SESSION_SECRET: 'render-ab-session-secret-0123456789abcdef',
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
    OUTBOX_DIR: path.join(workDir, name, 'outbox'),
    UPLOADS_DIR: path.join(workDir, name, 'uploads'),
    BUILD_DIR: buildDir,
    ...Object.fromEntries(settings.map((setting) => setting.split(/=(.*)/s).slice(0, 2))),
  }
  const origin = `http://127.0.0.1:${port}`
  const server = await startAndWait(process.execPath, [...startCommand().flags, 'server.js'], {
    name,
    url: `${origin}/healthz`,
    env,
  })
  // Past the first renders' compilation: 30 pages before any run.
  for (let i = 0; i < 30; i++)
    await (await fetch(`${origin}${args.path}?warm=${i}`, { headers: BROWSER })).arrayBuffer()
  return { name, server, origin, runs: [] }
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-ab-'))
  const started: Variant[] = []
  try {
    for (const spec of variants) started.push(await start(spec, workDir))
    for (let round = 0; round < Number(args.rounds); round++) {
      // Alternating the order too, so that no variant always runs after the same one.
      for (const variant of round % 2 ? [...started].reverse() : started) {
        const before = cpuSeconds(variant.server.pid)
        const { result, peakBytes } = await withPeakMemory(variant.server.pid, () =>
          runWrk(
            {
              url: `${variant.origin}${args.path}`,
              connections: Number(args.connections),
              seconds: Number(args.seconds),
              headers: BROWSER,
              lua: uniqueQueryLua({ countStatus: 503 }),
            },
            workDir,
          ),
        )
        const pages = Math.max(1, result.requests - result.counted)
        const run = {
          cpuMs: ((cpuSeconds(variant.server.pid) - before) * 1000) / pages,
          pagesPerSecond: pages / Number(args.seconds),
          p50: result.p50Ms,
          p99: result.p99Ms,
          peakMb: peakBytes / 1024 ** 2,
        }
        variant.runs.push(run)
        console.log(
          `round ${round + 1} ${variant.name.padEnd(12)} ${run.cpuMs.toFixed(2)} ms CPU/page  ${run.pagesPerSecond.toFixed(0)} pages/s  p50 ${run.p50.toFixed(0)} ms  p99 ${run.p99.toFixed(0)} ms  ${run.peakMb.toFixed(0)} MB  (${result.counted} answered 503, ${result.socketErrors} socket errors; load ${os.loadavg()[0]?.toFixed(1)})`,
        )
      }
    }
    for (const { name, runs } of started) {
      const of = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]))
      console.log(
        `median ${name.padEnd(12)} ${of('cpuMs').toFixed(2)} ms CPU/page  ${of('pagesPerSecond').toFixed(0)} pages/s  p50 ${of('p50').toFixed(0)} ms  p99 ${of('p99').toFixed(0)} ms  peak ${Math.max(...runs.map((run) => run.peakMb)).toFixed(0)} MB`,
      )
    }
  } finally {
    for (const { server } of started) await server.stop()
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
