import { describe, expect, test } from 'vitest'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../html-cache/page-policy.server.ts'
import { answerCacheControl } from './cache-control.server.ts'

const visitor = { path: '/blog', cookie: 'i18next=es' }
const signedIn = { path: '/blog', cookie: 'i18next=es; coach.session_token=abc' }
const answer = (headers: Record<string, string>) => ({ headers: new Headers(headers) })

describe('answerCacheControl: one policy for every answer of the app', () => {
  test("a visitor's public page and public files keep their shared caching", () => {
    expect(answerCacheControl(visitor, answer({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }))).toBe(
      PUBLIC_PAGE_CACHE_CONTROL,
    )
    expect(
      answerCacheControl(
        { path: '/feed.xml', cookie: undefined },
        answer({ 'Cache-Control': 'public, max-age=600' }),
      ),
    ).toBe('public, max-age=600')
  })

  test.each([
    ['a signed-in visitor', signedIn, { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }],
    [
      'a data request',
      { path: '/blog.data', cookie: undefined },
      { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
    ],
    ["the home page's data", { path: '/_root.data', cookie: undefined }, { 'Cache-Control': 'public' }],
    ['an answer that sets a cookie', visitor, { 'Cache-Control': 'public', 'Set-Cookie': 'a=1' }],
    ['an answer without Cache-Control (a redirect, a data answer)', visitor, { Location: '/signin' }],
    ['a private answer', visitor, { 'Cache-Control': 'private, max-age=60' }],
    ['no-store alone', visitor, { 'Cache-Control': 'no-store' }],
    ['max-age without public', visitor, { 'Cache-Control': 'max-age=3600' }],
  ])('%s: private, no-store', (_case, request, headers) => {
    expect(answerCacheControl(request, answer(headers))).toBe('private, no-store')
  })
})
