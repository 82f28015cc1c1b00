/**
 * The `storage/*` error codes of SPEC.md section 8 that this server answers, with the spec's HTTP
 * mapping. `storage/server-file-wrong-size` (413) is our choice for "larger than MEDIA_MAX_BYTES":
 * the spec maps no code to 413, and this one names a size the server will not take.
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
} as const

export type StorageErrorCode = keyof typeof STORAGE_STATUS

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
    return Response.json({ error: { code: this.code, message: this.message } }, { status: this.status })
  }
}
