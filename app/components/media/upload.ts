import { MediaFileNameSchema } from '#app/schemas/media.ts'
import { nextRetryDelay, parseRetryAfter } from './retry-policy.ts'

/** A stored picture, as the forms and the editor use it. */
export interface UploadedMedia {
  id: number
  name: string
  url: string
  width: number | null
  height: number | null
  alt: string
  contentType: string
}

/**
 * A refused or failed upload. `message` is the server's, already translated; `key` is a translation
 * key for failures the browser detects itself (cancelled, offline, a bad file name).
 */
export class UploadError extends Error {
  override name = 'UploadError'
  constructor(
    readonly code: string,
    message: string,
    readonly key?: string,
  ) {
    super(message)
  }
}

/** The bucket path the browser uploads to: the server's configured bucket ("default"). */
export const STORAGE_OBJECTS_PATH = '/api/storage/v0/b/default/o'

interface Answer {
  status: number
  body: unknown
  retryAfter: string | null
}

function send(file: File, alt: string, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${STORAGE_OBJECTS_PATH}?${new URLSearchParams({ name: file.name })}`)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    const abort = () => xhr.abort()
    signal?.addEventListener('abort', abort, { once: true })
    const done = () => signal?.removeEventListener('abort', abort)
    xhr.onload = () => {
      done()
      resolve({ status: xhr.status, body: xhr.response, retryAfter: xhr.getResponseHeader('Retry-After') })
    }
    xhr.onerror = () => {
      done()
      resolve({ status: 0, body: null, retryAfter: null })
    }
    xhr.onabort = () => {
      done()
      reject(canceled())
    }
    const form = new FormData()
    form.append('alt', alt)
    form.append('file', file)
    xhr.send(form)
  })
}

const canceled = () => new UploadError('storage/canceled', '', 'media:errors.canceled')

function wait(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(canceled())
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}

function errorFrom(answer: Answer): UploadError {
  const error = (answer.body as { error?: { code?: unknown; message?: unknown } } | null)?.error
  if (typeof error?.code === 'string' && typeof error.message === 'string')
    return new UploadError(error.code, error.message)
  if (answer.status === 0) return new UploadError('storage/retry-limit-exceeded', '', 'media:errors.offline')
  return new UploadError('storage/unknown', '', 'media:errors.unknown')
}

function toUploaded(body: unknown): UploadedMedia {
  const m = body as UploadedMedia & { downloadUrl: string }
  return {
    id: m.id,
    name: m.name,
    url: m.downloadUrl,
    width: m.width,
    height: m.height,
    alt: m.alt,
    contentType: m.contentType,
  }
}

/**
 * Uploads one picture to the library with progress (0..1), retrying server and network failures
 * (see retry-policy.ts); `signal` cancels it, waits included.
 */
export async function uploadMedia(
  file: File,
  options: { alt?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedMedia> {
  const { alt = '', onProgress = () => {}, signal } = options
  const name = MediaFileNameSchema.safeParse(file.name)
  if (!name.success) throw new UploadError('storage/invalid-argument', '', name.error.issues[0]?.message)
  const started = Date.now()
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw canceled()
    onProgress(0)
    const answer = await send(file, alt, onProgress, signal)
    if (answer.status >= 200 && answer.status < 300) {
      onProgress(1)
      return toUploaded(answer.body)
    }
    const delay = nextRetryDelay({
      attempt,
      elapsedMs: Date.now() - started,
      status: answer.status,
      retryAfterMs: parseRetryAfter(answer.retryAfter, Date.now()),
    })
    if (delay === null) throw errorFrom(answer)
    await wait(delay, signal)
  }
}

/** The words to show for a failed upload, in the reader's language. */
export const uploadErrorText = (error: unknown, t: (key: string) => string) =>
  error instanceof UploadError && !error.key && error.message
    ? error.message
    : t(error instanceof UploadError && error.key ? error.key : 'media:errors.unknown')
