import { afterEach, vi } from 'vitest'

// An error logged during a test is a failure the test did not assert on (as in the Epic Stack).
let logged: unknown[][] = []
const original = console.error
console.error = (...args: unknown[]) => {
  logged.push(args)
  original(...args)
}
afterEach(() => {
  const errors = logged
  logged = []
  vi.restoreAllMocks()
  if (errors.length)
    throw new Error(`console.error was called:\n${errors.map((a) => a.join(' ')).join('\n')}`)
})
