import { generate } from 'otplib'

const PERIOD = 30

/**
 * A code the server accepts after the code of `afterStep` was used: the current step's, or the next
 * one's (within the server's one step of drift) when the current one was used already.
 */
export async function freshCode(secret: string, afterStep = 0) {
  const current = Math.floor(Date.now() / 1000 / PERIOD)
  let step = Math.max(current, afterStep + 1)
  // Only when two codes were used within one step: wait for the clock to reach the one before.
  while (step - Math.floor(Date.now() / 1000 / PERIOD) > 1) await new Promise((r) => setTimeout(r, 500))
  step = Math.max(step, Math.floor(Date.now() / 1000 / PERIOD))
  return { code: await generate({ secret, epoch: step * PERIOD }), step }
}
