import { expect, test } from 'vitest'
import { isMalformedTarget } from './malformed-url.server.ts'

test('ordinary and unusual but valid targets pass', () => {
  for (const target of [
    '/',
    '/post/presion-tras-perdida',
    '/conceptos?q=%C3%B1',
    '/concepts/a%C3%B1o',
    "/x?q=' or 1=1 --",
    '/blog?page=%ZZ',
    '/conceptos?q=%',
    '/post/t%C3%A1ctica-1.2',
    '/feed.xml',
    '/concepts/a%20b',
  ])
    expect(isMalformedTarget(target), target).toBe(false)
})

test('what no page can answer is refused', () => {
  for (const target of [
    '/%E0%A4%A',
    '/a%00b',
    '/blog?q=%00',
    `/${'a'.repeat(10_000)}`,
    '//',
    '//evil.com/..',
    '/\\\\',
    '/\\..\\x',
    '/%5c..%5cx',
    '/..%2f..%2f',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/a/../../b',
    '/./x',
    '/x/.',
    '/a%09b',
    '*',
    'http://evil.example/x',
    '',
  ])
    expect(isMalformedTarget(target), target.slice(0, 30)).toBe(true)
})
