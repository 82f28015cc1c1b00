/** The parts of a training session, in order (no schema: the session sheet imports this, not Zod). */
export const sessionPhases = ['warmup', 'main', 'game', 'cooldown'] as const
export type SessionPhase = (typeof sessionPhases)[number]
