import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { courseStates, isReadable, lessonStates, type LessonRule, type SectionRule } from './unlock.server.ts'

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

/** A course in sections, each with its own rule, which lessons are done, the enrolment date and now. */
const sectioned = fc
  .array(fc.record({ rule, lessons: fc.array(rule, { maxLength: 4 }) }), { maxLength: 5 })
  .chain((drafts) => {
    let next = 100
    const sections: SectionRule[] = drafts.map((draft, index) => ({
      ...draft.rule,
      id: index + 1,
      lessons: draft.lessons.map((r) => ({ ...r, id: next++ })),
    }))
    const ids = sections.flatMap((section) => section.lessons.map((lesson) => lesson.id))
    return fc.record({
      sections: fc.constant(sections),
      done: fc.subarray(ids).map((list) => new Set(list)),
      enrolledAt: instant(60).map((at) => at.toISOString()),
      now: instant(120),
    })
  })

const flat = (sections: SectionRule[]) => sections.flatMap((section) => section.lessons)

describe('section unlock rules, for any course', () => {
  test('a section locks exactly when its rule says; "previous" waits for every lesson of the section before', () => {
    fc.assert(
      fc.property(sectioned, ({ sections, done, enrolledAt, now }) => {
        const states = courseStates(sections, { enrolledAt, done, now }).sections
        sections.forEach((section, index) => {
          const state = states.get(section.id)
          const previous = sections[index - 1]
          const opensAt =
            section.unlockRule === 'date'
              ? section.unlockAt
              : section.unlockRule === 'days' && section.unlockDays !== null
                ? new Date(Date.parse(enrolledAt) + section.unlockDays * DAY_MS).toISOString()
                : null
          if (opensAt && Date.parse(opensAt) > now.getTime())
            expect(state).toEqual({ state: 'locked', reason: section.unlockRule, opensAt })
          else if (
            section.unlockRule === 'previous' &&
            previous &&
            !previous.lessons.every((lesson) => done.has(lesson.id))
          )
            expect(state).toEqual({ state: 'locked', reason: 'previous', opensAt: null })
          else expect(state).toEqual({ state: 'open' })
        })
      }),
    )
  })

  test('a lesson of a locked section is locked unless done, and says when it opens if that is known', () => {
    fc.assert(
      fc.property(sectioned, ({ sections, done, enrolledAt, now }) => {
        const states = courseStates(sections, { enrolledAt, done, now })
        const alone = lessonStates(flat(sections), { enrolledAt, done, now })
        for (const section of sections) {
          const gate = states.sections.get(section.id)
          for (const lesson of section.lessons) {
            const state = states.lessons.get(lesson.id)
            if (done.has(lesson.id)) expect(state).toEqual({ state: 'done' })
            else if (gate?.state === 'open') expect(state).toEqual(alone.get(lesson.id))
            else {
              expect(isReadable(state)).toBe(false)
              if (gate?.opensAt && state?.state === 'locked') {
                expect(state.opensAt).not.toBeNull()
                expect(Date.parse(state.opensAt ?? '')).toBeGreaterThanOrEqual(Date.parse(gate.opensAt))
              }
            }
          }
        }
      }),
    )
  })

  test('time and progress only open lessons, sections included', () => {
    fc.assert(
      fc.property(
        sectioned,
        fc.integer({ min: 0, max: 200 * DAY_MS }),
        fc.nat(),
        ({ sections, done, enrolledAt, now }, later, pick) => {
          const lessons = flat(sections)
          const before = courseStates(sections, { enrolledAt, done, now }).lessons
          const afterTime = courseStates(sections, {
            enrolledAt,
            done,
            now: new Date(now.getTime() + later),
          }).lessons
          const more = lessons.length ? new Set([...done, lessons[pick % lessons.length]!.id]) : done
          const afterProgress = courseStates(sections, { enrolledAt, done: more, now }).lessons
          for (const lesson of lessons)
            if (isReadable(before.get(lesson.id))) {
              expect(isReadable(afterTime.get(lesson.id))).toBe(true)
              expect(isReadable(afterProgress.get(lesson.id))).toBe(true)
            }
        },
      ),
    )
  })
})
