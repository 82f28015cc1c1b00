import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  CurriculumChangeSchema,
  CurriculumTranslationSchema,
  type CurriculumChange,
} from '#app/schemas/curriculum.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { saveCurriculumTranslation } from '../content/translations/store.server.ts'
import { sitemapXml } from '../seo/sitemap.server.ts'
import { changeCurriculum, readCurriculum } from './curriculum.server.ts'
import { curriculumInLanguage, curriculumVersions } from './curriculum-translations.server.ts'

/** The curriculum's objectives and season weeks in other languages (docs/decisions/048). */

describe('the curriculum translation form', () => {
  const issues = (value: Record<string, unknown>) =>
    CurriculumTranslationSchema.safeParse(value).error?.issues.map((issue) => issue.message)

  test('a title is required; the notes of a week keep the limit of a week', () => {
    const base = { kind: 'curriculum', itemId: '3', status: 'draft' }
    expect(issues({ ...base, title: 'Pass and move' })).toBeUndefined()
    expect(issues({ ...base, title: ' ' })).toEqual(['admin:errors.required'])
    expect(issues({ ...base, kind: 'drill', title: 'Pass' })).toEqual(['admin:errors.invalidChoice'])
    const notes = 'n'.repeat(600)
    expect(issues({ ...base, title: 'Pass', summary: notes })).toBeUndefined()
    expect(issues({ ...base, kind: 'season-week', title: 'Build-up', summary: notes })).toEqual([
      'admin:errors.tooLong',
    ])
  })
})

describe.each(engines)('curriculum translations on %s', (engine) => {
  let t: TestDb
  const who = { user: { id: 'coach', email: 'coach@example.com' } }
  const band = { programme: 'infantil', ageBand: 10 } as const
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'coach', { role: 'admin' })
  })

  const change = (value: Record<string, unknown>) =>
    changeCurriculum(t.db, CurriculumChangeSchema.parse(value) as CurriculumChange)

  async function twoObjectivesAndAWeek() {
    await change({
      intent: 'addObjective',
      ...band,
      phase: 'attack',
      title: 'Pasar y moverse',
      description: 'Tras el pase, ofrecer una línea.',
    })
    await change({ intent: 'addObjective', ...band, phase: 'defence', title: 'Presionar al poseedor' })
    const spanish = await readCurriculum(t.db, band, { published: true })
    const [first, second] = spanish.objectives
    if (!first || !second) throw new Error('objectives not saved')
    await change({
      intent: 'addWeek',
      ...band,
      week: '1',
      theme: 'Salida de balón',
      notes: 'Rondos 4x1',
      objectiveIds: [String(first.id), String(second.id)],
    })
    return { first, second }
  }

  const translate = (
    kind: 'curriculum' | 'season-week',
    itemId: number,
    input: { title: string; summary: string; status: 'draft' | 'published' },
  ) => saveCurriculumTranslation(t.db, { kind, itemId, language: 'en', input, who })

  test('the English page shows published translations and keeps the rest Spanish, each saying its language', async () => {
    const { first, second } = await twoObjectivesAndAWeek()
    const spanish = await readCurriculum(t.db, band, { published: true })
    const week = spanish.weeks[0]
    if (!week) throw new Error('week not saved')
    await translate('curriculum', first.id, {
      title: 'Pass and move',
      summary: 'After the pass, offer a line.',
      status: 'published',
    })
    await translate('curriculum', second.id, {
      title: 'Press the ball carrier',
      summary: '',
      status: 'draft',
    })
    await translate('season-week', week.id, {
      title: 'Building from the back',
      summary: '4v1 rondos',
      status: 'published',
    })

    const english = await curriculumInLanguage(t.db, spanish, 'en')
    expect(english.objectives.map((o) => [o.title, o.description, o.lang])).toEqual([
      ['Pass and move', 'After the pass, offer a line.', 'en'],
      ['Presionar al poseedor', '', undefined],
    ])
    expect(english.weeks[0]).toMatchObject({
      theme: 'Building from the back',
      notes: '4v1 rondos',
      lang: 'en',
    })
    expect(english.weeks[0]?.objectives).toEqual([
      { id: first.id, title: 'Pass and move', lang: 'en' },
      { id: second.id, title: 'Presionar al poseedor' },
    ])
    // German has nothing: every word stays Spanish.
    const german = await curriculumInLanguage(t.db, spanish, 'de')
    expect(german.objectives.every((o) => o.lang === undefined)).toBe(true)

    const audit = await t.db
      .selectFrom('audit_event')
      .select(['action', 'targetType'])
      .orderBy('id')
      .execute()
    expect(audit.filter((row) => row.action === 'translation.publish').map((row) => row.targetType)).toEqual([
      'curriculum',
      'season-week',
    ])
  })

  test('a change of the Spanish words marks the translation out of date and says what changed', async () => {
    const { first, second } = await twoObjectivesAndAWeek()
    await translate('curriculum', first.id, {
      title: 'Pass and move',
      summary: 'After the pass, offer a line.',
      status: 'published',
    })
    let versions = await curriculumVersions(
      t.db,
      await readCurriculum(t.db, band, { published: false }),
      'en',
    )
    expect(versions.objectives.map((v) => v.state)).toEqual(['published', 'missing'])
    expect(versions.weeks.map((v) => v.state)).toEqual(['missing'])

    await change({
      intent: 'updateObjective',
      objectiveId: String(first.id),
      phase: 'attack',
      title: 'Pasar y desmarcarse',
      description: 'Tras el pase, ofrecer una línea.',
    })
    versions = await curriculumVersions(t.db, await readCurriculum(t.db, band, { published: false }), 'en')
    expect(versions.objectives[0]).toMatchObject({
      state: 'outdated',
      translation: { title: 'Pass and move', status: 'published' },
      changes: { title: { before: 'Pasar y moverse', after: 'Pasar y desmarcarse' } },
    })
    // Saving again brings it up to date.
    await translate('curriculum', first.id, { title: 'Pass and get free', summary: '', status: 'published' })
    versions = await curriculumVersions(t.db, await readCurriculum(t.db, band, { published: false }), 'en')
    expect(versions.objectives[0]?.state).toBe('published')
    expect(second.id).toBeGreaterThan(0)
  })

  test('an objective that does not exist is not found, and nothing is written', async () => {
    const outcome = await translate('curriculum', 999_999, {
      title: 'Ghost',
      summary: '',
      status: 'published',
    })
    expect(outcome.kind).toBe('notFound')
    expect(await t.db.selectFrom('content_translation').select('id').execute()).toEqual([])
  })

  test('the sitemap lists every programme page in the 16 languages, each naming all of them', async () => {
    const xml = await sitemapXml(t.db, 'https://coach.example')
    const entries = xml
      .split('\n')
      .filter((line) => /<loc>https:\/\/coach\.example\/([a-z]{2}\/)?infantil<\/loc>/.test(line))
    expect(entries).toHaveLength(16)
    for (const entry of entries) {
      expect(entry.match(/hreflang=/g)).toHaveLength(17)
      expect(entry).toContain('hreflang="ar" href="https://coach.example/ar/infantil"')
      expect(entry).toContain('hreflang="x-default" href="https://coach.example/infantil"')
    }
  })
})
