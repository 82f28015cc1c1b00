import type { UnlockRule } from '../db/schema.server.ts'

const DAY_MS = 86_400_000

export interface LessonRule {
  id: number
  unlockRule: UnlockRule
  unlockAt: string | null
  unlockDays: number | null
}

/** A lesson as a learner meets it: done, open, or locked (with when it opens, when that is known). */
export type LessonState =
  | { state: 'done' }
  | { state: 'open' }
  | { state: 'locked'; reason: 'date' | 'days'; opensAt: string }
  | { state: 'locked'; reason: 'previous'; opensAt: null }

/**
 * The unlock rules of one course's lessons, in course order: on a date, N days after enrolment,
 * or once the previous lesson is done. A lesson already done stays readable whatever its rule.
 */
export function lessonStates(
  lessons: LessonRule[],
  { enrolledAt, done, now }: { enrolledAt: string; done: ReadonlySet<number>; now: Date },
): Map<number, LessonState> {
  const states = new Map<number, LessonState>()
  let previousDone = true
  for (const lesson of lessons) {
    states.set(lesson.id, stateOf(lesson, { enrolledAt, done, now, previousDone }))
    previousDone = done.has(lesson.id)
  }
  return states
}

function stateOf(
  lesson: LessonRule,
  context: { enrolledAt: string; done: ReadonlySet<number>; now: Date; previousDone: boolean },
): LessonState {
  if (context.done.has(lesson.id)) return { state: 'done' }
  const opensAt = openingTime(lesson, context.enrolledAt)
  if (opensAt && Date.parse(opensAt) > context.now.getTime())
    return { state: 'locked', reason: lesson.unlockRule === 'date' ? 'date' : 'days', opensAt }
  if (lesson.unlockRule === 'previous' && !context.previousDone)
    return { state: 'locked', reason: 'previous', opensAt: null }
  return { state: 'open' }
}

function openingTime(lesson: LessonRule, enrolledAt: string): string | null {
  if (lesson.unlockRule === 'date') return lesson.unlockAt
  if (lesson.unlockRule === 'days' && lesson.unlockDays !== null)
    return new Date(Date.parse(enrolledAt) + lesson.unlockDays * DAY_MS).toISOString()
  return null
}

export const isReadable = (state: LessonState | undefined) =>
  state?.state === 'open' || state?.state === 'done'
