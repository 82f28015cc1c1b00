/**
 * `npm run bench [-- --seconds 10 --rounds 2 --database <empty database url> --only mixed]`
 *
 * Builds when needed, measures the demo's longest post page on a server seeded with the demo, then
 * generates the data set (bench/generate.ts) into a fresh SQLite file (or the empty database given),
 * starts the production server (`node server.js`) on a free loopback port, signs in the admin and a
 * learner through the sign-in form and drives it with wrk: anonymous home, post page, concepts with
 * a filter, the drill library with two filters, the signed-in admin post list (page 50 of 10 000
 * posts), the learner's lesson page and account settings, and contact submissions. In alternating
 * rounds it also measures the post page's exact bytes served by nginx and by a bare node:http
 * server, and a bare React Router app rendering a page of the same size. Last, the mixed load:
 * readers of the cached post page while other connections ask for renders (`--only mixed`: that
 * alone; `--only counting`: the cache hit with page counting on and off, alternating). Prints a table and issue 35's targets, and writes bench/results/<timestamp>.json. A
 * command, not a test: nothing here fails on a slow machine.
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openConnection } from '#server/db/connection.server.ts'
import { BENCH_ADMIN, BENCH_LEARNER, BENCH_SIZE, generateDataset } from './generate.ts'
import { savePage, startNginx, startNodeStatic, type Baseline } from './lib/baseline.ts'
import { longestDemoPost, measurePage, type PageSize } from './lib/page-size.ts'
import { cpuSeconds, freePort, startAndWait, withPeakMemory, type Started } from './lib/processes.ts'
import { signIn } from './lib/sign-in.ts'
import { BROWSER, contactBodies, DRILLS_PATH, median, POST_PATH } from './lib/scenario.ts'
import { startCommand } from './lib/start-command.ts'
import { measureMixedLoad, type MixedLoad } from './lib/mixed-load.ts'
import {
  countStatusLua,
  ensureWrk,
  formPostLua,
  runWrk,
  uniqueQueryLua,
  type WrkResult,
  type WrkRun,
} from './lib/wrk.ts'

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
const MB = 1024 * 1024

interface Measured extends WrkResult {
  scenario: string
  /** The process measured: the app, or a baseline. */
  server: string
  connections: number
  /** Answers other than the render gate's 503 (counted on render scenarios only), per second. */
  pagesPerSecond: number
  refused503: number
  /** The server's CPU time (user + system) over the run, per request: what a loaded host skews least. */
  cpuUsPerRequest: number
  peakRssMb: number
}

function buildIfNeeded() {
  execSync('node scripts/ensure-build.js', { stdio: 'inherit' })
  if (!fs.existsSync('bench/bare-app/build/server/index.js'))
    execSync('npx react-router build bench/bare-app', { stdio: 'inherit' })
}

/** The bench server's session secret: it also signs the contact form's tokens. */
const BENCH_SESSION_SECRET = 'bench-session-secret-0123456789abcdef'
/** How many contact messages a run may send at most (each needs a form token of its own). */
const CONTACT_BODIES = 20_000

async function measure(server: Started, scenario: string, run: WrkRun, workDir: string): Promise<Measured> {
  const cpuBefore = cpuSeconds(server.pid)
  const { result, peakBytes } = await withPeakMemory(server.pid, () => runWrk(run, workDir))
  const cpuUsed = cpuSeconds(server.pid) - cpuBefore
  const measured = {
    scenario,
    server: server.name,
    connections: run.connections,
    ...result,
    pagesPerSecond: Math.round(
      result.requestsPerSecond * (1 - result.counted / Math.max(1, result.requests)),
    ),
    refused503: result.counted,
    cpuUsPerRequest: Number(((cpuUsed * 1e6) / Math.max(1, result.requests)).toFixed(1)),
    peakRssMb: Math.round(peakBytes / MB),
  }
  console.log(
    `  ${scenario.padEnd(38)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.p50Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms  ${measured.cpuUsPerRequest} µs CPU/request` +
      (result.counted ? `  (${result.counted} answered 503)` : ''),
  )
  return measured
}

