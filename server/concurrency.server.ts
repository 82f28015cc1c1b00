/** At most `max` tasks run at once; the others wait their turn, first come first served. */
export function concurrencyLimit(max: number) {
  let running = 0
  const waiting: Array<() => void> = []
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < max) running++
      else await new Promise<void>((resolve) => waiting.push(resolve)) // the finisher hands its slot over
      try {
        return await task()
      } finally {
        const next = waiting.shift()
        if (next) next()
        else running--
      }
    },
  }
}
