import { expect, test } from 'vitest'
import { loggableUrl } from './log-url.server.ts'

test('one-time tokens never reach the request log', () => {
  expect(loggableUrl('/setup?token=HuBhmeKOZ4NkdFfo')).toBe('/setup?token=%5Bredacted%5D')
  expect(loggableUrl('/auth/boxed-password-change?token=abc&lng=es')).toBe(
    '/auth/boxed-password-change?token=%5Bredacted%5D&lng=es',
  )
  expect(loggableUrl('/api/auth/verify-email?Token=x&callbackURL=%2F')).not.toContain('=x')
})

test('ordinary URLs are logged as they are, capped in length', () => {
  expect(loggableUrl('/blog?programme=elite&page=2')).toBe('/blog?programme=elite&page=2')
  expect(loggableUrl(`/${'a'.repeat(2000)}`)).toHaveLength(500)
})
