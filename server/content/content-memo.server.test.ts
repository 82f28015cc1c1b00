import { describe, expect, test } from 'vitest'
import { createHtmlCache } from '../html-cache/html-cache.server.ts'
import { createContentMemo } from './content-memo.server.ts'

/** A memo leased from a real HTML cache with its own clock, and a computation that counts its runs. */
function setUp({ nextPublication = Infinity } = {}) {
  let clock = 1_000_000
  const cache = createHtmlCache({
    maxBytes: 1024 * 1024,
    maxAgeMs: 15 * 60 * 1000,
    https: false,
    cachesHost: () => true,
    nextPublication: async () => nextPublication,
    now: () => clock,
  })
  const memo = createContentMemo<string>({ lease: () => cache.lease(), maxEntries: 2, now: () => clock })
  let runs = 0
  const read = (key = 'post 1') => memo(key, async () => `${key} read ${++runs}`)
  return { cache, read, runs: () => runs, advance: (ms: number) => (clock += ms) }
}

describe('content memo', () => {
  test('reads every time while the HTML cache is off (development, tests)', async () => {
    const { read, runs } = setUp()
    await read()
    await read()
    expect(runs()).toBe(2)
  })

  test('reads once per content version: any public write reads again', async () => {
    const { cache, read, runs } = setUp()
    cache.enable()
    expect(await read()).toBe('post 1 read 1')
    expect(await read()).toBe('post 1 read 1')
    cache.invalidate()
    expect(await read()).toBe('post 1 read 2')
    expect(runs()).toBe(2)
  })

  test('reads again once a scheduled post comes out, and after the longest a page is kept', async () => {
    const scheduled = setUp({ nextPublication: 1_000_000 + 60_000 })
    scheduled.cache.enable()
    await scheduled.read()
    scheduled.advance(59_000)
    await scheduled.read()
    expect(scheduled.runs()).toBe(1)
    scheduled.advance(1_000)
    await scheduled.read()
    expect(scheduled.runs()).toBe(2)

    const quiet = setUp()
    quiet.cache.enable()
    await quiet.read()
    quiet.advance(15 * 60 * 1000)
    await quiet.read()
    expect(quiet.runs()).toBe(2)
  })

  test('reads every time while changes on other instances may go unheard', async () => {
    const { cache, read, runs } = setUp()
    cache.enable()
    cache.hearsChanges(false)
    await read()
    await read()
    expect(runs()).toBe(2)
    cache.hearsChanges(true)
    await read()
    await read()
    expect(runs()).toBe(3)
  })

  test('concurrent reads of a key share one; a failed read is not kept; the oldest key goes first', async () => {
    const { cache, read, runs } = setUp()
    cache.enable()
    expect(await Promise.all([read(), read()])).toEqual(['post 1 read 1', 'post 1 read 1'])
    expect(runs()).toBe(1)

    const memo = createContentMemo<string>({ lease: () => cache.lease(), maxEntries: 2 })
    let attempts = 0
    const failing = () =>
      memo('post 9', async () => {
        if (++attempts === 1) throw new Error('database down')
        return 'read'
      })
    await expect(failing()).rejects.toThrow('database down')
    expect(await failing()).toBe('read')
    expect(attempts).toBe(2)

    await read('post 2')
    await read('post 3') // two keys at most: post 1 is dropped
    await read('post 1')
    expect(runs()).toBe(4)
  })
})
