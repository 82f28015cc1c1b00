import { env } from '../env.server.ts'
import { overloadedResponse } from './overloaded-response.server.ts'

export interface RenderLimits {
  /** Renders under way at once; the others wait their turn. */
  concurrency: number
  /** Renders that may wait; one more is refused at once. */
  queueLength: number
  /** The longest a render waits for its turn before it is refused. */
  queueWaitMs: number
}

/** Frees the turn taken; calling it again does nothing. */
type Leave = () => void

/**
 * Turns to render, first come first served: `enter` resolves with a `Leave` once the render may
 * start, or with undefined when it is refused (the gate is full, the wait ran out, or the visitor
 * went away while waiting).
 *
 * A render is admitted on a later turn of the event loop (`setImmediate`), never in the callback
 * that brought its request: a render on SQLite runs start to finish without waiting for I/O, so
 * renders started as their requests are read would run back to back while every socket behind
 * them, cache hits included, waits. Admitted this way, each turn of the loop reads every ready
 * socket (answering cache hits, queueing renders) and then runs at most `concurrency` renders.
 */
export function createRenderGate({ concurrency, queueLength, queueWaitMs }: RenderLimits) {
  let running = 0
  /** Admit functions of the waiting renders, in arrival order (a Set keeps insertion order). */
  const waiting = new Set<() => void>()
  let admitting = false

  function admitOnNextTurn() {
    if (admitting) return
    admitting = true
    setImmediate(() => {
      admitting = false
      for (const admit of waiting) {
        if (running >= concurrency) break
        running++
        admit()
      }
    })
  }

  function turn(): Leave {
    let left = false
    return () => {
      if (left) return
      left = true
      running--
      if (waiting.size > 0) admitOnNextTurn()
    }
  }

  return {
    enter(signal: AbortSignal): Promise<Leave | undefined> {
      if (running + waiting.size >= concurrency + queueLength || signal.aborted)
        return Promise.resolve(undefined)
      return new Promise((resolve) => {
        const settle = (leave: Leave | undefined) => {
          clearTimeout(timer)
          signal.removeEventListener('abort', refuse)
          waiting.delete(admit)
          resolve(leave)
        }
        const admit = () => settle(turn())
        const refuse = () => settle(undefined)
        const timer = setTimeout(refuse, queueWaitMs)
        signal.addEventListener('abort', refuse)
        waiting.add(admit)
        if (running < concurrency) admitOnNextTurn()
      })
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.size
    },
  }
}

type Handle<Context> = (request: Request, context?: Context) => Promise<Response>

/**
 * React Router's handler behind the gate (docs/decisions/028-render-concurrency.md): what the HTML
 * cache did not answer renders in turn, and past the limits it is answered 503 with Retry-After at
 * once, without a render. The turn is held until the response is made: a document is rendered
 * whole before that (app/entry.server.tsx), only sending it is left.
 */
export function gateRenders<Context>(handle: Handle<Context>): Handle<Context> {
  const { RENDER_CONCURRENCY, RENDER_QUEUE_LENGTH, RENDER_QUEUE_WAIT_MS } = env()
  const gate = createRenderGate({
    concurrency: RENDER_CONCURRENCY,
    queueLength: RENDER_QUEUE_LENGTH,
    queueWaitMs: RENDER_QUEUE_WAIT_MS,
  })
  return async (request, context) => {
    const leave = await gate.enter(request.signal)
    if (!leave) return overloadedResponse(request)
    try {
      return await handle(request, context)
    } finally {
      leave()
    }
  }
}
