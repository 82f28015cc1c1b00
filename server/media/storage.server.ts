import fs from 'node:fs/promises'
import path from 'node:path'
import { env } from '../env.server.ts'
import { s3Storage } from './storage-s3.server.ts'

/** Where file bytes live: disk (default) or an S3-compatible bucket (STORAGE_URL=s3://…). */
export interface Storage {
  bucket: string
  put(fullPath: string, bytes: Buffer, contentType: string): Promise<void>
  /** undefined when the object does not exist (storage/object-not-found). */
  get(fullPath: string): Promise<Buffer | undefined>
  /** Removing an object that is already gone is not an error. */
  remove(fullPath: string): Promise<void>
}

const SAFE_PATH = /^[a-z0-9][a-z0-9._/-]*$/i

export function diskStorage(root = env().UPLOADS_DIR): Storage {
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
    async remove(fullPath) {
      await fs.rm(resolve(fullPath), { force: true })
    },
  }
}

function configuredStorage(): Storage {
  const { STORAGE, STORAGE_URL } = env()
  if (STORAGE_URL) return s3Storage(STORAGE_URL)
  if (STORAGE === 's3') throw new Error('STORAGE=s3 needs STORAGE_URL=s3://bucket/prefix')
  return diskStorage()
}

let current: Storage | undefined
export const storage = () => (current ??= configuredStorage())
