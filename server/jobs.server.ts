/**
 * Runs `task` now and then every `everyMs` in this instance, one run at a time (a run that takes
 * longer than the interval is not started twice). The timer does not hold the process open.
 */
export function runEvery(everyMs: number, task: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      await task()
    } catch (error) {
      onError(error)
    } finally {
      running = false
    }
  }
  void run()
  setInterval(() => void run(), everyMs).unref()
}
