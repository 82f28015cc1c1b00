/**
 * `npx tsx bench/memory-ab.ts --database file:/tmp/bench.db [--rounds 3 --seconds 3] \
 *    --variant 'start=' --variant 'arena=MALLOC_ARENA_MAX=1' --variant 'maglev=--max-semi-space-size=8 --no-maglev' …`
 *
 * The bench's sequence of scenarios in short, on a fresh server process per variant and round, the
 * variants alternating (their order reversed every other round): what the peak resident memory of
 * `npm run bench` depends on is the history of one process, so each variant gets the same history.
 * A variant is `name=words`: words starting with `-` are Node flags before `server.js` (none: the
 * flags of `npm start`), `NAME=value` words go to its environment, over the variables `npm start`
 * sets (BUILD_DIR=build-x serves another build inside the project). Each round signs in the administrator and the learner, then runs the
 * uncached post page, the cached post page, the home page, the drill library uncached, the
 * learner's lesson, account settings, contact posts, 200 connections on the post page and the
 * mixed load, sampling VmRSS every 50 ms. Prints per run the peak after the uncached renders, the
 * peak over the whole sequence, VmHWM, /proc/<pid>/smaps_rollup's anonymous memory at the end, the
 * CPU per uncached page and per cache hit; then the medians per variant; `--inspect 'command'` runs
 * a command with the server's pid at the end of each run. Writes nothing.
 * (docs/PERFORMANCE.md, Memory, 2026-11-28 afternoon.)
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openConnection } from '#server/db/connection.server.ts'
import { BENCH_ADMIN, BENCH_LEARNER } from './generate.ts'
import { measureMixedLoad } from './lib/mixed-load.ts'
import { cpuSeconds, freePort, startAndWait, withPeakMemory, type Started } from './lib/processes.ts'
import { signIn } from './lib/sign-in.ts'
import { BROWSER, contactBodies, DRILLS_PATH, median, POST_PATH } from './lib/scenario.ts'
import { startCommand } from './lib/start-command.ts'
import { countStatusLua, formPostLua, runWrk, uniqueQueryLua, type WrkRun } from './lib/wrk.ts'

const { values: args } = parseArgs({
  options: {
    database: { type: 'string' },
    variant: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '3' },
    mixed: { type: 'boolean', default: true },
    /** A command run with the server's pid as its last argument at the end of each run (an smaps breakdown, say). */
    inspect: { type: 'string' },
  },
})
if (!args.database || args.variant.length === 0) {
  console.error(
    "Usage: bench/memory-ab.ts --database file:/tmp/bench.db --variant 'name=[flags] [NAME=value]' …",
  )
  process.exit(2)
}
const SECONDS = Number(args.seconds)
const SESSION_SECRET = 'memory-ab-session-secret-0123456789abcdef'
const MB = 1024 * 1024

/** A field of /proc/<pid>/status or smaps_rollup, in MB. */
function procMb(file: string, field: string) {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(file, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : 0
  } catch {
    return 0
  }
}

async function lessonPath() {
  const connection = openConnection(args.database ?? '')
  try {
    const lesson = await connection.db
      .selectFrom('course_lesson')
      .innerJoin('course', 'course.id', 'course_lesson.courseId')
      .innerJoin('course_section', 'course_section.id', 'course_lesson.sectionId')
      .select(['course.slug as course', 'course_lesson.slug as lesson'])
      .where('course_lesson.unlockRule', '=', 'none')
      .orderBy('course.id')
      .orderBy('course_section.position')
      .orderBy('course_lesson.position')
      .executeTakeFirstOrThrow()
    return `/cursos/${lesson.course}/${lesson.lesson}`
  } finally {
    await connection.close()
  }
}

interface Run {
  uncachedPeakMb: number
  peakMb: number
  hwmMb: number
  anonEndMb: number
  renderCpuMs: number
  renderPagesPerSecond: number
  renderP99Ms: number
  hitCpuUs: number
  hitsPerSecond: number
  mixedHitsPerSecond: number
  /** The peak of each scenario in order: uncached, hit, home, drills, lesson, account, contact, 200, mixed. */
  steps: number[]
}

