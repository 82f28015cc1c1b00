import { expect, test } from 'vitest'
import { getFixedT } from '#server/i18n/i18n.server.ts'

test('Arabic (code ae) uses Arabic plural forms, Polish and Russian their own', () => {
  const ar = getFixedT('ae')
  expect([0, 1, 2, 5, 16, 100].map((count) => ar('admin:posts.count', { count }))).toEqual([
    'لا توجد منشورات',
    'منشور واحد',
    'منشوران',
    '5 منشورات',
    '16 منشورًا',
    '100 منشور',
  ])
  const pl = getFixedT('pl')
  expect([1, 3, 5, 22].map((count) => pl('admin:posts.count', { count }))).toEqual([
    '1 wpis',
    '3 wpisy',
    '5 wpisów',
    '22 wpisy',
  ])
  expect(getFixedT('ru')('admin:concepts.count', { count: 21 })).toBe('21 понятие')
  expect(getFixedT('ja')('admin:posts.count', { count: 1 })).toBe('1 件の投稿')
})
