import { expect, test } from 'vitest'
import { linkify } from './linkify.ts'

test('plain text stays one text piece, markup and all', () => {
  const text = '<script>alert(1)</script> & <b>negrita</b>'
  expect(linkify(text)).toEqual([{ text }])
})

test('http and https addresses become links; the sentence’s full stop stays text', () => {
  expect(linkify('Mira https://ejemplo.es/rondo?x=1. Y http://a.es')).toEqual([
    { text: 'Mira ' },
    { text: 'https://ejemplo.es/rondo?x=1', href: 'https://ejemplo.es/rondo?x=1' },
    { text: '. Y ' },
    { text: 'http://a.es', href: 'http://a.es/' },
  ])
})

test.each([
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)//https://x.es',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://files.example.com/a',
  '//evil.example.com',
])('"%s" is never a link to anything but http(s)', (text) => {
  for (const piece of linkify(text)) if (piece.href) expect(piece.href).toMatch(/^https?:\/\//)
})

test('a quote or angle bracket ends the address: no attribute can be broken out of', () => {
  const pieces = linkify('https://x.es/"onmouseover="alert(1) <a href=https://y.es>')
  const hrefs = pieces.flatMap((piece) => (piece.href ? [piece.href] : []))
  expect(hrefs).toEqual(['https://x.es/', 'https://y.es/'])
  for (const href of hrefs) expect(href).not.toMatch(/["<>\s]/)
  expect(pieces.map((piece) => piece.text).join('')).toBe(
    'https://x.es/"onmouseover="alert(1) <a href=https://y.es>',
  )
})

test('an address is normalised by the URL parser (no raw control or odd characters in the href)', () => {
  const [, piece] = linkify('ver https://EJEMPLO.es/a b')
  expect(piece).toEqual({ text: 'https://EJEMPLO.es/a', href: 'https://ejemplo.es/a' })
})
