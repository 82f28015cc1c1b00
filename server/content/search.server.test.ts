import { expect, test } from 'vitest'
import { normaliseTag } from './posts.server.ts'
import { searchQuery } from './search.server.ts'

test('search text and tags from a URL lose their control characters (a NUL would fail PostgreSQL)', () => {
  expect(searchQuery('pre\u0000sión\u0007 tras\tpérdida')).toBe('presión tras pérdida')
  expect(searchQuery('\u0000\u0001')).toBeUndefined()
  expect(normaliseTag(' Rondo\u0000s\u009b ')).toBe('rondos')
})
