import fs from 'node:fs/promises'
import path from 'node:path'
import { env } from '../env.server.ts'

/** Where file bytes live. Disk now; an S3-compatible driver fills the same interface later. */
export interface Storage {
  bucket: string
  put(fullPath: string, bytes: Buffer): Promise<void>
  /** undefined when the object does not exist (storage/object-not-found). */
  get(fullPath: string): Promise<Buffer | undefined>
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
  }
}

let current: Storage | undefined
export const storage = () => (current ??= diskStorage())
