import { Readable } from 'node:stream'
import type { Request as ExpressRequest } from 'express'
import { ASSIGNMENT_MAX_BYTES } from '#app/schemas/assignments.ts'
import { LESSON_FILE_MAX_BYTES } from '#app/schemas/lesson-files.ts'
import { PLAYER_PHOTO_MAX_BYTES } from '#app/schemas/player-profile.ts'
import { env } from '../env.server.ts'
import { awayFromTurn } from './render-gate.server.ts'

/** Room for a multipart envelope (boundaries, part headers, the other fields) around a file. */
const ENVELOPE = 64 * 1024

/**
 * How much a request may send, by path. Forms are small; the editors send whole documents (the
 * rich-text limit is 1 MB). Uploads of files (`stream`) reach their route as a stream, counted as
 * it flows: the storage API answers its own JSON error at MEDIA_MAX_BYTES first (the 1 MB more
 * here is the stop for a body that slips past it), a lesson's files and a learner's assignment stop
 * at 100 MB, a child's page (its photo) at 8 MB.
 */
interface BodyLimit {
  bytes: number
  stream?: true
}
const BODY_LIMITS: (BodyLimit & { path: RegExp })[] = [
  { path: /^\/api\/storage\//, bytes: env().MEDIA_MAX_BYTES + ENVELOPE + 1024 * 1024, stream: true },
  {
    path: /^\/admin\/courses\/\d+\/lessons\/\d+\/files$/,
    bytes: LESSON_FILE_MAX_BYTES + ENVELOPE,
    stream: true,
  },
  // A learner's assignment: the lesson's own limit is checked by the route, this is the largest.
  { path: /^\/cursos\/[^/]+\/[^/]+\/tarea$/, bytes: ASSIGNMENT_MAX_BYTES + ENVELOPE, stream: true },
  // A child's page takes the player's photo (docs/decisions/049); a client navigation's `.data` too.
  {
    path: /^\/account\/players\/\d+(?:\.data)?$/,
    bytes: PLAYER_PHOTO_MAX_BYTES + ENVELOPE,
    stream: true,
  },
  { path: /^\/admin\//, bytes: 2 * 1024 * 1024 },
  // Stripe's events are JSON of a few kilobytes; an invoice with many lines stays well under this.
  { path: /^\/api\/stripe\/webhook$/, bytes: 512 * 1024 },
]
const DEFAULT_LIMIT = 256 * 1024

export const bodyLimitFor = (path: string): BodyLimit =>
  BODY_LIMITS.find((rule) => rule.path.test(path)) ?? { bytes: DEFAULT_LIMIT }

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
 * An upload handed to its route as a stream that ends in an error once more than `limit` bytes
 * came, declared or not (a chunked body declares nothing): never more than that is read.
 * `exceeded` then tells the handler to answer 413, whatever the route made of the cut stream.
 */
export class StreamedBody {
  exceeded = false
  readonly stream: Readable

  constructor(source: ExpressRequest, limit: number) {
    const counted = async function* (this: StreamedBody) {
      let size = 0
      // The request stays open when counting stops, so the 413 can still be sent on its socket.
      for await (const chunk of source.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        size += chunk.length
        if (size > limit) {
          this.exceeded = true
          throw new BodyRefused(413)
        }
        yield chunk
      }
    }
    this.stream = Readable.from(counted.call(this), { objectMode: false })
  }
}

/**
 * The body React Router's actions will read, checked first: within the path's size limit, of a
 * type an action reads (form, JSON, text) and readable as that type, so a broken or mislabelled
 * body gets a 4xx page instead of an exception inside an action. Upload paths get a counted stream.
 */
export async function checkedBody(req: ExpressRequest): Promise<Buffer | StreamedBody | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined
  const { bytes: limit, stream } = bodyLimitFor(req.path)
  const declared = req.headers['content-length']
  if (declared !== undefined && Number(declared) > limit) throw new BodyRefused(413)
  if (stream) return new StreamedBody(req, limit)
  const body = await readLimited(req, limit)
  const type = req.headers['content-type'] ?? ''
  if (req.method === 'DELETE' && body.length === 0 && !type) return body
  if (![FORM_TYPES, JSON_TYPE, TEXT_TYPE].some((known) => known.test(type))) throw new BodyRefused(415)
  if (!(await readable(body, type))) throw new BodyRefused(400)
  return body
}

/**
 * An upload's form, read without the request's render turn (server/http/render-gate.server.ts): a
 * file of 100 MB on a slow line takes minutes to arrive, and two of them must not stop every page.
 */
export const readUploadedForm = (request: Request) => awayFromTurn(() => request.formData())
