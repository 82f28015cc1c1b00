import { expect, test } from 'vitest'
import { isMalformedUrl } from './malformed-url.server.ts'

const url = (path: string) => new URL(`http://localhost${path}`)

test('ordinary and unusual but valid URLs pass', () => {
  for (const path of [
    '/',
    '/post/presion-tras-perdida',
    '/conceptos?q=%C3%B1',
    '/concepts/a%20b',
    "/x?q=' or 1=1 --",
  ])
    expect(isMalformedUrl(url(path)), path).toBe(false)
})

test('bad percent-encoding, NUL bytes and overlong URLs are refused', () => {
  for (const path of ['/%E0%A4%A', '/a%00b', '/blog?q=%00', `/${'a'.repeat(10_000)}`])
    expect(isMalformedUrl(url(path)), path.slice(0, 30)).toBe(true)
})
