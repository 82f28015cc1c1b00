import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { languages } from '#app/i18n/languages.ts'
import { namespaces } from '#app/i18n/namespaces.ts'
import {
  checkAll,
  checkUntranslated,
  compareNamespace,
  flatten,
  keysInSource,
  requiredCategories,
  type Flat,
  type Problem,
} from './i18n-check.ts'

const flat = (value: unknown): Flat => flatten(value, 'fixture', [])
const messages = (problems: Problem[]) => problems.map((p) => p.message)

describe('comparing a language with English', () => {
  const en = flat({
    title: 'Posts',
    hello: 'Hello {{name}}',
    items: { count_one: '{{count}} post', count_other: '{{count}} posts' },
  })

  test('identical structure passes', () => {
    const de = flat({
      title: 'Beiträge',
      hello: 'Hallo {{name}}',
      items: { count_one: '{{count}} Beitrag', count_other: '{{count}} Beiträge' },
    })
    expect(compareNamespace('de', en, de, 'de')).toEqual([])
  })

  test('missing and extra keys are reported', () => {
    const fr = flat({
      hello: 'Bonjour {{name}}',
      extra: 'x',
      items: { count_one: '{{count}} article', count_other: '{{count}} articles' },
    })
    expect(messages(compareNamespace('fr', en, fr, 'fr'))).toEqual([
      'missing key "title"',
      'extra key "extra"',
    ])
  })

  test('variables must match English', () => {
    const it = flat({
      title: 'Articoli',
      hello: 'Ciao {{nome}}',
      items: { count_one: '{{count}} articolo', count_other: 'articoli' },
    })
    expect(messages(compareNamespace('it', en, it, 'it'))).toEqual([
      '"hello" has variables {nome}, en has {name}',
    ])
  })

  test('a plural group missing a variable everywhere is reported', () => {
    const sv = flat({
      title: 'Inlägg',
      hello: 'Hej {{name}}',
      items: { count_one: 'ett inlägg', count_other: 'inlägg' },
    })
    expect(messages(compareNamespace('sv', en, sv, 'sv'))).toEqual([
      '"items.count_*" has variables {(none)}, en has {count}',
    ])
  })

  test('plural forms follow each language: Polish needs few and many', () => {
    const pl = flat({
      title: 'Wpisy',
      hello: 'Cześć {{name}}',
      items: { count_one: '{{count}} wpis', count_other: '{{count}} wpisu' },
    })
    expect(messages(compareNamespace('pl', en, pl, 'pl'))).toEqual([
      'missing plural form "items.count_few"',
      'missing plural form "items.count_many"',
    ])
  })

  test('Arabic needs all six forms; Japanese needs only other and rejects one', () => {
    expect([...requiredCategories('ae')].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'])
    const ja = flat({
      title: '投稿',
      hello: 'こんにちは {{name}}',
      items: { count_one: '{{count}} 件', count_other: '{{count}} 件' },
    })
    expect(messages(compareNamespace('ja', en, ja, 'ja'))).toEqual([
      'extra plural form "items.count_one" (ja has no "one")',
    ])
  })

  test('French "many" (millions) is allowed but not required', () => {
    const base = { title: 'Articles', hello: 'Bonjour {{name}}' }
    const without = flat({
      ...base,
      items: { count_one: '{{count}} article', count_other: '{{count}} articles' },
    })
    const withMany = flat({
      ...base,
      items: {
        count_one: '{{count}} article',
        count_many: '{{count}} d’articles',
        count_other: '{{count}} articles',
      },
    })
    expect(compareNamespace('fr', en, without, 'fr')).toEqual([])
    expect(compareNamespace('fr', en, withMany, 'fr')).toEqual([])
  })

  test('empty texts and non-text values are reported while flattening', () => {
    const problems: Problem[] = []
    flatten({ a: '', b: 3, c: { d: 'ok' } }, 'x.json', problems)
    expect(messages(problems)).toEqual(['"a" is empty', '"b" must be an object of texts'])
  })
})

test('key literals are found in code, template strings with ${} are not', () => {
  const source = [
    "t('public:home.title')",
    'z.string().min(2, "validation:tooShort")',
    't(`common:errors.${kind}.title`)',
    "const url = 'https://example.com'",
    "t('unknown:key')",
  ].join('\n')
  expect(keysInSource(source)).toEqual([
    { ns: 'public', key: 'home.title', line: 1 },
    { ns: 'validation', key: 'tooShort', line: 2 },
  ])
})

describe('a whole locales folder', () => {
  let dir = ''
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  function writeComplete() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'))
    for (const language of languages)
      for (const ns of namespaces) {
        fs.mkdirSync(path.join(dir, 'locales', language), { recursive: true })
        fs.writeFileSync(
          path.join(dir, 'locales', language, `${ns}.json`),
          JSON.stringify({ title: `${ns} ${language}` }),
        )
      }
    fs.mkdirSync(path.join(dir, 'code'))
  }
  const run = () => checkAll({ localesDir: path.join(dir, 'locales'), codeRoots: [path.join(dir, 'code')] })

  test('a complete tree passes', () => {
    writeComplete()
    fs.writeFileSync(path.join(dir, 'code', 'a.tsx'), "t('admin:title')")
    expect(run()).toEqual([])
  })

  test('missing file, invalid JSON, stray folder and an unknown key in code all fail', () => {
    writeComplete()
    fs.rmSync(path.join(dir, 'locales', 'ru', 'auth.json'))
    fs.writeFileSync(path.join(dir, 'locales', 'tr', 'email.json'), '{ "title": ')
    fs.mkdirSync(path.join(dir, 'locales', 'xx'))
    fs.writeFileSync(path.join(dir, 'code', 'a.ts'), "\n\nt('admin:nope')")
    fs.writeFileSync(path.join(dir, 'code', 'a.test.ts'), "t('admin:ignoredInTests')")
    const problems = run()
    expect(problems.map((p) => `${path.basename(p.file)}: ${p.message.replace(/:.*/, '')}`)).toEqual([
      'auth.json: missing file',
      'email.json: invalid JSON',
      'xx: not one of the 16 languages',
      'a.ts:3: "admin',
    ])
  })
})

describe('texts left in English', () => {
  const catalog = (ja: Record<string, string>) =>
    new Map([
      [
        'en',
        new Map([['public', flat({ copyright: 'All rights reserved.', size: '{{size}} KB', nav: 'Blog' })]]),
      ],
      ['ja', new Map([['public', flat(ja)]])],
    ]) as Parameters<typeof checkUntranslated>[0]

  test('a text identical to English is reported, unless it is a listed exception', () => {
    const problems = checkUntranslated(
      catalog({ copyright: 'All rights reserved.', size: '{{size}} KB', nav: 'Blog' }),
      { ja: ['public:nav'] },
    )
    expect(messages(problems)).toEqual([expect.stringContaining('"copyright" is the same as in en')])
  })

  test('an exception that is no longer needed is reported too', () => {
    const problems = checkUntranslated(
      catalog({ copyright: '無断転載を禁じます。', size: '{{size}} KB', nav: 'ブログ' }),
      { ja: ['public:nav'] },
    )
    expect(messages(problems)).toEqual(['"public:nav" (ja) is no longer the same as English'])
  })
})
