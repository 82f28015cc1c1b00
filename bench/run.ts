/**
 * `npm run bench [-- --seconds 10 --rounds 2 --database <empty database url> --only mixed]`
 *
 * Builds when needed, generates the data set (bench/generate.ts) into a fresh SQLite file (or the
 * empty database given), starts the production server (`node server.js`) on a free loopback port and
 * drives it with wrk: anonymous home, post page, concepts with a filter, the signed-in admin post
 * list (page 50 of 10 000 posts) and contact submissions. In alternating rounds it also measures
 * the post page's exact bytes served by nginx (a bare node:http server when nginx is missing) and a
 * bare React Router app rendering a page of the same size. Last, the mixed load: readers of the
 * cached post page while other connections ask for renders (`--only mixed`: that alone). Prints a table and writes
 * bench/results/<timestamp>.json. A command, not a test: nothing here fails on a slow machine.
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openConnection } from '#server/db/connection.server.ts'
import { BENCH_ADMIN, BENCH_SIZE, generateDataset } from './generate.ts'
import { startStaticBaseline, savePage } from './lib/baseline.ts'
import { freePort, startAndWait, withPeakMemory, type Started } from './lib/processes.ts'
import { measureMixedLoad, type MixedLoad } from './lib/mixed-load.ts'
import { ensureWrk, formPostLua, runWrk, uniqueQueryLua, type WrkResult, type WrkRun } from './lib/wrk.ts'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    database: { type: 'string' },
    only: { type: 'string' },
  },
})
const SECONDS = Number(args.seconds)
const ROUNDS = Number(args.rounds)
/** What a browser sends: compressed answers, Spanish first. */
const BROWSER = { 'Accept-Encoding': 'gzip', 'Accept-Language': 'es-ES,es;q=0.9' }
const POST_PATH = '/post/sesion-500-presion-tras-perdida'
const MB = 1024 * 1024

/** The Node flags `npm start` gives the server (package.json), so the bench measures that process. */
function startFlags(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
  return /\bnode ((?:--\S+ )*)server\.js/.exec(scripts.start)?.[1]?.split(' ').filter(Boolean) ?? []
}

