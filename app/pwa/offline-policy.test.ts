import { describe, expect, test } from 'vitest'
import {
  accountCacheName,
  filesOfPage,
  isAccountMessage,
  isKeptFile,
  isSignOut,
  isTimerPath,
  timerPath,
} from './offline-policy.ts'

describe('what the service worker may answer from the device', () => {
  test('only timer pages and their data are private answers it keeps', () => {
    expect(isTimerPath(timerPath(12))).toBe(true)
    expect(isTimerPath('/account/sessions/12/timer.data')).toBe(true)
    for (const path of [
      '/account/sessions/12',
      '/account/sessions/12/print',
      '/admin',
      '/admin/sessions/1/timer',
    ])
      expect(isTimerPath(path), path).toBe(false)
  })

  test('hashed files, translations and icons are answered from the device offline; pages and APIs are not', () => {
    for (const path of [
      '/assets/root-AbC.js',
      '/locales/es/common.json',
      '/icons/icon-192.png',
      '/favicon.svg',
    ])
      expect(isKeptFile(path), path).toBe(true)
    for (const path of [
      '/admin',
      '/admin/posts.data',
      '/account/sessions',
      '/api/auth/get-session',
      '/media/a.jpg',
    ])
      expect(isKeptFile(path), path).toBe(false)
  })

  test("a page's files: same-origin scripts, styles and translations, never another page", () => {
    const origin = 'https://club.example'
    expect(
      filesOfPage(
        [
          '/assets/entry.client-1.js',
          'https://club.example/assets/app-2.css',
          '/locales/es/sessions.json?v=abc',
          '/assets/entry.client-1.js',
          'https://cdn.example/assets/x.js',
          '/account/sessions/3/timer.data',
          '/admin',
        ],
        origin,
      ),
    ).toEqual(['/assets/entry.client-1.js', '/assets/app-2.css', '/locales/es/sessions.json?v=abc'])
  })

  test("each account has its own cache; sign-out is the logout form's POST, plain or React Router's", () => {
    expect(accountCacheName('u1')).not.toBe(accountCacheName('u2'))
    expect(isSignOut('POST', '/auth/logout')).toBe(true)
    expect(isSignOut('POST', '/auth/logout.data')).toBe(true)
    expect(isSignOut('GET', '/auth/logout')).toBe(false)
    expect(isAccountMessage({ type: 'account', account: null, language: 'es' })).toBe(true)
    expect(isAccountMessage({ type: 'account', account: 'u1', language: 'ar' })).toBe(true)
    expect(isAccountMessage({ type: 'account', account: 3, language: 'es' })).toBe(false)
    expect(isAccountMessage({ type: 'account', account: 'u1' })).toBe(false)
    expect(isAccountMessage('account')).toBe(false)
  })
})
