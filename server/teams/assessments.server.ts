import {
  assessmentAreas,
  type AssessmentArea,
  type AssessmentInput,
  type ReportInput,
} from '#app/schemas/player-reports.ts'
import { direction, type Language } from '#app/i18n/languages.ts'
import { recordAudit } from '../audit/audit.server.ts'
import { PDF_LABELS_INSTEAD } from '../courses/certificates.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'
import type { Db } from '../db/connection.server.ts'
import { isGuardianOf } from '../players/guardianship.server.ts'
import type { Actor } from './teams.server.ts'

/**
 * A coach's assessments of a player against the curriculum objectives of the team's age band, the
 * history per area, and the development reports of a period (issue 33 slice 4,
 * docs/decisions/049-teams-players-guardians.md). Only a consented player (not withdrawn) on the
 * team's roster can be assessed; a report is seen by the player's guardians and the player once
 * published.
 */

export type AreaAverages = Partial<Record<AssessmentArea, number>>

/** The team and the player when the player is a consented, not withdrawn, player of the team. */
export const teamPlayer = (db: Db, teamId: number, playerId: number) =>
  db
    .selectFrom('team_member')
    .innerJoin('team', 'team.id', 'team_member.teamId')
    .innerJoin('player', 'player.id', 'team_member.playerId')
    .select([
      'team.id as teamId',
      'team.name as teamName',
      'team.season',
      'team.programme',
      'team.ageBand',
      'player.id as playerId',
      'player.name',
      'player.birthYear',
    ])
    .where('team_member.teamId', '=', teamId)
    .where('team_member.playerId', '=', playerId)
    .where('team_member.role', '=', 'player')
    .where('player.withdrawnAt', 'is', null)
    .executeTakeFirst()

/** The objectives of the team's programme and age band, by area then the curriculum's order. */
export async function objectivesOfBand(db: Db, band: { programme: string; ageBand: number }) {
  const rows = await db
    .selectFrom('curriculum_objective')
    .select(['id', 'title', 'area'])
    .where('programme', '=', band.programme as 'infantil')
    .where('ageBand', '=', band.ageBand)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return assessmentAreas.map((area) => ({ area, objectives: rows.filter((row) => row.area === area) }))
}

export type AssessOutcome = 'recorded' | 'notFound' | 'objective'

/**
 * Records an assessment: `notFound` when the player is not a consented player of the team,
 * `objective` when the objective is not of the team's band.
 */
