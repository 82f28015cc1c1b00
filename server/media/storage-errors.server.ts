import { data } from 'react-router'

/**
 * The `storage/*` error codes of SPEC.md section 8 that this server answers, with the spec's HTTP
 * mapping. `storage/server-file-wrong-size` (413) is our choice for "larger than MEDIA_MAX_BYTES":
 * the spec maps no code to 413, and this one names a size the server will not take.
 * `storage/retry-limit-exceeded` (503, with Retry-After) is our choice for a bucket that does not
 * answer: the server has already retried it a bounded number of times
 * (docs/decisions/029-mail-queue.md, "S3 gone").
 */
export const STORAGE_STATUS = {
  'storage/unauthenticated': 401,
  'storage/unauthorized': 403,
  'storage/object-not-found': 404,
  'storage/bucket-not-found': 404,
  'storage/invalid-argument': 400,
  'storage/invalid-format': 400,
  'storage/server-file-wrong-size': 413,
  'storage/unknown': 500,
  'storage/retry-limit-exceeded': 503,
} as const

export type StorageErrorCode = keyof typeof STORAGE_STATUS

/** How long a client is asked to wait before trying a bucket that did not answer again. */
export const STORAGE_RETRY_AFTER_SECONDS = 30
export const retryAfterHeaders = { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) }

/**
 * The bucket could not be reached (refused, timed out, or a 5xx) even after the SDK's bounded
 * retries: not the caller's fault and not a bug, so it is answered with 503, not 500.
 */
export class StorageUnavailable extends Error {
  override name = 'StorageUnavailable'
}

/** For a route serving a file: a bucket that does not answer is a 503 (the page around it still renders). */
export function unavailableAs503(error: unknown): never {
  if (error instanceof StorageUnavailable) throw data(null, { status: 503, headers: retryAfterHeaders })
  throw error
}

/** An expected storage failure; `message` is already in the requester's language. */
export class StorageError extends Error {
  override name = 'StorageError'
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message)
  }

  get status(): number {
    return STORAGE_STATUS[this.code]
  }

  toResponse(): Response {
    return Response.json(
      { error: { code: this.code, message: this.message } },
      { status: this.status, headers: this.status === 503 ? retryAfterHeaders : undefined },
    )
  }
}
