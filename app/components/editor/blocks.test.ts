import fs from 'node:fs'
import i18next from 'i18next'
import { describe, expect, test } from 'vitest'
import { blocks, filterBlocks } from './blocks.ts'
import { normaliseHref } from './link-dialog.tsx'

const es: Record<string, unknown> = JSON.parse(fs.readFileSync('public/locales/es/editor.json', 'utf8'))
const t = i18next.createInstance()
await t.init({ lng: 'es', resources: { es: { editor: es } }, ns: ['editor'], defaultNS: 'editor' })
const spanish = blocks(t.getFixedT('es', 'editor'), true)

describe('slash menu', () => {
  test('filters by translated label, ignoring case and accents, or by shortcut', () => {
    const ids = (query: string) => filterBlocks(spanish, query).map((block) => block.id)
    expect(ids('video')).toEqual(['youtube'])
    expect(ids('TÍTULO')).toEqual(['heading2', 'heading3', 'heading4'])
    expect(ids('h3')).toEqual(['heading3'])
    expect(ids('lista')).toEqual(['bulletList', 'orderedList'])
    expect(ids('')).toHaveLength(spanish.length)
    expect(ids('zzz')).toEqual([])
  })

  test('offers images only when the page can upload them', () => {
    expect(spanish.map((block) => block.id)).toContain('image')
    expect(blocks(t.getFixedT('es', 'editor'), false).map((block) => block.id)).not.toContain('image')
  })
})

test('a bare domain typed in the link dialog becomes an https address; the rest is kept as typed', () => {
  expect(normaliseHref(' example.com/rondos ')).toBe('https://example.com/rondos')
  expect(normaliseHref('www.example.es')).toBe('https://www.example.es')
  expect(normaliseHref('/concepts/rondo')).toBe('/concepts/rondo')
  expect(normaliseHref('mailto:coach@example.com')).toBe('mailto:coach@example.com')
  expect(normaliseHref('javascript:alert(1)')).toBe('javascript:alert(1)')
})
