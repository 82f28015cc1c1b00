import { AsyncLocalStorage } from 'node:async_hooks'
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

/** A render's turn, once admitted. */
export interface Turn {
  /** Frees the turn; calling it again does nothing. */
  leave(): void
  /**
   * Gives the turn up while `work` waits for something outside (Stripe, an SMTP server, an upload
   * still arriving), and takes it back, ahead of every waiting render, when `work` is done.
   */
  away<T>(work: () => Promise<T>): Promise<T>
}

/**
 * Turns to render, first come first served: `enter` resolves with a `Turn` once the render may
 * start, or with undefined when it is refused (the gate is full, the wait ran out, or the visitor
 * went away while waiting).
 *
 * A render is admitted on a later turn of the event loop (`setImmediate`), never in the callback
 * that brought its request: a render on SQLite runs start to finish without waiting for I/O, so
 * renders started as their requests are read would run back to back while every socket behind
 * them, cache hits included, waits. Admitted this way, each turn of the loop reads every ready
 * socket (answering cache hits, queueing renders) and then runs at most `concurrency` renders.
 *
 * A turn bounds the CPU renders take, not the time a request lives: a request that waits for
 * another service gives its turn up meanwhile (`Turn.away`). Held across such a wait, two turns
 * would stop every page of the site for as long as Stripe takes to answer, and a request whose
 * answer depends on another request to this server (Stripe's test stand-in delivers an event
 * before it answers the call that caused it) would wait for a turn it holds itself.
 */
export function createRenderGate({ concurrency, queueLength, queueWaitMs }: RenderLimits) {
  let running = 0
  /** Admit functions of the waiting renders, in arrival order (a Set keeps insertion order). */
  const waiting = new Set<() => void>()
  /** Turns given up by `away` whose work is done: they come back before any waiting render. */
  const returning: Array<() => void> = []
  let admitting = false

  function admitOnNextTurn() {
    if (admitting) return
    admitting = true
    setImmediate(() => {
      admitting = false
      while (returning.length > 0 && running < concurrency) {
        running++
        returning.shift()?.()
      }
      for (const admit of waiting) {
        if (running >= concurrency) break
        running++
        admit()
      }
    })
  }

  function release() {
    running--
    if (waiting.size > 0 || returning.length > 0) admitOnNextTurn()
  }

  function turn(): Turn {
    let left = false
    let away = false
    return {
      leave() {
        if (left) return
        left = true
        release()
      },
      async away(work) {
        if (left || away) return work()
        away = true
        release()
        try {
          return await work()
        } finally {
          await new Promise<void>((resolve) => {
            returning.push(resolve)
            admitOnNextTurn()
          })
          away = false
        }
      },
    }
  }

  return {
    enter(signal: AbortSignal): Promise<Turn | undefined> {
      if (running + waiting.size >= concurrency + queueLength || signal.aborted)
        return Promise.resolve(undefined)
      return new Promise((resolve) => {
        const settle = (admitted: Turn | undefined) => {
          clearTimeout(timer)
          signal.removeEventListener('abort', refuse)
          waiting.delete(admit)
          resolve(admitted)
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

const turns = new AsyncLocalStorage<Turn>()

/**
 * Runs `work`, a wait for another service, without holding the render turn of the request it
 * belongs to (if any: a background job holds none). Wrap network calls, not database queries: on
 * PostgreSQL the turns are what keeps the database's load bounded.
 */
export function awayFromTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = turns.getStore()
  return turn ? turn.away(work) : work()
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
    const turn = await gate.enter(request.signal)
    if (!turn) return overloadedResponse(request)
    try {
      return await turns.run(turn, () => handle(request, context))
    } finally {
      turn.leave()
    }
  }
}
