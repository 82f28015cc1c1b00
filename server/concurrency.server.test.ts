import { expect, test } from 'vitest'
import { concurrencyLimit } from './concurrency.server.ts'

test('no more than max tasks run at once, and every task runs in the order it came', async () => {
  const limit = concurrencyLimit(2)
  let running = 0
  let most = 0
  const started: number[] = []
  const releases: Array<() => void> = []
  const tasks = [0, 1, 2, 3, 4].map((n) =>
    limit.run(async () => {
      started.push(n)
      most = Math.max(most, ++running)
      await new Promise<void>((resolve) => releases.push(resolve))
      running--
      return n
    }),
  )
  for (let released = 0; released < 5; released++) {
    await new Promise((resolve) => setImmediate(resolve))
    releases.shift()!()
  }
  expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4])
  expect(started).toEqual([0, 1, 2, 3, 4])
  expect(most).toBe(2)
})

test('a failing task frees its place', async () => {
  const limit = concurrencyLimit(1)
  await expect(limit.run(() => Promise.reject(new Error('falló')))).rejects.toThrow('falló')
  expect(await limit.run(async () => 'siguiente')).toBe('siguiente')
})
