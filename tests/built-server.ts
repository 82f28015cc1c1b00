import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

/** The production build the integration tests start (`BUILD_DIR`, default `build/`). */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build')

export interface BuiltServer {
  origin: string
  process: ChildProcess
  /** Resolves when the process has exited. */
  exited: Promise<void>
  output: () => string
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/**
 * Builds the app when there is no build yet or a source is newer than it (so a local run never tests
 * old code), as `npm start` does: a production build (Vitest sets NODE_ENV=test).
 */
export function ensureBuild() {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.js'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', BUILD_DIR },
  })
  if (build.status !== 0) throw new Error('react-router build failed')
}

/**
 * `node server.js` as `npm start` runs it (or `command`, such as `npm start` itself), in production
 * mode on 127.0.0.1:`port`, with only PATH and `env` in its environment; resolves once /healthz
 * answers (and, with LOG_LEVEL=info, once the process has logged that it listens), fails if the
 * process exits first.
 */
export async function startBuiltServer(
  port: number,
  env: Record<string, string>,
  [file, ...args]: readonly [string, ...string[]] = [process.execPath, 'server.js'],
): Promise<BuiltServer> {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(file, args, {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let running = true
  void exited.then(() => (running = false))
  for (;;) {
    if (!running) throw new Error(`The server exited during start:\n${output}`)
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    // At level info the process says it listens: then a /healthz answered by another test's server
    // that happened to hold the port is not taken for this one.
    const listening = env.LOG_LEVEL !== 'info' || output.includes(`listening on ${origin}`)
    if (healthy && listening) return { origin, process: child, exited, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** SIGTERM, as a deploy stops it; after 10 s SIGKILL, so a shutdown that waits on a hung request cannot hold the run. */
export async function stopBuiltServer(instance: BuiltServer | undefined) {
  if (!instance) return
  instance.process.kill('SIGTERM')
  const kill = setTimeout(() => instance.process.kill('SIGKILL'), 10_000)
  await instance.exited
  clearTimeout(kill)
}

/** Creates an administrator as an operator would (`scripts/admin-create.ts`) on the database of `env`. */
export function createAdmin(
  env: { DATABASE_URL: string; SESSION_SECRET: string },
  admin: { email: string; password: string },
) {
  const created = spawnSync(
    path.resolve('node_modules/.bin/tsx'),
    ['scripts/admin-create.ts', '--email', admin.email, '--name', 'Álvaro', '--password', admin.password],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  )
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`)
}

/** The `Cookie` header that sends back the cookies a response set. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
