import { isIPv4, isIPv6 } from 'node:net'
import type { IncomingMessage } from 'node:http'
import type { RequestHandler } from 'express'

/** Headers a visitor could use to pass for another address; none of them is read past this point. */
const ADDRESS_HEADERS = ['forwarded', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip']

/**
 * From here on, X-Forwarded-For holds exactly one address: the one Express trusts (the socket's,
 * or with TRUST_PROXY the address the trusted proxies report). Code that reads the header, such as
 * better-auth when it records a session's address, can then never see a value the visitor chose.
 */
export const trustedClientAddress: RequestHandler = (req, _res, next) => {
  const address = req.ip ?? req.socket.remoteAddress ?? ''
  for (const header of ADDRESS_HEADERS) delete req.headers[header]
  req.headers['x-forwarded-for'] = address
  next()
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase()
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const front = parse(head)
  const back = rest === undefined ? [] : parse(rest)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 client by its /64 (one
 * subscriber's network: a host picks any address inside it at will), an IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`, how a dual-stack socket reports IPv4 clients) as the IPv4 address it carries.
 * Anything else (an empty or unparsable address) is returned unchanged.
 */
export function addressBucket(address: string): string {
  const plain = address.replace(/%.*$/, '') // an IPv6 zone (fe80::1%eth0) names our interface, not the client
  if (isIPv4(plain)) return plain
  if (!isIPv6(plain)) return address
  const groups = ipv6Groups(plain)
  const [high = 0, low = 0] = groups.slice(6)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The address Express's `req.ip` gives (`trust proxy` set to a number of hops), for the raw request
 * listener that answers from the HTML cache before Express runs: the socket's address, or with
 * `trustProxy` hops the address that many proxies back in X-Forwarded-For.
 */
export function forwardedAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustProxy: number,
): string {
  const socket = req.socket.remoteAddress ?? ''
  const header = req.headers['x-forwarded-for']
  if (!trustProxy || !header) return socket
  const forwarded = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  const chain = [socket, ...forwarded.reverse()]
  return chain[Math.min(trustProxy, chain.length - 1)] ?? socket
}