function printTable(rows: Measured[]) {
  const header = [
    'scenario',
    'conns',
    'req/s',
    'pages/s',
    'p50 ms',
    'p99 ms',
    '503',
    'errors',
    'CPU µs/req',
    'peak RSS MB',
  ]
  const lines = rows.map((r) => [
    r.scenario,
    String(r.connections),
    String(r.requestsPerSecond),
    String(r.pagesPerSecond),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.refused503),
    String(r.errorResponses + r.socketErrors),
    String(r.cpuUsPerRequest),
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

/**
 * What counting page views costs a cache hit: the cached post page from a server counting (every
 * request is the same browser's visit) and from one with ANALYTICS=off, alternating, on one database.
 */
async function countingCost(servers: [Started, Started], origins: [string, string], workDir: string) {
  for (const origin of origins)
    for (let i = 0; i < 2; i++)
      await (await fetch(`${origin}${POST_PATH}`, { headers: BROWSER })).arrayBuffer()
  const rows: Measured[] = []
  const ratios = { requestsPerSecond: [] as number[], cpuPerRequest: [] as number[] }
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round} of ${ROUNDS}:`)
    const [on, off] = [
      await measure(
        servers[0],
        '(b) post page, cache hit, counting on',
        { url: `${origins[0]}${POST_PATH}`, connections: 50, seconds: SECONDS, headers: BROWSER },
        workDir,
      ),
      await measure(
        servers[1],
        '(b) post page, cache hit, counting off',
        { url: `${origins[1]}${POST_PATH}`, connections: 50, seconds: SECONDS, headers: BROWSER },
        workDir,
      ),
    ]
    rows.push(on, off)
    ratios.requestsPerSecond.push(on.requestsPerSecond / Math.max(1, off.requestsPerSecond))
    ratios.cpuPerRequest.push(on.cpuUsPerRequest / Math.max(0.1, off.cpuUsPerRequest))
  }
  printTable(rows)
  const summary = {
    onVsOffRequestsPerSecond: Number(median(ratios.requestsPerSecond).toFixed(3)),
    onVsOffCpuPerRequest: Number(median(ratios.cpuPerRequest).toFixed(3)),
  }
  console.log(
    `\nMedians of ${ROUNDS} round(s): counting on serves ${summary.onVsOffRequestsPerSecond}× the hits of counting off, at ${summary.onVsOffCpuPerRequest}× the CPU per hit (target: no more than 5 % dearer)`,
  )
  return { rows, ratios, summary }
}

/** The production server's environment on `databaseUrl` (the demo's server takes it too, with its own database). */
const serverEnv = (workDir: string, databaseUrl: string): NodeJS.ProcessEnv => ({
  ...process.env,
  // What `npm start` sets before `node` (MALLOC_ARENA_MAX), as its flags below.
  ...startCommand().env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: BENCH_SESSION_SECRET,
  // Its admin signs in with a password alone (two-factor sign-in has its own tests).
  REQUIRE_2FA_FOR_ADMINS: 'false',
  SEED_DEMO: 'never',
  // The bench plays a proxy that reports each visitor's address (see formPostLua).
  TRUST_PROXY: '1',
  OUTBOX_DIR: path.join(workDir, 'outbox'),
  UPLOADS_DIR: path.join(workDir, 'uploads'),
})

/** The generated post's article HTML (the bench's post page must carry its body once too). */
async function postBodyHtml(databaseUrl: string) {
  const connection = openConnection(databaseUrl)
  try {
    const post = await connection.db
      .selectFrom('post')
      .select('contentHtml')
      .where('slug', '=', POST_PATH.slice('/post/'.length))
      .executeTakeFirstOrThrow()
    return post.contentHtml
  } finally {
    await connection.close()
  }
}

/** Issue 35's targets from the runs (a run in which no request finished misses its target). */
function checkTargets(
  rows: Measured[],
  ratios: Record<string, number[]>,
  extra: { peakRssMb: number; demoPostBytes: number; bodyCounts: number[] },
) {
  const uncached = rows.filter((r) => r.scenario === '(b) post page, uncached render')
  const uncachedP99 =
    uncached.length && uncached.every((r) => r.requests > 0)
      ? Math.max(...uncached.map((r) => r.p99Ms))
      : Infinity
  const summary = {
    cachedPostVsNodeHttp: Number(median(ratios.cachedPostVsNodeHttp ?? []).toFixed(3)),
    cachedPostVsNodeHttpByCpu: Number(median(ratios.cachedPostVsNodeHttpByCpu ?? []).toFixed(3)),
    cachedPostVsNginx: Number(median(ratios.cachedPostVsNginx ?? []).toFixed(3)),
    uncachedPostVsBareApp: Number(median(ratios.uncachedPostVsBareApp ?? []).toFixed(3)),
    uncachedPostP99Ms: uncachedP99,
    peakRssMb: extra.peakRssMb,
    demoLongestPostKb: Number((extra.demoPostBytes / 1024).toFixed(1)),
    bodySentenceCounts: extra.bodyCounts,
  }
  const targets = {
    'cache hit ≥ 0.9× node:http': summary.cachedPostVsNodeHttp >= 0.9,
    'cache hit ≥ 0.6× nginx': summary.cachedPostVsNginx >= 0.6,
    'uncached post ≥ 0.5× bare React Router app': summary.uncachedPostVsBareApp >= 0.5,
    'uncached post p99 ≤ 500 ms at 50 connections': uncachedP99 <= 500,
    'peak server RSS over the whole bench ≤ 200 MB': extra.peakRssMb <= 200,
    "demo's longest post page ≤ 40 KB of HTML": extra.demoPostBytes <= 40 * 1024,
    'article body sent once': extra.bodyCounts.every((count) => count === 1),
  }
  return { summary, targets }
}

async function main() {
  // Other work on the machine skews every number: the result records the load before and after.
  const loadBefore = os.loadavg()
  ensureWrk()
  buildIfNeeded()
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  const serverArgs = [...startCommand().flags, 'server.js']
  const databaseUrl = args.database ?? `file:${path.join(workDir, 'app.db')}`
  const [appPort, nginxPort, nodePort, barePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const started: Started[] = []
  try {
    let demoPost: PageSize | undefined
    if (!args.only) {
      console.log("Measuring the demo's post pages on a server seeded with the demo…")
      demoPost = await longestDemoPost(process.execPath, serverArgs, {
        env: serverEnv(workDir, ''),
        port: appPort,
        workDir,
      })
      console.log(
        `  longest: ${demoPost.path}, ${demoPost.bytes} bytes; "${demoPost.sentence}" ${demoPost.sentenceCount}×`,
      )
    }
    console.log(`Generating the data set into ${databaseUrl}…`)
    const connection = openConnection(databaseUrl)
    const { lessonPath } = await generateDataset(connection).finally(() => connection.close())

    const origin = `http://127.0.0.1:${appPort}`
    const app = await startAndWait(process.execPath, serverArgs, {
      name: 'app',
      url: `${origin}/healthz`,
      env: { ...serverEnv(workDir, databaseUrl), PORT: String(appPort) },
    })
    started.push(app)
    if (args.only === 'counting') {
      const offPort = await freePort()
      const off = await startAndWait(process.execPath, serverArgs, {
        name: 'app, ANALYTICS=off',
        url: `http://127.0.0.1:${offPort}/healthz`,
        env: { ...serverEnv(workDir, databaseUrl), PORT: String(offPort), ANALYTICS: 'off' },
      })
      started.push(off)
      const counting = await countingCost([app, off], [origin, `http://127.0.0.1:${offPort}`], workDir)
      return saveResult({
        at: new Date().toISOString(),
        machine: machine(loadBefore),
        options: { seconds: SECONDS, rounds: ROUNDS },
        counting,
      })
    }
    if (args.only === 'mixed') {
      const mixed = await mixedLoad(app, origin, workDir)
      const at = new Date().toISOString()
      return saveResult({ at, machine: machine(loadBefore), options: { seconds: SECONDS }, mixed })
    }
    // A sign-in happens before the runs, as on a site in use (issue 35).
    const adminCookie = await signIn(origin, BENCH_ADMIN)
    const learnerCookie = await signIn(origin, BENCH_LEARNER)
    const forms = await contactBodies(origin, CONTACT_BODIES, BENCH_SESSION_SECRET)
    const page = await savePage(`${origin}${POST_PATH}`, workDir, BROWSER)
    const benchPost = await measurePage(origin, POST_PATH, await postBodyHtml(databaseUrl))
    const baselines: Baseline[] = [
      await startNginx(workDir, nginxPort, page),
      await startNodeStatic(workDir, nodePort, page),
    ]
    started.push(...baselines)
    const bare = await startAndWait(process.execPath, ['bench/bare-app/server.js'], {
      name: 'bare React Router app',
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
    const ratios = {
      cachedPostVsNodeHttp: [] as number[],
      /** node:http's CPU per request over the cache hit's: the same ratio, less skewed by other load. */
      cachedPostVsNodeHttpByCpu: [] as number[],
      cachedPostVsNginx: [] as number[],
      uncachedPostVsBareApp: [] as number[],
    }
    console.log(`\nPost page: ${page.bytes} bytes; bare React Router page: ${bareBytes} bytes.`)
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`Round ${round} of ${ROUNDS} (alternating with the baselines):`)
      const measuredBaselines: Measured[] = []
      for (const baseline of baselines)
        measuredBaselines.push(
          await measure(
            baseline,
            `post page, ${baseline.name} (baseline)`,
            { ...run('/'), url: `http://127.0.0.1:${baseline.port}/` },
            workDir,
          ),
        )
      const post = await measure(app, '(b) post page, anonymous', run(POST_PATH), workDir)
      const bareApp = await measure(
        bare,
        'bare React Router app (baseline)',
        { ...run('/'), url: `http://127.0.0.1:${barePort}/` },
        workDir,
      )
      const uncached = await measure(
        app,
        '(b) post page, uncached render',
        run(POST_PATH, { lua: uniqueQueryLua({ countStatus: 503 }) }),
        workDir,
      )
      rows.push(...measuredBaselines, post, bareApp, uncached)
      const ratio = (a: Measured, b: Measured | undefined) =>
        a.requestsPerSecond / Math.max(1, b?.requestsPerSecond ?? 0)
      ratios.cachedPostVsNginx.push(ratio(post, measuredBaselines[0]))
      ratios.cachedPostVsNodeHttp.push(ratio(post, measuredBaselines[1]))
      ratios.cachedPostVsNodeHttpByCpu.push(
        (measuredBaselines[1]?.cpuUsPerRequest ?? 0) / Math.max(0.1, post.cpuUsPerRequest),
      )
      // Pages rendered, not the render gate's quick refusals.
      ratios.uncachedPostVsBareApp.push(uncached.pagesPerSecond / Math.max(1, bareApp.pagesPerSecond))
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
    // The drill library is among the HTML cache's pages: an anonymous visitor's filtered list is a
    // hit from its second request on; each request of the uncached run has a query string of its own.
    rows.push(await measure(app, '(f) drills, two filters', run(DRILLS_PATH), workDir))
    rows.push(
      await measure(
        app,
        '(f) drills, two filters, uncached',
        run(DRILLS_PATH, { lua: uniqueQueryLua({ countStatus: 503 }) }),
        workDir,
      ),
    )
    const rendered = { lua: countStatusLua(503) }
    // One coach: a single connection measures the page's latency, not a queue of 50 coaches.
    rows.push(
      await measure(
        app,
        '(d) admin posts, page 50 of 10 000',
        run('/admin/posts?page=50', {
          ...rendered,
          connections: 1,
          headers: { ...BROWSER, Cookie: adminCookie },
        }),
        workDir,
      ),
    )
    const learner = { ...rendered, headers: { ...BROWSER, Cookie: learnerCookie } }
    rows.push(await measure(app, "(g) learner's lesson page", run(lessonPath, learner), workDir))
    rows.push(
      await measure(app, '(h) account settings, signed in', run('/account-settings', learner), workDir),
    )
    rows.push(
      await measure(
        app,
        '(e) contact form POST',
        run('/contacto', { lua: formPostLua(forms, { countStatus: 503 }) }),
        workDir,
      ),
    )
    rows.push(
      await measure(app, '(b) post page, 200 connections', run(POST_PATH, { connections: 200 }), workDir),
    )

    const mixed = await mixedLoad(app, origin, workDir)
    printTable(rows)
    const { summary, targets } = checkTargets(rows, ratios, {
      peakRssMb: Math.max(
        mixed.peakRssMb,
        ...rows.filter((r) => r.server === app.name).map((r) => r.peakRssMb),
      ),
      demoPostBytes: demoPost?.bytes ?? Infinity,
      bodyCounts: [demoPost?.sentenceCount ?? 0, benchPost.sentenceCount],
    })
    console.log(
      `\nMedians of ${ROUNDS} round(s): cache hit ${summary.cachedPostVsNodeHttp}× node:http (${summary.cachedPostVsNodeHttpByCpu}× by CPU per request), ${summary.cachedPostVsNginx}× nginx; uncached post ${summary.uncachedPostVsBareApp}× bare React Router app (p99 ${summary.uncachedPostP99Ms} ms)`,
    )
    console.log(
      `Peak server RSS over the whole bench: ${summary.peakRssMb} MB. Demo's longest post: ${demoPost?.path} ${summary.demoLongestPostKb} KB; a body sentence appears ${demoPost?.sentenceCount}× there, ${benchPost.sentenceCount}× in the bench's post page.`,
    )
    for (const [target, met] of Object.entries(targets))
      console.log(`  ${met ? 'met    ' : 'NOT met'}  ${target}`)

    const result = {
      at: new Date().toISOString(),
      machine: machine(loadBefore),
      options: { seconds: SECONDS, rounds: ROUNDS, database: args.database ? 'given' : 'sqlite' },
      dataset: BENCH_SIZE,
      pages: { postBytes: page.bytes, bareAppBytes: bareBytes, lessonPath, demoPost, benchPost },
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
