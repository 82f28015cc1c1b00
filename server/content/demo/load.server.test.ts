import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { loadDemoContent } from './load.server.ts'
import { inlineNodes } from './markup.server.ts'

test('the Spanish demo: every file read and checked, in file-name order', () => {
  const demo = loadDemoContent('es')
  expect(demo.posts).toHaveLength(16)
  expect(demo.concepts).toHaveLength(37)
  expect(demo.drills).toHaveLength(20)
  expect(demo.courses).toHaveLength(2)
  expect(demo.curriculum.map((curriculum) => curriculum.programme)).toEqual(['infantil', 'juvenil', 'elite'])
  expect(demo.events).toHaveLength(3)
  expect(demo.sessions).toHaveLength(3)
  expect(demo.concepts[0]?.term).toBe('Presión tras pérdida')
  expect(demo.posts[0]?.body.type).toBe('doc')
})

test('the compact markup expands to the editor’s marks; a backslash keeps a character', () => {
  expect(
    inlineNodes('Un **rondo** _corto_, [ver](/concepts/rondo) y [más](https://example.org) \\*'),
  ).toEqual([
    { type: 'text', text: 'Un ' },
    { type: 'text', text: 'rondo', marks: [{ type: 'bold' }] },
    { type: 'text', text: ' ' },
    { type: 'text', text: 'corto', marks: [{ type: 'italic' }] },
    { type: 'text', text: ', ' },
    {
      type: 'text',
      text: 'ver',
      marks: [{ type: 'link', attrs: { href: '/concepts/rondo', target: null, rel: null } }],
    },
    { type: 'text', text: ' y ' },
    {
      type: 'text',
      text: 'más',
      marks: [
        {
          type: 'link',
          attrs: { href: 'https://example.org', target: '_blank', rel: 'noopener noreferrer' },
        },
      ],
    },
    { type: 'text', text: ' *' },
  ])
  expect(inlineNodes('**_ambas_**')).toEqual([
    { type: 'text', text: 'ambas', marks: [{ type: 'italic' }, { type: 'bold' }] },
  ])
})

test('a wrong file stops the load, named, with what is wrong', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-content-'))
  try {
    fs.mkdirSync(path.join(root, 'xx', 'posts'), { recursive: true })
    const post = { title: 'T', excerpt: 'E', programme: null, tags: [], publishedDaysAgo: 1 }
    const cover = { colors: ['#000', '#fff'], motif: 'ball' }
    fs.writeFileSync(
      path.join(root, 'xx', 'posts', '01-t.json'),
      JSON.stringify({ ...post, coverTheme: cover, body: ['**sin cerrar'] }),
    )
    expect(() => loadDemoContent('xx', root)).toThrow(/01-t\.json:[\s\S]*"\*\*" is missing/)
    fs.writeFileSync(path.join(root, 'xx', 'posts', '01-t.json'), JSON.stringify({ ...post, titel: 'x' }))
    expect(() => loadDemoContent('xx', root)).toThrow(/01-t\.json:[\s\S]*titel/)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
