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
      gate.enter(open()).then((turn) => {
        started.push(name)
        return turn
      })
    const [a, b] = await Promise.all([enter('a'), enter('b')])
    const c = enter('c')
    const d = enter('d')
    await nextTurn()
    expect(started).toEqual(['a', 'b'])
    expect([gate.running, gate.waiting]).toEqual([2, 2])
    a?.leave()
    a?.leave() // leaving twice frees one turn only
    await c
    expect(started).toEqual(['a', 'b', 'c'])
    expect([gate.running, gate.waiting]).toEqual([2, 1])
    b?.leave()
    ;(await d)?.leave()
    ;(await c)?.leave()
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
    first?.leave()
    const second = await waiting
    expect(second).toHaveProperty('leave')
    const third = gate.enter(open())
    second?.leave()
    expect(await third).toHaveProperty('leave')
  })

  test('with no queue, every render beyond the concurrency is refused', async () => {
    const gate = createRenderGate({ concurrency: 1, queueLength: 0, queueWaitMs: 60_000 })
    expect(await gate.enter(open())).toHaveProperty('leave')
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
    first?.leave()
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
    first?.leave()
    expect(await next).toHaveProperty('leave')
    expect(gate.running).toBe(1)
  })

  test('a render waiting for another service gives its turn up, and takes it back before the queue', async () => {
    const gate = createRenderGate({ concurrency: 1, queueLength: 10, queueWaitMs: 60_000 })
    const caller = await gate.enter(open())
    let answer: (value: string) => void = () => {}
    const call = caller?.away(() => new Promise<string>((resolve) => (answer = resolve)))
    // While the call is out, a page renders (with the turn held across the call, it would wait).
    const page = await gate.enter(open())
    expect(page).toHaveProperty('leave')
    const queued = gate.enter(open())
    answer('paid')
    await nextTurn()
    page?.leave()
    // The caller comes back first; the page queued meanwhile waits for the caller to finish.
    expect(await call).toBe('paid')
    expect([gate.running, gate.waiting]).toEqual([1, 1])
    caller?.leave()
    ;(await queued)?.leave()
    expect([gate.running, gate.waiting]).toEqual([0, 0])
  })

  test('a request that causes a second one to this server does not wait for a turn it holds', async () => {
    // Stripe's stand-in: the refund call delivers its event to the webhook before it answers.
    const gate = createRenderGate({ concurrency: 1, queueLength: 10, queueWaitMs: 500 })
    const action = await gate.enter(open())
    const webhook = async () => {
      const turn = await gate.enter(open())
      turn?.leave()
      return turn ? 200 : 503
    }
    expect(await action?.away(webhook)).toBe(200)
    action?.leave()
    expect(gate.running).toBe(0)
  })
})
