import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  AssessmentSchema,
  ReportSchema,
  defaultAreaOf,
  type ReportInput,
} from '#app/schemas/player-reports.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { accountOf } from '#tests/events/event-fixtures.ts'
import { testOutbox } from '#tests/events/event-outbox.ts'
import {
  assessmentHistory,
  createReport,
  exportAssessments,
  exportReports,
  objectivesOfBand,
  playerForViewer,
  publishedReport,
  recordAssessment,
  reportPdf,
  reportsOf,
  setReportPublished,
} from './assessments.server.ts'
import { eraseWithdrawnPlayers, withdrawConsent } from './consent.server.ts'
import { acceptInvite, inviteGuardian } from './invites.server.ts'
import { addRosterLine, createTeam } from './teams.server.ts'

/**
 * Assessments, history and development reports (docs/decisions/049, slice 4) on both engines: only
 * the team band's objectives, scores 1 to 5, averages per day and area, reports guardians see only
 * once published, and nothing left after withdrawal.
 */

const outbox = testOutbox('assessments')
const coach = { user: { id: 'coach', email: 'coach@example.com' } }
const DAY = 86_400_000

describe('assessment and report forms', () => {
  test('a score out of 1-5, a long note, a bad day and a period ending before it starts are translated errors', () => {
    const ok = { objectiveId: '3', score: '4', note: '', assessedOn: '2026-10-05' }
    expect(AssessmentSchema.parse(ok)).toEqual({
      objectiveId: 3,
      score: 4,
      note: '',
      assessedOn: '2026-10-05',
    })
    const error = (fields: Record<string, string>) =>
      AssessmentSchema.safeParse({ ...ok, ...fields }).error?.issues[0]?.message
    expect(error({ score: '6' })).toBe('playerReports:errors.score')
    expect(error({ score: '0' })).toBe('playerReports:errors.score')
    expect(error({ note: 'x'.repeat(501) })).toBe('playerReports:errors.tooLong')
    expect(error({ assessedOn: '2026-02-30' })).toBe('playerReports:errors.day')
    const report = {
      period: '2026-27 · 1.er trimestre',
      fromDay: '2026-09-01',
      toDay: '2026-12-20',
      summary: 'Bien',
    }
    expect(ReportSchema.safeParse({ ...report, toDay: '2026-08-01' }).error?.issues[0]?.message).toBe(
      'playerReports:errors.dayOrder',
    )
    expect(ReportSchema.safeParse({ ...report, summary: ' ' }).error?.issues[0]?.message).toBe(
      'playerReports:errors.required',
    )
  })
})