async function oneRun(spec: string, workDir: string, lesson: string): Promise<Run> {
  const [name = spec, rest = ''] = spec.split(/=(.*)/s)
  const words = rest.split(' ').filter(Boolean)
  const flags = words.filter((word) => word.startsWith('-'))
  const extraEnv = Object.fromEntries(
    words.filter((word) => !word.startsWith('-')).map((word) => word.split(/=(.*)/s).slice(0, 2)),
  )
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dir = path.join(workDir, `${name}-${process.hrtime.bigint()}`)
  const server: Started = await startAndWait(
    process.execPath,
    [...(flags.length ? flags : startCommand().flags), 'server.js'],
    {
      name,
      url: `${origin}/healthz`,
      env: {
        ...process.env,
        ...startCommand().env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: args.database,
        SESSION_SECRET,
        REQUIRE_2FA_FOR_ADMINS: 'false',
        SEED_DEMO: 'never',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        OUTBOX_DIR: path.join(dir, 'outbox'),
        UPLOADS_DIR: path.join(dir, 'uploads'),
        ...extraEnv,
      },
    },
  )
  try {
    await signIn(origin, BENCH_ADMIN)
    const learnerCookie = await signIn(origin, BENCH_LEARNER)
    const forms = await contactBodies(origin, 4_000, SESSION_SECRET)
    for (let i = 0; i < 2; i++)
      await (await fetch(`${origin}${POST_PATH}`, { headers: BROWSER })).arrayBuffer()
    const run = (pathname: string, extra: Partial<WrkRun> = {}): WrkRun => ({
      url: `${origin}${pathname}`,
      connections: 50,
      seconds: SECONDS,
      headers: BROWSER,
      ...extra,
    })
    const measured = async (wrk: WrkRun) => {
      const cpuBefore = cpuSeconds(server.pid)
      const { result, peakBytes } = await withPeakMemory(server.pid, () => runWrk(wrk, workDir))
      return { result, peakMb: peakBytes / MB, cpuSeconds: cpuSeconds(server.pid) - cpuBefore }
    }
    const uncached = await measured(run(POST_PATH, { lua: uniqueQueryLua({ countStatus: 503 }) }))
    // The renders still queued when wrk stops finish first, so that the hits are measured alone.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const hit = await measured(run(POST_PATH))
    const learner = { lua: countStatusLua(503), headers: { ...BROWSER, Cookie: learnerCookie } }
    const rest = [
      await measured(run('/')),
      await measured(run(DRILLS_PATH, { lua: uniqueQueryLua({ countStatus: 503 }) })),
      await measured(run(lesson, learner)),
      await measured(run('/account-settings', learner)),
      await measured(run('/contacto', { lua: formPostLua(forms, { countStatus: 503 }) })),
      await measured(run(POST_PATH, { connections: 200 })),
    ]
    const mixed = args.mixed
      ? await measureMixedLoad(server, {
          url: `${origin}${POST_PATH}`,
          seconds: SECONDS,
          headers: BROWSER,
          workDir,
        })
      : undefined
    if (args.inspect) console.log(execSync(`${args.inspect} ${server.pid}`, { encoding: 'utf8' }))
    const pages = Math.max(1, uncached.result.requests - uncached.result.counted)
    return {
      uncachedPeakMb: uncached.peakMb,
      peakMb: Math.max(uncached.peakMb, hit.peakMb, ...rest.map((r) => r.peakMb), mixed?.peakRssMb ?? 0),
      hwmMb: procMb(`/proc/${server.pid}/status`, 'VmHWM'),
      anonEndMb: procMb(`/proc/${server.pid}/smaps_rollup`, 'Anonymous'),
      renderCpuMs: (uncached.cpuSeconds * 1000) / pages,
      renderPagesPerSecond: pages / SECONDS,
      renderP99Ms: uncached.result.p99Ms,
      hitCpuUs: (hit.cpuSeconds * 1e6) / Math.max(1, hit.result.requests),
      hitsPerSecond: hit.result.requestsPerSecond,
      mixedHitsPerSecond: mixed?.hitsPerSecond ?? 0,
      steps: [uncached.peakMb, hit.peakMb, ...rest.map((r) => r.peakMb), mixed?.peakRssMb ?? 0],
    }
  } finally {
    await server.stop()
  }
}

const show = (run: Run) =>
  `uncached peak ${run.uncachedPeakMb.toFixed(0)} MB  peak ${run.peakMb.toFixed(0)} MB  HWM ${run.hwmMb.toFixed(0)} MB  anon at end ${run.anonEndMb.toFixed(0)} MB  render ${run.renderCpuMs.toFixed(2)} ms CPU/page ${run.renderPagesPerSecond.toFixed(0)} pages/s p99 ${run.renderP99Ms.toFixed(0)} ms  hit ${run.hitCpuUs.toFixed(1)} µs CPU ${run.hitsPerSecond} req/s  mixed hits ${run.mixedHitsPerSecond} req/s`

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-ab-'))
  const lesson = await lessonPath()
  const runs = new Map<string, Run[]>(args.variant.map((spec) => [spec, []]))
  try {
    for (let round = 0; round < Number(args.rounds); round++) {
      const order = round % 2 ? [...args.variant].reverse() : args.variant
      for (const spec of order) {
        const run = await oneRun(spec, workDir, lesson)
        runs.get(spec)?.push(run)
        console.log(
          `round ${round + 1} ${(spec.split('=')[0] ?? spec).padEnd(10)} ${show(run)}  (load ${os.loadavg()[0]?.toFixed(1)})\n    peaks by step ${run.steps.map((mb) => mb.toFixed(0)).join(' ')}`,
        )
      }
    }
    for (const [spec, list] of runs) {
      const of = (key: Exclude<keyof Run, 'steps'>) => median(list.map((run) => run[key]))
      const medianRun = Object.fromEntries(
        (Object.keys(list[0] ?? {}) as (keyof Run)[])
          .filter((key): key is Exclude<keyof Run, 'steps'> => key !== 'steps')
          .map((key) => [key, of(key)]),
      ) as unknown as Run
      console.log(`median  ${(spec.split('=')[0] ?? spec).padEnd(10)} ${show(medianRun)}`)
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