interface Measured extends WrkResult {
  scenario: string
  connections: number
  peakRssMb: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

function buildIfNeeded() {
  execSync('node scripts/ensure-build.js', { stdio: 'inherit' })
  if (!fs.existsSync('bench/bare-app/build/server/index.js'))
    execSync('npx react-router build bench/bare-app', { stdio: 'inherit' })
}

/** Signs in through the sign-in form, as a browser would; returns the Cookie header. */
async function signIn(origin: string) {
  const response = await fetch(`${origin}/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password, redirectTo: '' }),
  })
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  if (response.status !== 302 || !cookies.some((c) => c?.includes('session_token')))
    throw new Error(`Signing in as ${BENCH_ADMIN.email} failed (${response.status})`)
  return cookies.join('; ')
}

/** A valid contact form body: the form's own signed start time, which must be 3 s old when posted. */
async function contactBody(origin: string) {
  const html = await (await fetch(`${origin}/contacto`)).text()
  const token = /name="formStartedAt" value="([^"]+)"/.exec(html)?.[1]
  if (!token) throw new Error('The contact page has no formStartedAt field')
  await new Promise((resolve) => setTimeout(resolve, 3_500))
  return new URLSearchParams({
    name: 'Familia Benchmark',
    email: 'familia@example.com',
    subject: 'Plazas para el campus',
    message: 'Hola, ¿quedan plazas para el campus de verano? Mi hijo tiene nueve años.',
    consent: 'on',
    website: '',
    formStartedAt: token,
  }).toString()
}

async function measure(server: Started, scenario: string, run: WrkRun, workDir: string): Promise<Measured> {
  const { result, peakBytes } = await withPeakMemory(server.pid, () => runWrk(run, workDir))
  const measured = {
    scenario,
    connections: run.connections,
    ...result,
    peakRssMb: Math.round(peakBytes / MB),
  }
  console.log(
    `  ${scenario.padEnd(34)} ${String(result.requestsPerSecond).padStart(7)} req/s  p99 ${result.p99Ms.toFixed(1)} ms`,
  )
  return measured
}

function printTable(rows: Measured[]) {
  const header = ['scenario', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'peak RSS MB']
  const lines = rows.map((r) => [
    r.scenario,
    String(r.connections),
    String(r.requestsPerSecond),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.errorResponses + r.socketErrors),
    String(r.peakRssMb),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)))
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log(['', format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n'))
}

const machine = (loadBefore: number[]) => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
  loadAverageBefore: loadBefore.map((n) => Number(n.toFixed(2))),
  loadAverageAfter: os.loadavg().map((n) => Number(n.toFixed(2))),
})

function saveResult(result: { at: string } & Record<string, unknown>) {
  fs.mkdirSync('bench/results', { recursive: true })
  const file = path.join('bench/results', `${result.at.replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
  console.log(`\nResults: ${file}`)
}

/** The mixed load on a cached post page (two requests fill the cache: a query-less address is kept from the first). */
async function mixedLoad(app: Started, origin: string, workDir: string): Promise<MixedLoad> {
  for (let i = 0; i < 2; i++) await (await fetch(`${origin}${POST_PATH}`, { headers: BROWSER })).arrayBuffer()
  return measureMixedLoad(app, { url: `${origin}${POST_PATH}`, seconds: SECONDS, headers: BROWSER, workDir })
}

async function main() {
  // Other work on the machine skews every number: the result records the load before and after.
  const loadBefore = os.loadavg()
  ensureWrk()
  buildIfNeeded()
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  const databaseUrl = args.database ?? `file:${path.join(workDir, 'app.db')}`
  console.log(`Generating the data set into ${databaseUrl}…`)
  const connection = openConnection(databaseUrl)
  await generateDataset(connection).finally(() => connection.close())

  const [appPort, staticPort, barePort] = [await freePort(), await freePort(), await freePort()]
  const origin = `http://127.0.0.1:${appPort}`
  const app = await startAndWait(process.execPath, [...startFlags(), 'server.js'], {
    url: `${origin}/healthz`,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(appPort),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      // Its admin signs in with a password alone (two-factor sign-in has its own tests).
      REQUIRE_2FA_FOR_ADMINS: 'false',
      SEED_DEMO: 'never',
      // The bench plays a proxy that reports each visitor's address (see formPostLua).
      TRUST_PROXY: '1',
      OUTBOX_DIR: path.join(workDir, 'outbox'),
      UPLOADS_DIR: path.join(workDir, 'uploads'),
    },
  })
  const started: Started[] = [app]
  try {
    if (args.only === 'mixed') {
      const mixed = await mixedLoad(app, origin, workDir)
      const at = new Date().toISOString()
      return saveResult({ at, machine: machine(loadBefore), options: { seconds: SECONDS }, mixed })
    }
    const cookie = await signIn(origin)
    const form = await contactBody(origin)
    const page = await savePage(`${origin}${POST_PATH}`, workDir, BROWSER)
    const staticServer = await startStaticBaseline(workDir, staticPort, page)
    started.push(staticServer)
    const bare = await startAndWait(process.execPath, ['bench/bare-app/server.js'], {
      url: `http://127.0.0.1:${barePort}/`,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(barePort),
        BARE_PAGE_BYTES: String(page.bytes),
      },
    })
    started.push(bare)
    const bareBytes = (await (await fetch(`http://127.0.0.1:${barePort}/`)).arrayBuffer()).byteLength

    const run = (pathname: string, extra: Partial<WrkRun> = {}): WrkRun => ({
      url: `${origin}${pathname}`,
      connections: 50,
      seconds: SECONDS,
      headers: BROWSER,
      ...extra,
    })
    const rows: Measured[] = []
    const ratios = { cachedPostVsStatic: [] as number[], uncachedPostVsBareApp: [] as number[] }
    console.log(`\nPost page: ${page.bytes} bytes; bare React Router page: ${bareBytes} bytes.`)
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`Round ${round} of ${ROUNDS} (alternating with the baselines):`)
      const baseline = await measure(
        staticServer,
        `post page, ${staticServer.server} (baseline)`,
        {
          ...run('/'),
          url: `http://127.0.0.1:${staticPort}/`,
        },
        workDir,
      )
      const post = await measure(app, '(b) post page, anonymous', run(POST_PATH), workDir)
      const bareApp = await measure(
        bare,
        'bare React Router app (baseline)',
        {
          ...run('/'),
          url: `http://127.0.0.1:${barePort}/`,
        },
        workDir,
      )
      const uncached = await measure(
        app,
        '(b) post page, uncached render',
        run(POST_PATH, { lua: uniqueQueryLua() }),
        workDir,
      )
      rows.push(baseline, post, bareApp, uncached)
      ratios.cachedPostVsStatic.push(post.requestsPerSecond / Math.max(1, baseline.requestsPerSecond))
      ratios.uncachedPostVsBareApp.push(uncached.requestsPerSecond / Math.max(1, bareApp.requestsPerSecond))
    }
    console.log('The other pages:')
    rows.push(await measure(app, '(a) home, anonymous', run('/'), workDir))
    rows.push(
      await measure(
        app,
        '(c) concepts, filtered',
        run('/conceptos?category=T%C3%A1ctica&programme=juvenil'),
        workDir,
      ),
    )
    // One coach: a single connection measures the page's latency, not a queue of 50 coaches.
    rows.push(
      await measure(
        app,
        '(d) admin posts, page 50 of 10 000',
        run('/admin/posts?page=50', {
          connections: 1,
          headers: { ...BROWSER, Cookie: cookie },
        }),
        workDir,
      ),
    )
    rows.push(
      await measure(app, '(e) contact form POST', run('/contacto', { lua: formPostLua(form) }), workDir),
    )
    rows.push(
      await measure(app, '(b) post page, 200 connections', run(POST_PATH, { connections: 200 }), workDir),
    )

