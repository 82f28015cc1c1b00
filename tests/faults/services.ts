import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { promisify } from 'node:util'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '#tests/built-server.ts'

/**
 * PostgreSQL and Redis servers of a fault test's own, on free ports in a temporary folder, so the
 * test can stop and restart them without touching the machine's shared servers.
 */

const asRoot = process.getuid?.() === 0

/** The folder of PostgreSQL's server programs: on PATH, or Debian's versioned folder. */
function postgresBin(): string {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim()
  if (onPath) return path.dirname(fs.realpathSync(onPath))
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort() : []
  const newest = versions.at(-1)
  if (!newest) throw new Error('PostgreSQL server programs (pg_ctl, initdb) are not installed')
  return `/usr/lib/postgresql/${newest}/bin`
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function postgresCommand(program: string, args: string[]): [string, string[]] {
  const file = path.join(postgresBin(), program)
  return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
}

/** Runs a PostgreSQL program without blocking: traffic goes on while the server stops or starts. */
async function runPostgresProgram(program: string, args: string[]) {
  await promisify(execFile)(...postgresCommand(program, args))
}

export interface OwnPostgres {
  url: string
  port: number
  /** Fast shutdown: open sessions are ended, as in a managed database's restart. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops and starts again (a failover as a client sees it). */
  restart(): Promise<void>
  /** Stops the server and removes its folder. */
  remove(): Promise<void>
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const port = await freePort()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-pg-'))
  fs.chmodSync(folder, 0o777)
  const data = path.join(folder, 'data')
  const log = path.join(folder, 'server.log')
  if (asRoot) await promisify(execFile)('chown', ['postgres', folder])
  await runPostgresProgram('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`
  const pgCtl = (...args: string[]) => runPostgresProgram('pg_ctl', ['-D', data, '-l', log, '-w', ...args])
  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => pgCtl('-o', options, 'start'),
    stop: () => pgCtl('-m', 'fast', 'stop'),
    restart: () => pgCtl('-m', 'fast', '-o', options, 'restart'),
    async remove() {
      await own.stop().catch(() => undefined) // already stopped
      fs.rmSync(folder, { recursive: true, force: true })
    },
  }
  await own.start()
  return own
}

export interface OwnRedis {
  url: string
  port: number
  stop(): Promise<void>
  start(): Promise<void>
}

/** A Redis server that keeps nothing on disk, on a free port; `stop` kills it, `start` brings a new one on the same port. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort()
  let server: ChildProcess | undefined
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      const child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      )
      server = child
      await new Promise<void>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)))
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Ready to accept connections')) resolve()
        })
      })
    },
    async stop() {
      const child = server
      // A killed process has a signalCode and no exitCode: stopping it again must not wait for an exit.
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    },
  }
  await own.start()
  return own
}
