import type { UnlockRule } from '../db/schema.server.ts'

const DAY_MS = 86_400_000

/** A lesson's or a section's drip rule. */
export interface DripRule {
  unlockRule: UnlockRule
  unlockAt: string | null
  unlockDays: number | null
}

export interface LessonRule extends DripRule {
  id: number
}

export interface SectionRule extends DripRule {
  id: number
  lessons: LessonRule[]
}

type Lock =
  | { state: 'locked'; reason: 'date' | 'days'; opensAt: string }
  | { state: 'locked'; reason: 'previous'; opensAt: null }

/** A section as a learner meets it: open, or locked (with when it opens, when that is known). */
export type SectionState = { state: 'open' } | Lock

/**
 * A lesson as a learner meets it: done, open, or locked (with when it opens, when that is known).
 * `section: true` when what keeps it locked is its section's rule.
 */
export type LessonState = { state: 'done' } | { state: 'open' } | (Lock & { section?: true })

interface Context {
  enrolledAt: string
  done: ReadonlySet<number>
  now: Date
}

/**
 * The unlock rules of one course, sections and lessons in course order. A rule opens on a date, N
 * days after enrolment, or once the previous lesson (for a section: every lesson of the previous
 * section) is done. A lesson is locked while its section is; a lesson already done stays readable
 * whatever the rules.
 */
export function courseStates(sections: SectionRule[], { enrolledAt, done, now }: Context) {
  const sectionStates = new Map<number, SectionState>()
  const lessons = new Map<number, LessonState>()
  let previousLessonDone = true
  let previousSectionDone = true
  for (const section of sections) {
    const gate = gateOf(section, { enrolledAt, now, previousDone: previousSectionDone })
    sectionStates.set(section.id, gate)
    for (const lesson of section.lessons) {
      const own: LessonState = done.has(lesson.id)
        ? { state: 'done' }
        : gateOf(lesson, { enrolledAt, now, previousDone: previousLessonDone })
      lessons.set(lesson.id, own.state === 'done' || gate.state === 'open' ? own : stricter(own, gate))
      previousLessonDone = done.has(lesson.id)
    }
    previousSectionDone = section.lessons.every((lesson) => done.has(lesson.id))
  }
  return { sections: sectionStates, lessons }
}

/**
 * What a learner is told of a lesson locked by its own rule and its section's: the section's lock,
 * unless the lesson's own date comes later than the section's.
 */
function stricter(own: SectionState, gate: Lock): LessonState {
  if (
    own.state === 'locked' &&
    own.opensAt &&
    gate.opensAt &&
    Date.parse(own.opensAt) > Date.parse(gate.opensAt)
  )
    return own
  return { ...gate, section: true }
}

/** The unlock rules of lessons without section rules (one course's lessons in order). */
export const lessonStates = (lessons: LessonRule[], context: Context): Map<number, LessonState> =>
  courseStates([{ id: 0, unlockRule: 'none', unlockAt: null, unlockDays: null, lessons }], context).lessons

function gateOf(
  rule: DripRule,
  { enrolledAt, now, previousDone }: { enrolledAt: string; now: Date; previousDone: boolean },
): SectionState {
  const opensAt = openingTime(rule, enrolledAt)
  if (opensAt && Date.parse(opensAt) > now.getTime())
    return { state: 'locked', reason: rule.unlockRule === 'date' ? 'date' : 'days', opensAt }
  if (rule.unlockRule === 'previous' && !previousDone)
    return { state: 'locked', reason: 'previous', opensAt: null }
  return { state: 'open' }
}

function openingTime(rule: DripRule, enrolledAt: string): string | null {
  if (rule.unlockRule === 'date') return rule.unlockAt
  if (rule.unlockRule === 'days' && rule.unlockDays !== null)
    return new Date(Date.parse(enrolledAt) + rule.unlockDays * DAY_MS).toISOString()
  return null
}

export const isReadable = (state: LessonState | undefined) =>
  state?.state === 'open' || state?.state === 'done'
