import { afterEach, describe, expect, test, vi } from 'vitest'
import { createRenderGate } from './render-gate.server.ts'

const open = () => new AbortController().signal
/** Lets the event loop turn once: the gate admits renders on the next turn. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => {
  vi.useRealTimers()
})

describe('render gate', () => {
  test('renders beyond the concurrency wait, and start in arrival order as turns end', async () => {
    const gate = createRenderGate({ concurrency: 2, queueLength: 10, queueWaitMs: 60_000 })
    const started: string[] = []
    const enter = (name: string) =>
      gate.enter(open()).then((leave) => {
        started.push(name)
        return leave
      })
    const [a, b] = await Promise.all([enter('a'), enter('b')])
    const c = enter('c')
    const d = enter('d')
    await nextTurn()
    expect(started).toEqual(['a', 'b'])
    expect([gate.running, gate.waiting]).toEqual([2, 2])
    a?.()
    a?.() // leaving twice frees one turn only
    await c
    expect(started).toEqual(['a', 'b', 'c'])
    expect([gate.running, gate.waiting]).toEqual([2, 1])
    b?.()
    ;(await d)?.()
    ;(await c)?.()
    expect([gate.running, gate.waiting]).toEqual([0, 0])
  })

  test('a render starts on a later turn of the event loop, not in the callback that asked', async () => {
    const gate = createRenderGate({ concurrency: 1, queueLength: 0, queueWaitMs: 60_000 })
    let started = false
    // Immediates run in order: this one, queued first, sees the loop before the gate's turn.
    const seenFirst = new Promise<boolean>((resolve) => setImmediate(() => resolve(started)))
    void gate.enter(open()).then(() => (started = true))
    expect(await seenFirst).toBe(false)
    await nextTurn()
    expect(started).toBe(true)
  })

  test('past the queue a render is refused at once, and admitted again once there is room', async () => {
    const gate = createRenderGate({ concurrency: 1, queueLength: 1, queueWaitMs: 60_000 })
    const first = await gate.enter(open())
    const waiting = gate.enter(open())
    expect(await gate.enter(open())).toBeUndefined()
    first?.()
    const second = await waiting
    expect(second).toBeTypeOf('function')
    const third = gate.enter(open())
    second?.()
    expect(await third).toBeTypeOf('function')
  })

  test('with no queue, every render beyond the concurrency is refused', async () => {
    const gate = createRenderGate({ concurrency: 1, queueLength: 0, queueWaitMs: 60_000 })
    expect(await gate.enter(open())).toBeTypeOf('function')
    expect(await gate.enter(open())).toBeUndefined()
  })

  test('a render that waited longer than the bound is refused and leaves the queue', async () => {
    vi.useFakeTimers()
    const gate = createRenderGate({ concurrency: 1, queueLength: 1, queueWaitMs: 500 })
    const entering = gate.enter(open())
    await vi.advanceTimersByTimeAsync(0)
    const first = await entering
    const late = gate.enter(open())
    await vi.advanceTimersByTimeAsync(499)
    expect(gate.waiting).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await late).toBeUndefined()
    expect(gate.waiting).toBe(0)
    first?.()
    expect(gate.running).toBe(0)
  })

  test('a visitor who goes away while waiting frees his place without a render', async () => {
    const gate = createRenderGate({ concurrency: 1, queueLength: 1, queueWaitMs: 60_000 })
    const first = await gate.enter(open())
    const visitor = new AbortController()
    const gone = gate.enter(visitor.signal)
    visitor.abort()
    expect(await gone).toBeUndefined()
    expect(gate.waiting).toBe(0)
    const next = gate.enter(open())
    first?.()
    expect(await next).toBeTypeOf('function')
    expect(gate.running).toBe(1)
  })
})
