import { describe, expect, test } from 'vitest'
import {
  defaultSettings,
  deserializeSettings,
  pageDirection,
  parseSettings,
  serializeSettings,
  storageKey,
} from './settings.ts'

describe('display settings', () => {
  test('defaults are the spec’s', () => {
    expect(defaultSettings).toEqual({
      theme: 'light',
      menu: 'vertical',
      layout: 'full',
      rtlClass: 'ltr',
      animation: 'none',
      navbar: 'sticky',
      semidark: false,
      locale: 'en',
    })
  })

  test('cookie round trip keeps every setting', () => {
    const settings = {
      theme: 'system',
      menu: 'horizontal',
      layout: 'boxed',
      rtlClass: 'rtl',
      animation: 'zoom-in',
      navbar: 'floating',
      semidark: true,
      locale: 'ae',
    } as const
    expect(deserializeSettings(serializeSettings(settings))).toEqual(settings)
  })

  test('corrupt values reset one by one to their defaults', () => {
    expect(
      parseSettings({
        theme: 'purple',
        menu: 'horizontal',
        semidark: 'yes',
        locale: '../../etc',
        navbar: null,
      }),
    ).toEqual({ ...defaultSettings, menu: 'horizontal' })
    expect(parseSettings({ semidark: 'true', locale: 'es-AR' })).toMatchObject({
      semidark: true,
      locale: 'es',
    })
  })

  test('a malformed or oversized cookie gives the defaults', () => {
    expect(deserializeSettings('theme=dark&&=&x&menu=%%%')).toEqual({ ...defaultSettings, theme: 'dark' })
    expect(deserializeSettings('}{not a cookie')).toEqual(defaultSettings)
    expect(deserializeSettings(`theme=dark&pad=${'x'.repeat(600)}`)).toEqual(defaultSettings)
    expect(deserializeSettings(undefined)).toEqual(defaultSettings)
  })

  test('the right-to-left choice holds for its own language; others bring their direction', () => {
    const arabicLtr = { ...defaultSettings, locale: 'ae', rtlClass: 'ltr' } as const
    expect(pageDirection(arabicLtr, 'ae')).toBe('ltr')
    expect(pageDirection(defaultSettings, 'ae')).toBe('rtl')
    expect(pageDirection({ ...defaultSettings, rtlClass: 'rtl' }, 'en')).toBe('rtl')
    expect(pageDirection({ ...defaultSettings, rtlClass: 'rtl' }, 'de')).toBe('ltr')
  })

  test('local storage keys are the spec template’s', () => {
    expect(storageKey('theme')).toBe('theme')
    expect(storageKey('rtlClass')).toBe('rtlClass')
    expect(storageKey('locale')).toBe('i18nextLng')
  })
})
