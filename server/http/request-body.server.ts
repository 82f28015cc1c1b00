import type { Request as ExpressRequest } from 'express'

/**
 * How much a request may send, by path. Forms are small; the editors send whole documents (the
 * rich-text limit is 1 MB); the storage API and lesson files stream their uploads and enforce their
 * own limits.
 */
const BODY_LIMITS: { path: RegExp; bytes: number | 'stream' }[] = [
  { path: /^\/api\/storage\//, bytes: 'stream' },
  // A lesson's video and downloads: the route checks the declared size and reads the form itself.
  { path: /^\/admin\/courses\/\d+\/lessons\/\d+\/files$/, bytes: 'stream' },
  { path: /^\/admin\//, bytes: 2 * 1024 * 1024 },
]
const DEFAULT_LIMIT = 256 * 1024

export const bodyLimitFor = (path: string) =>
  BODY_LIMITS.find((rule) => rule.path.test(path))?.bytes ?? DEFAULT_LIMIT

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i
const JSON_TYPE = /^application\/json\b/i
const TEXT_TYPE = /^text\/plain\b/i

/** Whether an action can read this body the way its type says (formData, json or text). */
async function readable(body: Buffer, type: string): Promise<boolean> {
  try {
    if (FORM_TYPES.test(type))
      await new Response(new Uint8Array(body), { headers: { 'Content-Type': type } }).formData()
    else if (JSON_TYPE.test(type)) JSON.parse(body.toString('utf8'))
    else return TEXT_TYPE.test(type)
    return true
  } catch {
    return false
  }
}

/** A request refused before any route runs, with the status its error page answers. */
export class BodyRefused extends Error {
  override name = 'BodyRefused'
  constructor(readonly status: 400 | 413 | 415) {
    super(`request body refused with ${status}`)
  }
}

/** Reads at most `limit` bytes; one byte more refuses the request with 413. */
async function readLimited(req: ExpressRequest, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new BodyRefused(413)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * The body React Router's actions will read, checked first: within the path's size limit, of a
 * type an action reads (form, JSON, text) and readable as that type, so a broken or mislabelled
 * body gets a 4xx page instead of an exception inside an action. `stream` paths get the live stream.
 */
export async function checkedBody(req: ExpressRequest): Promise<Buffer | NodeJS.ReadableStream | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined
  const limit = bodyLimitFor(req.path)
  if (limit === 'stream') return req
  const declared = req.headers['content-length']
  if (declared !== undefined && Number(declared) > limit) throw new BodyRefused(413)
  const body = await readLimited(req, limit)
  const type = req.headers['content-type'] ?? ''
  if (req.method === 'DELETE' && body.length === 0 && !type) return body
  if (![FORM_TYPES, JSON_TYPE, TEXT_TYPE].some((known) => known.test(type))) throw new BodyRefused(415)
  if (!(await readable(body, type))) throw new BodyRefused(400)
  return body
}
