import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ensureCommand } from './processes.ts'

export interface WrkResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Responses with a status of 400 or more (wrk's "status errors"). */
  errorResponses: number
  /** Connect, read, write errors and timeouts. */
  socketErrors: number
  requests: number
  /** Answers with the status a scenario counts (`uniqueQueryLua({ countStatus })`), else 0. */
  counted: number
}

export interface WrkRun {
  url: string
  connections: number
  seconds: number
  /** Lua that defines `request` (and may set wrk.method, wrk.headers) before the common reporter. */
  lua?: string
  headers?: Record<string, string>
}

/** wrk on the PATH, installed with apt-get when missing. */
export const ensureWrk = () => ensureCommand('wrk', ['--version'], 'wrk')

/**
 * Prints one JSON line at the end of the run: wrk's own numbers, read by `parse`, and the sum of
 * the threads' `counted` when a script registered its threads in `counting_threads`.
 */
const REPORTER = `
done = function(summary, latency, requests)
  local e = summary.errors
  local counted = 0
  for _, thread in ipairs(counting_threads or {}) do counted = counted + (thread:get('counted') or 0) end
  io.write(string.format('BENCH_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"status":%d,"socket":%d,"counted":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout, counted))
end
`

function parse(output: string): WrkResult {
  const line = output.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
  if (!line) throw new Error(`wrk printed no result:\n${output}`)
  const r = JSON.parse(line.slice('BENCH_RESULT '.length)) as Record<string, number>
  const get = (key: string) => r[key] ?? 0
  return {
    requests: get('requests'),
    requestsPerSecond: Math.round((get('requests') / get('durationUs')) * 1e6),
    p50Ms: get('p50Us') / 1000,
    p99Ms: get('p99Us') / 1000,
    errorResponses: get('status'),
    socketErrors: get('socket'),
    counted: get('counted'),
  }
}

/** One bounded wrk run (2 threads at most, 5 s timeout per request). */
export function runWrk(run: WrkRun, workDir: string): Promise<WrkResult> {
  const script = path.join(workDir, `wrk-${process.hrtime.bigint()}.lua`)
  fs.writeFileSync(script, `${run.lua ?? ''}\n${REPORTER}`)
  const headers = Object.entries(run.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const threads = String(Math.min(2, run.connections))
  const args = ['-t', threads, '-c', String(run.connections), '-d', `${run.seconds}s`, '--timeout', '5s']
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [...args, ...headers, '-s', script, run.url])
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', () => {
      try {
        resolve(parse(output))
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  })
}

/** Counts the answers with `status` (WrkResult.counted); `setup` registers each thread. */
const countingLua = (status: number | undefined, setup = '') => `
counting_threads = {}
setup = function(thread)
  ${setup}
  thread:set('counted', 0)
  table.insert(counting_threads, thread)
end
${
  status === undefined
    ? ''
    : `counted = 0
response = function(status)
  if status == ${status} then counted = counted + 1 end
end`
}
`

/**
 * The answers with `status` are counted (WrkResult.counted): the render gate's 503s, so that the
 * pages actually rendered can be told from the refusals.
 */
export const countStatusLua = (status: number) => countingLua(status)

/**
 * Every request gets its own query parameter (after the address's own ones), so no cache in front
 * of the renderer can answer it. The strings never repeat, not even from one run to the next: the
 * HTML cache stores an address with a query string from its second request on, so a repeated
 * address would measure the cache being filled (rendering plus compressing both copies), not a
 * render. `countStatus`: the answers with that status are counted (WrkResult.counted).
 */
export const uniqueQueryLua = ({ countStatus }: { countStatus?: number } = {}) => `
local thread_id = 0
local count = 0
${countingLua(countStatus, "thread_id = thread_id + 1\n  thread:set('tid', thread_id)")}
local separator = wrk.path:find('?', 1, true) and '&' or '?'
request = function()
  count = count + 1
  return wrk.format(nil, wrk.path .. separator .. 'bench=${randomUUID()}-' .. tostring(tid) .. '-' .. tostring(count))
end
`

/**
 * Form POSTs, each from a different client address (X-Forwarded-For, honoured because the bench
 * server trusts one proxy hop: TRUST_PROXY=1), so the per-address limit counts each "visitor", and
 * each with a body of its own: a served form's token is good for one message, so thread `tid` of
 * the two takes bodies tid, tid + 2, … and never repeats one. `countStatus`: as uniqueQueryLua.
 */
export function formPostLua(bodies: string[], { countStatus }: { countStatus?: number } = {}) {
  return `
local thread_id = 0
${countingLua(countStatus, "thread_id = thread_id + 1\n  thread:set('tid', thread_id)")}
wrk.method = 'POST'
wrk.headers['Content-Type'] = 'application/x-www-form-urlencoded'
local bodies = { ${bodies.map((body) => JSON.stringify(body)).join(',\n')} }
local next_body = nil
local seeded = false
request = function()
  if not seeded then
    math.randomseed(os.time() + math.floor(os.clock() * 1000000))
    seeded = true
    next_body = tid
  end
  wrk.headers['X-Forwarded-For'] = string.format('10.%d.%d.%d', math.random(0, 255), math.random(0, 255), math.random(1, 254))
  local body = bodies[next_body] or bodies[#bodies]
  next_body = next_body + 2
  return wrk.format(nil, nil, nil, body)
end
`
}
