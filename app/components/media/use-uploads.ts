import { useCallback, useEffect, useRef, useState } from 'react'
import { uploadMedia, type UploadedMedia } from './upload.ts'

export interface UploadTask {
  key: string
  fileName: string
  /** 0..1 */
  progress: number
  state: 'uploading' | 'done' | 'failed'
  error?: unknown
}

/**
 * Uploads files one after another (a phone on a slow line does better than with many at once),
 * with each file's progress. Unmounting cancels what is still running.
 */
export function useUploads(onUploaded: (media: UploadedMedia) => void) {
  const [tasks, setTasks] = useState<UploadTask[]>([])
  const controller = useRef<AbortController | null>(null)
  const uploaded = useRef(onUploaded)
  uploaded.current = onUploaded
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(async (files: File[]) => {
    controller.current ??= new AbortController()
    const { signal } = controller.current
    const added = files.map((file) => ({
      file,
      task: {
        key: `${file.name}-${Math.random()}`,
        fileName: file.name,
        progress: 0,
        state: 'uploading',
      } as const,
    }))
    setTasks((current) => [...added.map((a) => a.task), ...current])
    const update = (key: string, change: Partial<UploadTask>) =>
      setTasks((current) => current.map((task) => (task.key === key ? { ...task, ...change } : task)))
    for (const { file, task } of added) {
      try {
        const media = await uploadMedia(file, {
          signal,
          onProgress: (progress) => update(task.key, { progress }),
        })
        update(task.key, { state: 'done', progress: 1 })
        uploaded.current(media)
      } catch (error) {
        update(task.key, { state: 'failed', error })
      }
    }
  }, [])

  const clear = useCallback(() => setTasks([]), [])
  return { tasks, start, clear }
}
