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
 * with each file's progress. Each can be cancelled; unmounting cancels what is still running.
 * A failed one keeps its file so it can be tried again (`retry`) without picking it anew.
 */
export function useUploads(onUploaded: (media: UploadedMedia) => void) {
  const [tasks, setTasks] = useState<UploadTask[]>([])
  const controllers = useRef(new Map<string, AbortController>())
  const failedFiles = useRef(new Map<string, File>())
  const uploaded = useRef(onUploaded)
  useEffect(() => {
    uploaded.current = onUploaded
  })
  useEffect(() => {
    const running = controllers.current
    return () => running.forEach((controller) => controller.abort())
  }, [])

  const start = useCallback(async (files: File[]) => {
    const added = files.map((file) => {
      const key = `${file.name}-${Math.random()}`
      controllers.current.set(key, new AbortController())
      return { file, task: { key, fileName: file.name, progress: 0, state: 'uploading' } as const }
    })
    setTasks((current) => [...added.map((a) => a.task), ...current])
    const update = (key: string, change: Partial<UploadTask>) =>
      setTasks((current) => current.map((task) => (task.key === key ? { ...task, ...change } : task)))
    for (const { file, task } of added) {
      try {
        const media = await uploadMedia(file, {
          signal: controllers.current.get(task.key)?.signal,
          onProgress: (progress) => update(task.key, { progress }),
        })
        update(task.key, { state: 'done', progress: 1 })
        uploaded.current(media)
      } catch (error) {
        update(task.key, { state: 'failed', error })
        failedFiles.current.set(task.key, file)
      } finally {
        controllers.current.delete(task.key)
      }
    }
  }, [])

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), [])
  const retry = useCallback(
    (key: string) => {
      const file = failedFiles.current.get(key)
      if (!file) return
      failedFiles.current.delete(key)
      setTasks((current) => current.filter((task) => task.key !== key))
      void start([file])
    },
    [start],
  )
  const clear = useCallback(() => {
    failedFiles.current.clear()
    setTasks([])
  }, [])
  return { tasks, start, cancel, retry, clear }
}
