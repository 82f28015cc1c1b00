import { describe, expect, test } from 'vitest'
import { handle as drillHandle } from '#app/routes/public/drill.tsx'
import { handle as lessonHandle } from '#app/routes/public/lesson.tsx'
import { handle as postHandle } from '#app/routes/public/post.tsx'
import { namespacesOf, type NamespaceSource } from './namespaces.ts'

/** Whether a page of these matches preloads (server) or downloads (client) the plans' texts. */
const needsPlans = (...matches: NamespaceSource[]) => namespacesOf(matches).includes('memberships')

describe('namespaces a page loads', () => {
  test('the memberships texts only where a teaser or a wall with plans shows', () => {
    const root = { handle: { i18n: ['common', 'validation'] } }
    expect(needsPlans(root, { handle: postHandle, loaderData: { teaser: null } })).toBe(false)
    expect(needsPlans(root, { handle: postHandle, loaderData: { teaser: { plans: [] } } })).toBe(true)
    expect(needsPlans(root, { handle: drillHandle, loaderData: { teaser: null } })).toBe(false)
    expect(needsPlans(root, { handle: drillHandle, loaderData: { teaser: { plans: [] } } })).toBe(true)
    expect(needsPlans(root, { handle: lessonHandle, loaderData: { wall: null } })).toBe(false)
    expect(needsPlans(root, { handle: lessonHandle, loaderData: { wall: { ways: ['signIn'] } } })).toBe(false)
    expect(needsPlans(root, { handle: lessonHandle, loaderData: { wall: { ways: ['plans'] } } })).toBe(true)
    // An error boundary has no data: only the fixed list.
    expect(namespacesOf([root, { handle: lessonHandle }])).toEqual([
      'common',
      'validation',
      'public',
      'courses',
    ])
  })
})
