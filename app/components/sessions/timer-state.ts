/**
 * The session timer's clock (issue 34), as plain data so it survives a reload or a locked phone
 * (kept in localStorage) and can be tested without a browser: which block is on, and either when it
 * ends (running) or how much of it is left (paused). Times are epoch milliseconds.
 */
export interface TimerState {
  /** A fingerprint of the blocks' ids and minutes: a state saved for other blocks is ignored. */
  plan: string
  index: number
  running: boolean
  /** While running: when the block ends. */
  endsAt: number
  /** While paused (or before the start): what is left of the block. */
  leftMs: number
  /** Past the last block's end. */
  done: boolean
}

export interface TimerBlock {
  id: number
  minutes: number
}

const MINUTE = 60_000

export const planOf = (blocks: readonly TimerBlock[]) => blocks.map((b) => `${b.id}:${b.minutes}`).join(',')

export const initialTimer = (blocks: readonly TimerBlock[]): TimerState => ({
  plan: planOf(blocks),
  index: 0,
  running: false,
  endsAt: 0,
  leftMs: (blocks[0]?.minutes ?? 0) * MINUTE,
  done: blocks.length === 0,
})

/** What is left of the current block at `now`. */
export const leftAt = (state: TimerState, now: number) =>
  state.running ? Math.max(0, state.endsAt - now) : state.leftMs

export const start = (state: TimerState, now: number): TimerState =>
  state.running || state.done ? state : { ...state, running: true, endsAt: now + state.leftMs }

export const pause = (state: TimerState, now: number): TimerState =>
  state.running ? { ...state, running: false, leftMs: leftAt(state, now) } : state

/** One more minute for the current block. */
export const addMinute = (state: TimerState): TimerState =>
  state.done
    ? state
    : state.running
      ? { ...state, endsAt: state.endsAt + MINUTE }
      : { ...state, leftMs: state.leftMs + MINUTE }

/** The next block, from its start; still running when the clock was. Past the last: done. */
export function skip(state: TimerState, blocks: readonly TimerBlock[], now: number): TimerState {
  const next = blocks[state.index + 1]
  if (!next) return { ...state, running: false, leftMs: 0, done: true }
  const leftMs = next.minutes * MINUTE
  return { ...state, index: state.index + 1, leftMs, endsAt: now + leftMs }
}

/**
 * The state at `now`: every block whose time ran out while nobody looked (a locked phone) is
 * passed, each next block starting when the previous one ended. `ended` counts the blocks that
 * ended, so the page rings once for them.
 */
export function advance(
  state: TimerState,
  blocks: readonly TimerBlock[],
  now: number,
): { state: TimerState; ended: number } {
  let current = state
  let ended = 0
  while (current.running && !current.done && current.endsAt <= now) {
    const next = blocks[current.index + 1]
    ended += 1
    current = next
      ? { ...current, index: current.index + 1, endsAt: current.endsAt + next.minutes * MINUTE }
      : { ...current, running: false, leftMs: 0, done: true }
  }
  return { state: current, ended }
}

/** `mm:ss` of what is left, rounded up so 0:00 shows only at the end. */
export function clockText(leftMs: number) {
  const seconds = Math.ceil(leftMs / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** A saved state for these blocks, or a fresh one (nothing saved, unreadable, or saved for others). */
export function restoredTimer(saved: string | null, blocks: readonly TimerBlock[]): TimerState {
  try {
    const state = JSON.parse(saved ?? '') as TimerState
    if (state.plan === planOf(blocks) && Number.isInteger(state.index) && blocks[state.index]) return state
  } catch {
    // nothing saved, or not ours: a fresh start
  }
  return initialTimer(blocks)
}
