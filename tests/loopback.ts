import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Starts `server` on a free loopback port and resolves to its origin, `http://127.0.0.1:<port>`. */
export async function listenOnLoopback(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
