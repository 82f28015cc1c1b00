import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect-target.server.ts'

const SITE = 'https://coach.example'
const FALLBACK = '/fallback'

/** Where a browser on SITE would end up after `Location: target`. */
const landsOn = (target: string) => new URL(target, SITE)

const hosts = ['evil.example', 'evil.example:8443', 'user@evil.example', '127.0.0.1', '[::1]']
const prefixes = [
  '//',
  '///',
  '////',
  '/\\',
  '\\\\',
  '\\/',
  '/\\/',
  '/./',
  '/.//',
  '/./\\',
  '/../',
  '/..//',
  '/%2e%2e//',
  '/%2E%2E/%2F',
  '/%2e//',
  '/%2f',
  '/%2F%2F',
  '/%252f%252f',
  '/%25252f%25252f',
  '/%5c',
  '/%5C%5C',
  '/%255c',
  '/%09/',
  '/%0a/',
  '/%0d/',
  '/%00/',
  '/\t/',
  '/\n/',
  '/\r/',
  '\t//',
  ' //',
  'https://',
  'http:',
  'http:/',
  'HTTPS://',
  'javascript:alert(1)//',
  'data:text/html,',
  '/%E3%80%82/',
  '/\u3002/',
]
const generated = prefixes.flatMap((prefix) => hosts.map((host) => `${prefix}${host}/phish?x=1`))

const handWritten = [
  '/.%2F%2Fevil.example/phish',
  '/.//evil.example/phish',
  '/%2e%2e//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%5cevil.example',
  '/%2f/evil.example',
  '/%2f%2fevil.example',
  '/%252F%252Fevil.example',
  'evil.example',
  'phish',
  './phish',
  '',
  '   ',
  '/'.padEnd(3000, 'a'),
  '\u0000/admin',
  '/admin\u0000',
  '/admin%00',
  '/admin\u007f',
  '/\u0085evil',
]

const tricky = [...generated, ...handWritten]

describe('safeRedirectPath', () => {
  it('is tried on over 200 tricky targets', () => {
    expect(tricky.length).toBeGreaterThanOrEqual(200)
  })

  it.each(tricky)('never leaves the site: %j', (target) => {
    const result = safeRedirectPath(target, FALLBACK)
    expect(result.startsWith('/')).toBe(true)
    expect(result).not.toMatch(/^\/[/\\]/)
    expect(landsOn(result).origin).toBe(SITE)
    // Whatever is kept is also safe read through every layer of percent-encoding.
    expect(decodeURIComponent(landsOn(result).pathname)).not.toMatch(/^\/[/\\]/)
  })

  it.each(generated)('refuses every target built to reach another host: %j', (target) => {
    const result = safeRedirectPath(target, FALLBACK)
    // Either refused, or reduced to a harmless local path that names no host at its start.
    expect(result === FALLBACK || !landsOn(result).pathname.startsWith('//')).toBe(true)
    expect(landsOn(result).host).toBe('coach.example')
  })

  it('refuses the reported open redirect', () => {
    expect(safeRedirectPath('/.%2F%2Fevil.example/phish', FALLBACK)).toBe(FALLBACK)
    expect(safeRedirectPath('/.//evil.example/phish', FALLBACK)).toBe(FALLBACK)
    expect(safeRedirectPath('/%2e%2e//evil.example', FALLBACK)).toBe(FALLBACK)
  })

  it('keeps ordinary local paths with their query and fragment', () => {
    expect(safeRedirectPath('/admin/posts?page=2#top', FALLBACK)).toBe('/admin/posts?page=2#top')
    expect(safeRedirectPath('/post/t%C3%A1ctica', FALLBACK)).toBe('/post/t%C3%A1ctica')
    expect(safeRedirectPath('/conceptos?q=100%25', FALLBACK)).toBe('/conceptos?q=100%25')
    expect(safeRedirectPath('/account-settings', FALLBACK)).toBe('/account-settings')
  })

  it('normalises dot segments instead of passing them on', () => {
    expect(safeRedirectPath('/blog/../admin/posts', FALLBACK)).toBe('/admin/posts')
  })

  it('answers the fallback for anything that is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['/admin']])
      expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK)
  })
})
