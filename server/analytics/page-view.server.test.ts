import { describe, expect, test } from 'vitest'
import { pageViewOf, type AnsweredRequest } from './page-view.server.ts'

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

const answered = (
  change: Partial<AnsweredRequest> = {},
  headers: Record<string, string> = {},
): AnsweredRequest => ({
  method: 'GET',
  url: '/post/rondo',
  headers: { host: 'coach.example', 'user-agent': BROWSER, ...headers },
  address: '203.0.113.7',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  at: Date.parse('2026-11-28T10:00:00Z'),
  ...change,
})

describe('what counts as a page view', () => {
  test('a browser reading a public page: the site and the page, on the UTC day', () => {
    expect(pageViewOf(answered())).toEqual({
      day: '2026-11-28',
      visitorKey: expect.any(String),
      counts: [
        ['site', ''],
        ['page', '/post/rondo'],
      ],
    })
  })

  test('a page revalidated (304, the HTML cache answering a reload) counts', () => {
    expect(pageViewOf(answered({ status: 304, contentType: '' }))).toBeDefined()
  })

  test.each([
    ['a robot', answered({}, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })],
    ['a headless browser', answered({}, { 'user-agent': `${BROWSER} HeadlessChrome/140` })],
    ['a program without user agent', answered({}, { 'user-agent': '' })],
    ['Do Not Track', answered({}, { dnt: '1' })],
    ['Global Privacy Control', answered({}, { 'sec-gpc': '1' })],
    ['a prefetch', answered({}, { 'sec-purpose': 'prefetch' })],
    ['an admin page', answered({ url: '/admin/posts' })],
    ['the dashboard', answered({ url: '/admin?period=7' })],
    ['an account page', answered({ url: '/account/courses' })],
    ['the sign-in page', answered({ url: '/signin' })],
    ['client-side navigation data', answered({ url: '/post/rondo.data', contentType: 'text/x-script' })],
    ['a file that is not HTML', answered({ url: '/feed.xml', contentType: 'application/rss+xml' })],
    ['an HTML page answered 404', answered({ status: 404 })],
    ['a form post', answered({ method: 'POST' })],
    ['a HEAD request', answered({ method: 'HEAD' })],
  ])('%s is not counted', (_case, request) => {
    expect(pageViewOf(request)).toBeUndefined()
  })

  test('DNT: 0 and Sec-GPC: 0 do not opt out', () => {
    expect(pageViewOf(answered({}, { dnt: '0', 'sec-gpc': '0' }))).toBeDefined()
  })

  test('another site as referrer counts by host; the query is ignored, this site is not a referrer', () => {
    const from = (referer: string) =>
      pageViewOf(answered({}, { referer }))?.counts.find(([d]) => d === 'referrer')
    expect(from('https://www.google.com/search?q=rondo+de+posesion')).toEqual(['referrer', 'www.google.com'])
    expect(from('https://coach.example/blog')).toBeUndefined()
    expect(from('android-app://com.slack')).toBeUndefined()
  })

  test('UTM source, medium and campaign come from the query; the page is the path alone', () => {
    const view = pageViewOf(
      answered({ url: '/post/rondo?utm_source=newsletter&utm_medium=email&utm_campaign=otono&x=1' }),
    )
    expect(view?.counts).toEqual([
      ['site', ''],
      ['page', '/post/rondo'],
      ['utm_source', 'newsletter'],
      ['utm_medium', 'email'],
      ['utm_campaign', 'otono'],
    ])
  })

  test('the same browser is the same visitor key on any page, another browser or address another one', () => {
    const key = (change: Partial<AnsweredRequest>, headers: Record<string, string> = {}) =>
      pageViewOf(answered(change, headers))?.visitorKey
    expect(key({ url: '/blog' })).toBe(key({ url: '/post/rondo' }))
    expect(key({ address: '203.0.113.8' })).not.toBe(key({}))
    expect(key({}, { 'user-agent': `${BROWSER} Edg/140` })).not.toBe(key({}))
    expect(pageViewOf(answered({ at: Date.parse('2026-11-29T00:00:00Z') }))?.day).toBe('2026-11-29')
  })
})
