import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
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
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  })
  async function read(fullPath: string, range?: string) {
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key(fullPath), Range: range }),
      )
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined
      throw error
    }
  }
  return {
    bucket,
    async put(fullPath, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key(fullPath), Body: bytes, ContentType: contentType }),
      )
    },
    async get(fullPath) {
      return read(fullPath)
    },
    async getRange(fullPath, start, end) {
      return read(fullPath, `bytes=${start}-${end}`)
    },
    async remove(fullPath) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(fullPath) }))
    },
  }
}
