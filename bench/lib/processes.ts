import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

/** `command` on the PATH, installed with apt-get (as root, or through sudo) when missing. */
export function ensureCommand(command: string, versionArgs: string[], aptPackage: string) {
  if (spawnSync(command, versionArgs).error === undefined) return
  console.log(`${command} is missing: installing ${aptPackage} with apt-get…`)
  const asRoot = process.getuid?.() === 0
  const run = (args: string[]) =>
    execFileSync(asRoot ? args[0]! : 'sudo', asRoot ? args.slice(1) : args, { stdio: 'inherit' })
  run(['apt-get', 'update'])
  run(['apt-get', 'install', '-y', aptPackage])
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export interface Started {
  /** What the process is, in the results (app, nginx, node:http…). */
  name: string
  child: ChildProcess
  pid: number
  stop(): Promise<void>
}

/** Starts a process and waits until `url` answers (any status below 500), three minutes at most. */
export async function startAndWait(
  command: string,
  args: string[],
  { env, url, cwd, name = command }: { env: NodeJS.ProcessEnv; url: string; cwd?: string; name?: string },
): Promise<Started> {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  // A server seeding the demo on a host busy with other builds took more than a minute to answer.
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited:\n${stderr}`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status < 500) return { name, child, pid: child.pid ?? 0, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`${url} did not answer within three minutes:\n${stderr}`)
}

/** A process and its descendants (nginx answers from its worker, a child of the master). */
function processTree(pid: number): number[] {
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${tree[i]}/task/${tree[i]}/children`, 'utf8')
      tree.push(...children.split(' ').filter(Boolean).map(Number))
    } catch {
      // gone meanwhile
    }
  }
  return tree
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

function ownResidentBytes(pid: number) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
    return kb ? Number(kb) * 1024 : 0
  } catch {
    return 0
  }
}

/** Resident memory of a process and its descendants in bytes (Linux /proc), or 0 when it is gone. */
export const residentBytes = (pid: number) => sum(processTree(pid).map(ownResidentBytes))

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux build in use). */
const USER_HZ = 100

function ownCpuSeconds(pid: number) {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / USER_HZ
  } catch {
    return 0
  }
}

/** CPU seconds a process and its descendants have used so far, user plus system (Linux /proc). */
export const cpuSeconds = (pid: number) => sum(processTree(pid).map(ownCpuSeconds))

/** Samples a process's RSS every 50 ms while `work` runs; returns its result and the peak seen. */
export async function withPeakMemory<T>(pid: number, work: () => Promise<T>) {
  let peak = residentBytes(pid)
  const timer = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 50)
  try {
    const result = await work()
    return { result, peakBytes: Math.max(peak, residentBytes(pid)) }
  } finally {
    clearInterval(timer)
  }
}
