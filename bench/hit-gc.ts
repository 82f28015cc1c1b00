/**
 * `npx tsx bench/hit-gc.ts --database file:/tmp/bench.db [--variant 'name=flags'…] [--renders 1000]
 *   [--between 300] [--seconds 2] [--rounds 6] [--probe]`
 *
 * The cache hit's CPU per request against the bare node:http server (bench/static-server.js), in
 * short alternating wrk runs, for one or more server processes started with different Node flags
 * (docs/PERFORMANCE.md, "The cache-hit path"). Each variant is `name=flags`: its flags go before
 * `server.js`, and words of the form `NAME=value` among them go to its environment instead
 * (BUILD_DIR=… serves another build; RENDERS=n and BETWEEN=n replace --renders and --between for this one). Without a variant, the flags and environment of `npm start`. The database is
 * one made by bench/generate.ts; every server signs in its administrator and learner first, then
 * renders `--renders` uncached post pages (a query string never repeated), and `--between` more
 * after each round, as the bench's rounds alternate hits with renders. `--probe` starts every
 * process with `--trace-gc-nvp` and prints each run's collections (`gcText`). Prints the medians
 * of CPU per request; writes nothing.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { BENCH_ADMIN, BENCH_LEARNER } from './generate.ts'
import { savePage } from './lib/baseline.ts'
import { cpuSeconds, freePort, type Started } from './lib/processes.ts'
import { signIn } from './lib/sign-in.ts'
import { startCommand } from './lib/start-command.ts'
import { runWrk } from './lib/wrk.ts'

const { values: args } = parseArgs({
  options: {
    database: { type: 'string' },
    variant: { type: 'string', multiple: true, default: [] },
    renders: { type: 'string', default: '0' },
    between: { type: 'string', default: '0' },
    seconds: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '50' },
    probe: { type: 'boolean', default: false },
  },
})
if (!args.database) throw new Error('--database file:… (made by bench/generate.ts) is required')
const BROWSER = { 'Accept-Encoding': 'gzip', 'Accept-Language': 'es-ES,es;q=0.9' }
const POST_PATH = '/post/sesion-500-presion-tras-perdida'

interface Server extends Started {
  origin: string
  probeFile?: string
  /** Uncached renders before the rounds and after each, when the variant says (`RENDERS=n`, `BETWEEN=n`). */
  renders?: number
  between?: number
}

async function waitFor(url: string, child: ReturnType<typeof spawn>) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited`)
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer`)
}