export async function recordAssessment(
  db: Db,
  input: { teamId: number; playerId: number; assessment: AssessmentInput },
  by: Actor,
): Promise<AssessOutcome> {
  const found = await teamPlayer(db, input.teamId, input.playerId)
  if (!found) return 'notFound'
  const objective = await db
    .selectFrom('curriculum_objective')
    .select(['id', 'area'])
    .where('id', '=', input.assessment.objectiveId)
    .where('programme', '=', found.programme)
    .where('ageBand', '=', found.ageBand)
    .executeTakeFirst()
  if (!objective) return 'objective'
  const { id } = await db
    .insertInto('player_assessment')
    .values({
      playerId: found.playerId,
      teamId: found.teamId,
      objectiveId: objective.id,
      area: objective.area,
      score: input.assessment.score,
      note: input.assessment.note,
      assessedOn: input.assessment.assessedOn,
      assessedBy: by.user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await recordAudit(db, {
    action: 'player.assessment',
    user: by.user,
    target: { type: 'player', id: found.playerId },
    detail: { team: found.teamId, assessment: id, objective: objective.id },
    ...(by.ip ? { ip: by.ip } : {}),
  })
  return 'recorded'
}

/** The average score per day and area (oldest first): the points of the history chart. */
export async function assessmentHistory(db: Db, playerId: number) {
  const rows = await db
    .selectFrom('player_assessment')
    .innerJoin('player', 'player.id', 'player_assessment.playerId')
    .select((eb) => [
      'player_assessment.assessedOn as day',
      'player_assessment.area',
      eb.fn.avg<string | number>('player_assessment.score').as('average'),
      eb.fn.countAll<string | number>().as('count'),
    ])
    .where('player_assessment.playerId', '=', playerId)
    .where('player.withdrawnAt', 'is', null)
    .groupBy(['player_assessment.assessedOn', 'player_assessment.area'])
    .orderBy('player_assessment.assessedOn')
    .orderBy('player_assessment.area')
    .execute()
  return rows.map((row) => ({
    day: row.day,
    area: row.area,
    average: Math.round(Number(row.average) * 10) / 10,
    count: Number(row.count),
  }))
}

/** The player's latest assessments, newest first, with the objective's title. */
export const recentAssessments = (db: Db, playerId: number, limit = 20) =>
  db
    .selectFrom('player_assessment')
    .leftJoin('curriculum_objective', 'curriculum_objective.id', 'player_assessment.objectiveId')
    .select([
      'player_assessment.id',
      'player_assessment.assessedOn',
      'player_assessment.area',
      'player_assessment.score',
      'player_assessment.note',
      'curriculum_objective.title as objective',
    ])
    .where('player_assessment.playerId', '=', playerId)
    .orderBy('player_assessment.assessedOn', 'desc')
    .orderBy('player_assessment.id', 'desc')
    .limit(limit)
    .execute()

/** The average score per area of the player's assessments in the team between two days (both included). */
export async function periodAverages(
  db: Db,
  input: { playerId: number; teamId: number; fromDay: string; toDay: string },
): Promise<AreaAverages> {
  const rows = await db
    .selectFrom('player_assessment')
    .select((eb) => ['area', eb.fn.avg<string | number>('score').as('average')])
    .where('playerId', '=', input.playerId)
    .where('teamId', '=', input.teamId)
    .where('assessedOn', '>=', input.fromDay)
    .where('assessedOn', '<=', input.toDay)
    .groupBy('area')
    .execute()
  const averages: AreaAverages = {}
  for (const row of rows) averages[row.area] = Math.round(Number(row.average) * 10) / 10
  return averages
}

/** A draft report of the period for a consented player of the team; undefined when there is none. */
export async function createReport(db: Db, input: { teamId: number; playerId: number; report: ReportInput }) {
  const found = await teamPlayer(db, input.teamId, input.playerId)
  if (!found) return undefined
  const averages = await periodAverages(db, { ...input, ...input.report })
  const { id } = await db
    .insertInto('player_report')
    .values({
      playerId: found.playerId,
      teamId: found.teamId,
      period: input.report.period,
      fromDay: input.report.fromDay,
      toDay: input.report.toDay,
      summary: input.report.summary,
      averages: JSON.stringify(averages),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/**
 * Publishes a report (its averages computed again from the period's assessments, as they stand now)
 * or takes it back. False when the report is not this consented player's in this team.
 */
export async function setReportPublished(
  db: Db,
  input: { teamId: number; playerId: number; reportId: number; published: boolean },
  by: Actor,
  now = new Date(),
) {
  if (!(await teamPlayer(db, input.teamId, input.playerId))) return false
  const report = await db
    .selectFrom('player_report')
    .select(['id', 'fromDay', 'toDay'])
    .where('id', '=', input.reportId)
    .where('playerId', '=', input.playerId)
    .where('teamId', '=', input.teamId)
    .executeTakeFirst()
  if (!report) return false
  const averages = input.published
    ? JSON.stringify(await periodAverages(db, { ...input, fromDay: report.fromDay, toDay: report.toDay }))
    : undefined
  await db
    .updateTable('player_report')
    .set({ publishedAt: input.published ? now.toISOString() : null, ...(averages ? { averages } : {}) })
    .where('id', '=', report.id)
    .execute()
  await recordAudit(db, {
    action: 'player.report.publish',
    user: by.user,
    target: { type: 'player', id: input.playerId },
    detail: { team: input.teamId, report: report.id, published: input.published },
    ...(by.ip ? { ip: by.ip } : {}),
  })
  return true
}

const parseAverages = (text: string): AreaAverages => {
  const parsed = JSON.parse(text) as Record<string, unknown>
  const averages: AreaAverages = {}
  for (const area of assessmentAreas) if (typeof parsed[area] === 'number') averages[area] = parsed[area]
  return averages
}

/** A player's reports, newest period first; `publishedOnly` for anyone but the coach. */
export async function reportsOf(db: Db, playerId: number, { publishedOnly }: { publishedOnly: boolean }) {
  let query = db
    .selectFrom('player_report')
    .innerJoin('player', 'player.id', 'player_report.playerId')
    .innerJoin('team', 'team.id', 'player_report.teamId')
    .select([
      'player_report.id',
      'player_report.period',
      'player_report.fromDay',
      'player_report.toDay',
      'player_report.summary',
      'player_report.averages',
      'player_report.publishedAt',
      'team.name as teamName',
      'team.season',
    ])
    .where('player_report.playerId', '=', playerId)
    .where('player.withdrawnAt', 'is', null)
  if (publishedOnly) query = query.where('player_report.publishedAt', 'is not', null)
  const rows = await query
    .orderBy('player_report.toDay', 'desc')
    .orderBy('player_report.id', 'desc')
    .execute()
  return rows.map((row) => ({
    ...row,
    averages: parseAverages(row.averages),
    publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
  }))
}

/** A published report of the player: the one asked for, or the latest. */
export async function publishedReport(db: Db, playerId: number, reportId?: number) {
  const reports = await reportsOf(db, playerId, { publishedOnly: true })
  return reportId === undefined ? reports[0] : reports.find((report) => report.id === reportId)
}

/**
 * The player as an account may see them: one of the player's guardians, the player's own account,
 * or an admin; undefined for anyone else (another guardian included), as for a missing id.
 */
export async function playerForViewer(
  db: Db,
  viewer: { id: string; role?: string | null | undefined },
  playerId: number,
) {
  const player = await db
    .selectFrom('player')
    .select(['id', 'name', 'birthYear', 'userId'])
    .where('id', '=', playerId)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst()
  if (!player) return undefined
  const allowed =
    viewer.role === 'admin' || player.userId === viewer.id || (await isGuardianOf(db, viewer.id, playerId))
  return allowed ? { id: player.id, name: player.name, birthYear: player.birthYear } : undefined
}

/** The players an account may download the data of: those it guards, and its own record. */
const ownPlayerIds = async (db: Db, userId: string) => {
  const guarded = await db
    .selectFrom('player')
    .leftJoin('player_guardian', (join) =>
      join.onRef('player_guardian.playerId', '=', 'player.id').on('player_guardian.userId', '=', userId),
    )
    .select('player.id')
    .where((eb) => eb.or([eb('player_guardian.userId', '=', userId), eb('player.userId', '=', userId)]))
    .where('player.withdrawnAt', 'is', null)
    .execute()
  return guarded.map((row) => row.id)
}

/** "Download my data": every assessment of the account's players (the coach's notes included). */
export async function exportAssessments(db: Db, userId: string) {
  const ids = await ownPlayerIds(db, userId)
  if (!ids.length) return []
  return db
    .selectFrom('player_assessment')
    .leftJoin('curriculum_objective', 'curriculum_objective.id', 'player_assessment.objectiveId')
    .select([
      'player_assessment.playerId',
      'player_assessment.assessedOn',
      'player_assessment.area',
      'curriculum_objective.title as objective',
      'player_assessment.score',
      'player_assessment.note',
    ])
    .where('player_assessment.playerId', 'in', ids)
    .orderBy('player_assessment.playerId')
    .orderBy('player_assessment.assessedOn')
    .orderBy('player_assessment.id')
    .execute()
}

/** "Download my data": the published reports of the account's players. */
export async function exportReports(db: Db, userId: string) {
  const reports = await Promise.all(
    (await ownPlayerIds(db, userId)).map(async (playerId) =>
      (await reportsOf(db, playerId, { publishedOnly: true })).map((report) => ({ playerId, ...report })),
    ),
  )
  return reports.flat()
}

/** A published report as a PDF in `language` (English labels where the PDF's fonts lack the script). */
export async function reportPdf(
  report: NonNullable<Awaited<ReturnType<typeof publishedReport>>>,
  player: { name: string },
  language: Language,
) {
  const labels = PDF_LABELS_INSTEAD[language] ?? language
  const t = getFixedT(labels)
  // pdfkit and its fonts are loaded when a report is first asked for, as for certificates.
  const { renderReportPdf } = await import('./report-pdf.server.ts')
  return renderReportPdf({
    brand: siteSettings().brand,
    player: player.name,
    context: `${t('playerReports:report.team', { team: report.teamName, season: report.season })} · ${t('playerReports:report.period', { period: report.period })}`,
    rtl: direction(labels) === 'rtl',
    areas: assessmentAreas.map((area) => ({
      label: t(`playerReports:areas.${area}`),
      average: report.averages[area] ?? null,
    })),
    summary: report.summary,
    labels: {
      title: t('playerReports:report.title'),
      averages: t('playerReports:report.averages'),
      summary: t('playerReports:report.summary'),
      none: t('playerReports:report.none'),
    },
  })
}
