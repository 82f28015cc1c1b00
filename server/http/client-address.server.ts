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
