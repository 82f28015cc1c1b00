import type * as S3Sdk from '@aws-sdk/client-s3'
import type { Storage } from './storage.server.ts'

export interface S3Options {
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

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
      }),
    })))
  async function read(fullPath: string, range?: string) {
    const {
      sdk: { GetObjectCommand, NoSuchKey },
      s3,
    } = await connect()
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key(fullPath), Range: range }))
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined
      throw error
    }
  }
  return {
    bucket,
    async put(fullPath, bytes, contentType) {
      const { sdk, s3 } = await connect()
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key(fullPath),
          Body: bytes,
          ContentType: contentType,
        }),
      )
    },
    async get(fullPath) {
      return read(fullPath)
    },
    async getRange(fullPath, start, end) {
      return read(fullPath, `bytes=${start}-${end}`)
    },
    async remove(fullPath) {
      const { sdk, s3 } = await connect()
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key(fullPath) }))
    },
  }
}
