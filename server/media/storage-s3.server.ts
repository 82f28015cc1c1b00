import type * as S3Sdk from '@aws-sdk/client-s3'
import { StorageUnavailable } from './storage-errors.server.ts'
import type { Storage } from './storage.server.ts'
import { awayFromTurn } from '../http/render-gate.server.ts'

export interface S3Options {
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

/**
 * A bucket that does not answer must not hold a request for long: connecting gets 2 s, a silence on
 * an open connection 15 s (an idle limit, not a total one: a 100 MB lesson video on a slow link still
 * goes), and the SDK tries twice in all. Then the caller answers 503 (StorageUnavailable).
 */
export const S3_LIMITS = { connectionTimeout: 2_000, socketTimeout: 15_000, maxAttempts: 2 } as const

/** An S3-compatible bucket: `s3://bucket/prefix` puts media/{name} under bucket/prefix/. */
export function s3Storage(url: string, options: S3Options): Storage {
  const { hostname: bucket, pathname } = new URL(url)
  const prefix = pathname.replace(/^\/+|\/+$/g, '')
  // Object paths are ours (media/{hashed name}); on S3 a key cannot reach outside the bucket.
  const key = (fullPath: string) => (prefix ? `${prefix}/${fullPath}` : fullPath)
  const { accessKeyId, secretAccessKey } = options
  // The AWS SDK holds about 5 MB of heap: it is loaded on the first media operation, not at start.
  let connection: Promise<{ sdk: typeof S3Sdk; s3: S3Sdk.S3Client }> | undefined
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        maxAttempts: S3_LIMITS.maxAttempts,
        requestHandler: {
          connectionTimeout: S3_LIMITS.connectionTimeout,
          socketTimeout: S3_LIMITS.socketTimeout,
        },
      }),
    })))
  /**
   * Sends one command. The bucket's own refusals (4xx) are rethrown as they are; no answer at all
   * (refused, timed out) or a 5xx becomes StorageUnavailable.
   */
  async function send<T>(command: (sdk: typeof S3Sdk, s3: S3Sdk.S3Client) => Promise<T>): Promise<T> {
    const { sdk, s3 } = await connect()
    try {
      // The bucket's answer is waited for without the request's render turn (render-gate.server.ts).
      return await awayFromTurn(() => command(sdk, s3))
    } catch (error) {
      const status = error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined
      if (status !== undefined && status < 500) throw error
      throw new StorageUnavailable(error instanceof Error ? error.message : String(error), { cause: error })
    }
  }
  const read = (fullPath: string, range?: string) =>
    send(async ({ GetObjectCommand, NoSuchKey }, s3) => {
      try {
        const object = await s3.send(
          new GetObjectCommand({ Bucket: bucket, Key: key(fullPath), Range: range }),
        )
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined
        throw error
      }
    })
  return {
    bucket,
    async put(fullPath, bytes, contentType) {
      await send((sdk, s3) =>
        s3.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key(fullPath),
            Body: bytes,
            ContentType: contentType,
          }),
        ),
      )
    },
    async get(fullPath) {
      return read(fullPath)
    },
    async getRange(fullPath, start, end) {
      return read(fullPath, `bytes=${start}-${end}`)
    },
    async remove(fullPath) {
      await send((sdk, s3) => s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key(fullPath) })))
    },
  }
}
