import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

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
  child: ChildProcess
  pid: number
  stop(): Promise<void>
}

/** Starts a process and waits until `url` answers (any status below 500). */
export async function startAndWait(
  command: string,
  args: string[],
  { env, url, cwd }: { env: NodeJS.ProcessEnv; url: string; cwd?: string },
): Promise<Started> {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited:\n${stderr}`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status < 500) return { child, pid: child.pid ?? 0, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`${url} did not answer within a minute:\n${stderr}`)
}

/** Resident memory of a process in bytes (Linux /proc), or 0 when it is gone. */
export function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
    return kb ? Number(kb) * 1024 : 0
  } catch {
    return 0
  }
}

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