/** A Node process (`script` and its arguments, then the port) with `words`' flags and environment, once `path` answers. */
async function startNode(
  name: string,
  script: string[],
  words: string[],
  workDir: string,
  readyPath: string,
): Promise<Server> {
  const port = await freePort()
  const flags = words.filter((w) => w.startsWith('-'))
  const extraEnv = Object.fromEntries(
    words
      .filter((w) => !w.startsWith('-'))
      .map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
  )
  const probeFile = args.probe ? path.join(workDir, `${name}.gc.txt`) : undefined
  const probe = probeFile ? ['--trace-gc-nvp'] : []
  const child = spawn(process.execPath, [...flags, ...probe, ...script, String(port)], {
    stdio: ['ignore', probeFile ? fs.openSync(probeFile, 'w') : 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: args.database,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      REQUIRE_2FA_FOR_ADMINS: 'false',
      SEED_DEMO: 'never',
      TRUST_PROXY: '1',
      OUTBOX_DIR: path.join(workDir, 'outbox'),
      UPLOADS_DIR: path.join(workDir, 'uploads'),
      ...extraEnv,
    },
  })
  const origin = `http://127.0.0.1:${port}`
  await waitFor(`${origin}${readyPath}`, child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  const count = (word: string) => (extraEnv[word] === undefined ? undefined : Number(extraEnv[word]))
  return {
    name,
    child,
    pid: child.pid ?? 0,
    stop,
    origin,
    probeFile,
    renders: count('RENDERS'),
    between: count('BETWEEN'),
  }
}

/** `count` uncached post pages, four at a time: each address is new, so each one is rendered. */
async function render(origin: string, count: number) {
  const prefix = randomUUID()
  let next = 0
  const worker = async () => {
    while (next < count) {
      const i = next++
      await (await fetch(`${origin}${POST_PATH}?gc=${prefix}-${i}`, { headers: BROWSER })).arrayBuffer()
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
}

/** Collections V8 reported (`--trace-gc-nvp`) in the server's output since `offset`. */
function gcSince(server: Server, offset: number) {
  if (!server.probeFile) return { offset, lines: [] as Record<string, string>[] }
  const text = fs.readFileSync(server.probeFile, 'utf8')
  const lines = text
    .slice(offset)
    .split('\n')
    .filter((line) => line.includes(' pause='))
    .map((line) => Object.fromEntries([...line.matchAll(/([\w.]+)=(\S+)/g)].map((m) => [m[1], m[2]])))
  return { offset: text.length, lines }
}

/**
 * One run's collections, in microseconds per request: the scavenges' main-thread and helper
 * time, the mark-compacts' pauses and their background (concurrent marking, sweeping) time, how
 * many of each, the young generation's capacity and what a scavenge promoted; the old
 * generation's size and limit at the end.
 */
function gcText(lines: Record<string, string>[], requests: number) {
  if (!lines.length) return ''
  const scavenges = lines.filter((l) => l.gc === 's')
  const others = lines.filter((l) => l.gc !== 's')
  const sum = (of: Record<string, string>[], pick: (key: string) => boolean) =>
    of.reduce(
      (total, l) => total + Object.entries(l).reduce((t, [k, v]) => t + (pick(k) ? Number(v) : 0), 0),
      0,
    )
  const perRequest = (ms: number) => ((ms * 1e3) / Math.max(1, requests)).toFixed(2)
  const mean = (of: Record<string, string>[], key: string) =>
    sum(of, (k) => k === key) / Math.max(1, of.length)
  const last = lines[lines.length - 1] ?? {}
  const MB = 1024 * 1024
  return [
    `${scavenges.length} scav (${(mean(scavenges, 'new_space_capacity') / MB).toFixed(1)} MB, promoted ${(mean(scavenges, 'promoted') / 1024).toFixed(0)} KB)`,
    `main ${perRequest(sum(scavenges, (k) => k === 'scavenge'))} helpers ${perRequest(sum(scavenges, (k) => k === 'background.scavenge.parallel'))} µs/req`,
    `${others.length} ${[...new Set(others.map((l) => l.gc))].join(',')}: pause ${perRequest(sum(others, (k) => k === 'pause'))} background ${perRequest(sum(others, (k) => k.startsWith('background.')))} µs/req`,
    `old ${(Number(last.end_object_size ?? 0) / MB).toFixed(0)}/${(Number(last.old_gen_allocation_limit ?? 0) / MB).toFixed(0)} MB`,
  ].join(' | ')
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hit-gc-'))
  const { flags, env } = startCommand()
  const npmStart = [...flags, ...Object.entries(env).map(([name, value]) => `${name}=${value}`)].join(' ')
  const variants = (args.variant.length ? args.variant : [`start=${npmStart}`]).map((v) => {
    const at = v.indexOf('=')
    return {
      name: v.slice(0, at),
      words: v
        .slice(at + 1)
        .split(' ')
        .filter(Boolean),
    }
  })
  const started: Started[] = []
  try {
    const apps: Server[] = []
    for (const variant of variants) {
      const app = await startNode(variant.name, ['server.js'], variant.words, workDir, '/healthz')
      started.push(app)
      await signIn(app.origin, BENCH_ADMIN)
      await signIn(app.origin, BENCH_LEARNER)
      for (let i = 0; i < 2; i++)
        await (await fetch(`${app.origin}${POST_PATH}`, { headers: BROWSER })).arrayBuffer()
      apps.push(app)
    }
    const first = apps[0]
    if (!first) return
    const page = await savePage(`${first.origin}${POST_PATH}`, workDir, BROWSER)
    const staticServer = await startNode(
      'node:http',
      ['bench/static-server.js', page.file, path.join(workDir, 'headers.json')],
      [],
      workDir,
      '/',
    )
    started.push(staticServer)
    for (const app of apps) {
      const renders = app.renders ?? Number(args.renders)
      if (renders) await render(app.origin, renders)
    }
    const cpu: Record<string, number[]> = { 'node:http': [] }
    const rps: Record<string, number[]> = { 'node:http': [] }
    for (const app of apps) [cpu[app.name], rps[app.name]] = [[], []]
    const targets = [
      { name: 'node:http', pid: staticServer.pid, url: `${staticServer.origin}/`, app: staticServer },
      ...apps.map((app) => ({ name: app.name, pid: app.pid, url: `${app.origin}${POST_PATH}`, app })),
    ]
    for (let round = 1; round <= Number(args.rounds); round++) {
      for (const target of targets) {
        const { offset } = gcSince(target.app, 0)
        const before = cpuSeconds(target.pid)
        const result = await runWrk(
          {
            url: target.url,
            connections: Number(args.connections),
            seconds: Number(args.seconds),
            headers: BROWSER,
          },
          workDir,
        )
        const us = ((cpuSeconds(target.pid) - before) * 1e6) / Math.max(1, result.requests)
        cpu[target.name]?.push(us)
        rps[target.name]?.push(result.requestsPerSecond)
        const { lines } = gcSince(target.app, offset)
        console.log(
          `round ${round} ${target.name.padEnd(12)} ${String(result.requestsPerSecond).padStart(6)} req/s ${us.toFixed(1).padStart(5)} µs/req  ${gcText(lines, result.requests)}`,
        )
      }
      if (round < Number(args.rounds))
        for (const app of apps) {
          const between = app.between ?? Number(args.between)
          if (between) await render(app.origin, between)
        }
    }
    const base = median(cpu['node:http'] ?? [])
    console.log(
      `\nmedians over ${args.rounds} rounds of ${args.seconds} s (load ${os.loadavg()[0]?.toFixed(1)}):`,
    )
    for (const target of targets) {
      const us = median(cpu[target.name] ?? [])
      console.log(
        `  ${target.name.padEnd(12)} ${us.toFixed(1)} µs/req (${(base / us).toFixed(3)}× node:http by CPU), ${median(rps[target.name] ?? [])} req/s`,
      )
    }
  } finally {
    for (const server of started.reverse()) await server.stop()
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
