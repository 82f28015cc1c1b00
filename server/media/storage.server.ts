import fs from 'node:fs/promises'
import path from 'node:path'
import { env, type Env } from '../env.server.ts'
import { s3Storage } from './storage-s3.server.ts'

/** Where file bytes live: disk (default) or an S3-compatible bucket (STORAGE_URL=s3://…). */
export interface Storage {
  bucket: string
  put(fullPath: string, bytes: Buffer, contentType: string): Promise<void>
  /** undefined when the object does not exist (storage/object-not-found). */
  get(fullPath: string): Promise<Buffer | undefined>
  /** Bytes `start` to `end` (inclusive) of an object, for range requests; undefined when it does not exist. */
  getRange(fullPath: string, start: number, end: number): Promise<Buffer | undefined>
  /** Removing an object that is already gone is not an error. */
  remove(fullPath: string): Promise<void>
}

const SAFE_PATH = /^[a-z0-9][a-z0-9._/-]*$/i

export function diskStorage(root: string): Storage {
  const resolve = (fullPath: string) => {
    if (!SAFE_PATH.test(fullPath) || fullPath.includes('..'))
      throw new Error(`storage/invalid-argument: ${fullPath}`)
    return path.join(path.resolve(root), fullPath)
  }
  return {
    bucket: 'local',
    async put(fullPath, bytes) {
      const file = resolve(fullPath)
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(file, bytes)
    },
    async get(fullPath) {
      try {
        return await fs.readFile(resolve(fullPath))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
    async getRange(fullPath, start, end) {
      let file: fs.FileHandle
      try {
        file = await fs.open(resolve(fullPath), 'r')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
      try {
        const buffer = Buffer.alloc(end - start + 1)
        const { bytesRead } = await file.read(buffer, 0, buffer.length, start)
        return buffer.subarray(0, bytesRead)
      } finally {
        await file.close()
      }
    },
    async remove(fullPath) {
      await fs.rm(resolve(fullPath), { force: true })
    },
  }
}

/** The driver the configuration asks for: STORAGE_URL=s3://… is S3-compatible, else disk. */
export function storageFrom(e: Env): Storage {
  if (e.STORAGE_URL)
    return s3Storage(e.STORAGE_URL, {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    })
  if (e.STORAGE === 's3') throw new Error('STORAGE=s3 needs STORAGE_URL=s3://bucket/prefix')
  return diskStorage(e.UPLOADS_DIR)
}

let current: Storage | undefined
export const storage = () => (current ??= storageFrom(env()))
