import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isReadable, lessonStates, type LessonRule } from './unlock.server.ts'

const DAY_MS = 86_400_000
const BASE = Date.parse('2026-09-01T08:00:00.000Z')

/** An instant within `days` of the base date, to the minute. */
const instant = (days: number) =>
  fc
    .integer({ min: -days * 24 * 60, max: days * 24 * 60 })
    .map((minutes) => new Date(BASE + minutes * 60_000))

const rule: fc.Arbitrary<Omit<LessonRule, 'id'>> = fc.oneof(
  fc.constant({ unlockRule: 'none' as const, unlockAt: null, unlockDays: null }),
  fc.constant({ unlockRule: 'previous' as const, unlockAt: null, unlockDays: null }),
  instant(60).map((at) => ({ unlockRule: 'date' as const, unlockAt: at.toISOString(), unlockDays: null })),
  fc
    .option(fc.integer({ min: 0, max: 90 }), { nil: null })
    .map((days) => ({ unlockRule: 'days' as const, unlockAt: null, unlockDays: days })),
)

/** A course's lessons in order, which of them are done, when the learner enrolled, and now. */
const course = fc.array(rule, { maxLength: 12 }).chain((rules) => {
  const lessons = rules.map((r, index) => ({ ...r, id: 100 + index }))
  return fc.record({
    lessons: fc.constant(lessons),
    done: fc.subarray(lessons.map((lesson) => lesson.id)).map((ids) => new Set(ids)),
    enrolledAt: instant(60).map((at) => at.toISOString()),
    now: instant(120),
  })
})

describe('lesson unlock rules, for any course', () => {
  test('every lesson gets a state; a done lesson stays done whatever its rule', () => {
    fc.assert(
      fc.property(course, ({ lessons, done, enrolledAt, now }) => {
        const states = lessonStates(lessons, { enrolledAt, done, now })
        expect([...states.keys()]).toEqual(lessons.map((lesson) => lesson.id))
        for (const id of done) expect(states.get(id)).toEqual({ state: 'done' })
      }),
    )
  })

  test('each rule locks exactly when it says, and a locked lesson says when it opens if that is known', () => {
    fc.assert(
      fc.property(course, ({ lessons, done, enrolledAt, now }) => {
        const states = lessonStates(lessons, { enrolledAt, done, now })
        lessons.forEach((lesson, index) => {
          if (done.has(lesson.id)) return
          const state = states.get(lesson.id)
          const previous = lessons[index - 1]
          switch (lesson.unlockRule) {
            case 'none':
              expect(state).toEqual({ state: 'open' })
              break
            case 'previous':
              expect(state).toEqual(
                !previous || done.has(previous.id)
                  ? { state: 'open' }
                  : { state: 'locked', reason: 'previous', opensAt: null },
              )
              break
            case 'date': {
              const opensAt = lesson.unlockAt as string
              expect(state).toEqual(
                Date.parse(opensAt) > now.getTime()
                  ? { state: 'locked', reason: 'date', opensAt }
                  : { state: 'open' },
              )
              break
            }
            case 'days': {
              if (lesson.unlockDays === null) {
                expect(state).toEqual({ state: 'open' })
                break
              }
              const opensAt = new Date(Date.parse(enrolledAt) + lesson.unlockDays * DAY_MS).toISOString()
              expect(state).toEqual(
                Date.parse(opensAt) > now.getTime()
                  ? { state: 'locked', reason: 'days', opensAt }
                  : { state: 'open' },
              )
            }
          }
        })
      }),
    )
  })

  test('time only opens lessons: what a learner may read now stays readable later', () => {
    fc.assert(
      fc.property(
        course,
        fc.integer({ min: 0, max: 200 * DAY_MS }),
        ({ lessons, done, enrolledAt, now }, later) => {
          const before = lessonStates(lessons, { enrolledAt, done, now })
          const after = lessonStates(lessons, { enrolledAt, done, now: new Date(now.getTime() + later) })
          for (const lesson of lessons)
            if (isReadable(before.get(lesson.id))) expect(isReadable(after.get(lesson.id))).toBe(true)
        },
      ),
    )
  })

  test('progress only opens lessons: finishing one never locks another', () => {
    fc.assert(
      fc.property(course, fc.nat(), ({ lessons, done, enrolledAt, now }, pick) => {
        fc.pre(lessons.length > 0)
        const more = new Set([...done, lessons[pick % lessons.length]!.id])
        const before = lessonStates(lessons, { enrolledAt, done, now })
        const after = lessonStates(lessons, { enrolledAt, done: more, now })
        for (const lesson of lessons)
          if (isReadable(before.get(lesson.id))) expect(isReadable(after.get(lesson.id))).toBe(true)
      }),
    )
  })

  test('a course whose lessons are all "after the previous one" opens one lesson at a time, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), (count, progress) => {
        const lessons = Array.from({ length: count }, (_, index) => ({
          id: index + 1,
          unlockRule: 'previous' as const,
          unlockAt: null,
          unlockDays: null,
        }))
        const doneCount = progress % (count + 1)
        const done = new Set(lessons.slice(0, doneCount).map((lesson) => lesson.id))
        const states = lessonStates(lessons, {
          enrolledAt: new Date(BASE).toISOString(),
          done,
          now: new Date(BASE),
        })
        const readable = lessons.filter((lesson) => isReadable(states.get(lesson.id))).length
        expect(readable).toBe(Math.min(count, doneCount + 1))
      }),
    )
  })
})