describe.each(engines)('assessments and reports on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    await t.truncateAll()
    for (const id of ['coach', 'ana', 'luis', 'lucia']) await insertUser(t.db, id, { locale: 'es' })
  })
  afterAll(async () => {
    await t.close()
    outbox.remove()
  })

  const objective = async (
    title: string,
    fields: { ageBand?: number; phase?: 'attack' | 'defence' } = {},
  ) => {
    const { id } = await t.db
      .insertInto('curriculum_objective')
      .values({
        programme: 'infantil',
        ageBand: fields.ageBand ?? 10,
        phase: fields.phase ?? 'attack',
        area: defaultAreaOf(fields.phase ?? 'attack'),
        title,
        position: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  }
  /** A team of U10 with Lucía, consented by Ana. */
  const consentedPlayer = async () => {
    const teamId = await createTeam(
      t.db,
      {
        name: 'Alevín A',
        season: '2026-27',
        programme: 'infantil',
        ageBand: 10,
        colour: 'blue',
        attendanceKeptFor: null,
      },
      coach,
    )
    const memberId = await addRosterLine(
      t.db,
      teamId,
      { role: 'player', typedName: 'Lucía', shirtNumber: 7 },
      coach,
    )
    const token = await inviteGuardian(t.db, { teamId, memberId, email: 'ana@example.com' }, coach)
    if (!token) throw new Error('not invited')
    const accepted = await acceptInvite(t.db, {
      token,
      user: accountOf('ana'),
      birthYear: 2016,
      ip: '203.0.113.9',
    })
    if (accepted.kind !== 'accepted') throw new Error(accepted.kind)
    return { teamId, memberId, playerId: accepted.playerId }
  }
  const assess = (
    ids: { teamId: number; playerId: number },
    objectiveId: number,
    score: number,
    assessedOn: string,
  ) =>
    recordAssessment(t.db, { ...ids, assessment: { objectiveId, score, note: 'Mejora', assessedOn } }, coach)
  const term: ReportInput = {
    period: '2026-27 · 1.er trimestre',
    fromDay: '2026-09-01',
    toDay: '2026-12-20',
    summary: 'Buen trimestre.',
  }

  test('objectives get their area from the phase; only the band’s objectives can be assessed', async () => {
    const pass = await objective('Pase corto', { phase: 'attack' })
    const press = await objective('Presión tras pérdida', { phase: 'defence' })
    const older = await objective('Cambio de orientación', { ageBand: 12 })
    const ids = await consentedPlayer()
    const bands = await objectivesOfBand(t.db, { programme: 'infantil', ageBand: 10 })
    expect(bands.map((band) => [band.area, band.objectives.map((o) => o.title)])).toEqual([
      ['technical', ['Pase corto']],
      ['tactical', ['Presión tras pérdida']],
      ['physical', []],
      ['psychosocial', []],
    ])
    expect(await assess(ids, older, 3, '2026-10-05')).toBe('objective')
    expect(await assess({ ...ids, teamId: ids.teamId + 1 }, pass, 3, '2026-10-05')).toBe('notFound')
    expect(await assess(ids, pass, 3, '2026-10-05')).toBe('recorded')
    expect(await assess(ids, press, 2, '2026-10-05')).toBe('recorded')
    expect(await t.db.selectFrom('player_assessment').select('id').execute()).toHaveLength(2)
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['action', 'detail'])
      .where('action', '=', 'player.assessment')
      .execute()
    expect(audit).toHaveLength(2)
    // Ids only: no child's name in the audit log.
    expect(JSON.stringify(audit)).not.toContain('Lucía')
  })

  test('the history averages each day’s scores per area, oldest day first', async () => {
    const pass = await objective('Pase corto')
    const dribble = await objective('Conducción')
    const press = await objective('Presión', { phase: 'defence' })
    const ids = await consentedPlayer()
    await assess(ids, pass, 2, '2026-10-05')
    await assess(ids, dribble, 3, '2026-10-05')
    await assess(ids, press, 4, '2026-10-05')
    await assess(ids, pass, 5, '2026-11-02')
    expect(await assessmentHistory(t.db, ids.playerId)).toEqual([
      { day: '2026-10-05', area: 'tactical', average: 4, count: 1 },
      { day: '2026-10-05', area: 'technical', average: 2.5, count: 2 },
      { day: '2026-11-02', area: 'technical', average: 5, count: 1 },
    ])
  })

  test('a report is the coach’s until published: then its guardian and the player see it, nobody else', async () => {
    const pass = await objective('Pase corto')
    const ids = await consentedPlayer()
    await t.db.updateTable('player').set({ userId: 'lucia' }).where('id', '=', ids.playerId).execute()
    await assess(ids, pass, 2, '2026-10-05')
    const reportId = await createReport(t.db, { ...ids, report: term })
    if (!reportId) throw new Error('no report')
    expect(await publishedReport(t.db, ids.playerId)).toBeUndefined()
    expect(await reportsOf(t.db, ids.playerId, { publishedOnly: false })).toHaveLength(1)

    // Assessed after the draft, inside the period: counted when published.
    await assess(ids, pass, 4, '2026-12-01')
    await assess(ids, pass, 5, '2027-01-10')
    expect(await setReportPublished(t.db, { ...ids, reportId: reportId + 1, published: true }, coach)).toBe(
      false,
    )
    expect(await setReportPublished(t.db, { ...ids, reportId, published: true }, coach)).toBe(true)
    expect(await publishedReport(t.db, ids.playerId)).toMatchObject({
      id: reportId,
      period: '2026-27 · 1.er trimestre',
      summary: 'Buen trimestre.',
      averages: { technical: 3 },
      teamName: 'Alevín A',
    })
    expect(await publishedReport(t.db, ids.playerId, reportId + 1)).toBeUndefined()

    expect(await playerForViewer(t.db, { id: 'ana' }, ids.playerId)).toMatchObject({ name: 'Lucía' })
    expect(await playerForViewer(t.db, { id: 'lucia' }, ids.playerId)).toMatchObject({ name: 'Lucía' })
    expect(await playerForViewer(t.db, { id: 'coach', role: 'admin' }, ids.playerId)).toBeDefined()
    expect(await playerForViewer(t.db, { id: 'luis', role: 'user' }, ids.playerId)).toBeUndefined()
    expect(await playerForViewer(t.db, { id: 'ana' }, ids.playerId + 1)).toBeUndefined()

    // Its PDF in the reader's language, Arabic (right to left) too, with the summary long enough to wrap.
    const published = await publishedReport(t.db, ids.playerId)
    if (!published) throw new Error('not published')
    for (const language of ['es', 'ae'] as const) {
      const pdf = await reportPdf(
        { ...published, summary: 'Mejora. '.repeat(200) },
        { name: 'Lucía' },
        language,
      )
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    }

    // The data download: the guardian's and the player's own, nobody else's.
    expect(await exportReports(t.db, 'ana')).toMatchObject([{ playerId: ids.playerId, period: term.period }])
    expect(await exportReports(t.db, 'lucia')).toHaveLength(1)
    expect(await exportReports(t.db, 'luis')).toEqual([])
    expect((await exportAssessments(t.db, 'ana')).map((row) => row.score)).toEqual([2, 4, 5])
    expect(await exportAssessments(t.db, 'luis')).toEqual([])

    expect(await setReportPublished(t.db, { ...ids, reportId, published: false }, coach)).toBe(true)
    expect(await publishedReport(t.db, ids.playerId)).toBeUndefined()
    expect(await exportReports(t.db, 'ana')).toEqual([])
    expect(
      (
        await t.db
          .selectFrom('audit_event')
          .select('action')
          .where('action', '=', 'player.report.publish')
          .execute()
      ).length,
    ).toBe(2)
  })

  test('after withdrawal nothing shows at once; the erasure takes assessments and reports with the player', async () => {
    const pass = await objective('Pase corto')
    const ids = await consentedPlayer()
    await assess(ids, pass, 2, '2026-10-05')
    const reportId = await createReport(t.db, { ...ids, report: term })
    if (!reportId) throw new Error('no report')
    await setReportPublished(t.db, { ...ids, reportId, published: true }, coach)
    const now = new Date()
    await withdrawConsent(t.db, { playerId: ids.playerId, guardian: accountOf('ana') }, now)
    expect(await publishedReport(t.db, ids.playerId)).toBeUndefined()
    expect(await assessmentHistory(t.db, ids.playerId)).toEqual([])
    expect(await playerForViewer(t.db, { id: 'ana' }, ids.playerId)).toBeUndefined()
    expect(await assess(ids, pass, 3, '2026-10-06')).toBe('notFound')
    expect(await createReport(t.db, { ...ids, report: term })).toBeUndefined()

    await eraseWithdrawnPlayers(t.db, new Date(now.getTime() + 31 * DAY))
    expect(await t.db.selectFrom('player_assessment').select('id').execute()).toEqual([])
    expect(await t.db.selectFrom('player_report').select('id').execute()).toEqual([])
  })
})