    const mixed = await mixedLoad(app, origin, workDir)
    printTable(rows)
    // A run in which no request finished has no latency to speak of: it misses the target.
    const admin = rows.find((r) => r.scenario.startsWith('(d)'))
    const adminP99 = admin && admin.requests > 0 ? admin.p99Ms : Infinity
    const peakAt200 = rows.find((r) => r.scenario.includes('200 connections'))?.peakRssMb ?? Infinity
    const summary = {
      cachedPostVsStatic: Number(median(ratios.cachedPostVsStatic).toFixed(3)),
      uncachedPostVsBareApp: Number(median(ratios.uncachedPostVsBareApp).toFixed(3)),
      adminPostListP99Ms: adminP99,
      peakRssMbAt200Connections: peakAt200,
    }
    const targets = {
      'cached post ≥ 0.5× static baseline': summary.cachedPostVsStatic >= 0.5,
      'uncached post ≥ 1.5× bare React Router app': summary.uncachedPostVsBareApp >= 1.5,
      'peak RSS at 200 connections ≤ 200 MB': peakAt200 <= 200,
      'admin post list p99 < 50 ms': adminP99 < 50,
    }
    console.log(`\nPost page vs ${staticServer.server} (median of ${ROUNDS}): ${summary.cachedPostVsStatic}×`)
    console.log(
      `Uncached post vs bare React Router app (median of ${ROUNDS}): ${summary.uncachedPostVsBareApp}×`,
    )
    for (const [target, met] of Object.entries(targets))
      console.log(`  ${met ? 'met    ' : 'NOT met'}  ${target}`)

    const result = {
      at: new Date().toISOString(),
      machine: machine(loadBefore),
      options: { seconds: SECONDS, rounds: ROUNDS, database: args.database ? 'given' : 'sqlite' },
      dataset: BENCH_SIZE,
      pages: { postBytes: page.bytes, bareAppBytes: bareBytes, staticServer: staticServer.server },
      rows,
      mixed,
      ratios,
      summary,
      targets,
    }
    saveResult(result)
  } finally {
    for (const process of started.reverse()) await process.stop()
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
