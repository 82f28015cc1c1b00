import { describe, expect, test } from 'vitest'
import type { CourseAccess, LessonAccess } from '../db/schema.server.ts'
import { lessonLevel, mayRead, wallWays, type Reader } from './visibility.server.ts'

const LEVELS: CourseAccess[] = ['public', 'signedIn', 'members', 'enrolled']

/** Every reader the site can meet: a visitor has no membership, enrolment nor coach role. */
const READERS = {
  visitor: { signedIn: false, coach: false, enrolled: false, member: false },
  learner: { signedIn: true, coach: false, enrolled: false, member: false },
  member: { signedIn: true, coach: false, enrolled: false, member: true },
  enrolled: { signedIn: true, coach: false, enrolled: true, member: false },
  enrolledMember: { signedIn: true, coach: false, enrolled: true, member: true },
  coach: { signedIn: true, coach: true, enrolled: false, member: false },
} satisfies Record<string, Reader>
type Name = keyof typeof READERS

/** Who reads each level: the expected answer for every level × reader. */
const EXPECTED: Record<CourseAccess, Name[]> = {
  public: ['visitor', 'learner', 'member', 'enrolled', 'enrolledMember', 'coach'],
  signedIn: ['learner', 'member', 'enrolled', 'enrolledMember', 'coach'],
  members: ['member', 'enrolled', 'enrolledMember', 'coach'],
  enrolled: ['enrolled', 'enrolledMember', 'coach'],
}

describe('who may read a level', () => {
  for (const level of LEVELS)
    for (const [name, reader] of Object.entries(READERS) as Array<[Name, Reader]>)
      test(`${level} × ${name}`, () => {
        expect(mayRead(level, reader)).toBe(EXPECTED[level].includes(name))
      })
})

describe('a lesson’s level', () => {
  const lessonChoices: LessonAccess[] = ['course', ...LEVELS]
  for (const course of LEVELS)
    for (const lesson of lessonChoices)
      test(`course ${course}, lesson ${lesson}`, () => {
        expect(lessonLevel(course, lesson)).toBe(lesson === 'course' ? course : lesson)
      })

  test('a free preview (public lesson) of an enrolment course is read by a visitor', () => {
    expect(mayRead(lessonLevel('enrolled', 'public'), READERS.visitor)).toBe(true)
    expect(mayRead(lessonLevel('enrolled', 'course'), READERS.visitor)).toBe(false)
  })
  test('a members-only lesson of a public course is closed to a signed-in non-member', () => {
    expect(mayRead(lessonLevel('public', 'members'), READERS.learner)).toBe(false)
    expect(mayRead(lessonLevel('public', 'members'), READERS.member)).toBe(true)
  })
})

describe('what the wall offers', () => {
  const ways = (level: CourseAccess, name: Name, forSale = false) =>
    wallWays(level, READERS[name], { forSale })

  test('nothing to whoever may read', () => {
    for (const level of LEVELS) for (const name of EXPECTED[level]) expect(ways(level, name)).toEqual([])
  })
  test('a visitor signs in; for members content the plans show too', () => {
    expect(ways('signedIn', 'visitor')).toEqual(['signIn'])
    expect(ways('enrolled', 'visitor', true)).toEqual(['signIn'])
    expect(ways('members', 'visitor')).toEqual(['signIn', 'plans'])
  })
  test('a signed-in learner: request, code, and buy only when the course is for sale', () => {
    expect(ways('enrolled', 'learner')).toEqual(['request', 'redeem'])
    expect(ways('enrolled', 'learner', true)).toEqual(['request', 'redeem', 'buy'])
    expect(ways('enrolled', 'member', true)).toEqual(['request', 'redeem', 'buy'])
  })
  test('members content: the plans first, then the ways to enrol', () => {
    expect(ways('members', 'learner', true)).toEqual(['plans', 'request', 'redeem', 'buy'])
  })
})
