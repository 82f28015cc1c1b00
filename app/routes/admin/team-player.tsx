import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/team-player'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass, linkClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import { AREA_LABEL, AssessmentHistory } from '#app/components/admin/teams/assessment-chart.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  AssessmentSchema,
  PublishSchema,
  REPORT_LIMITS,
  ReportSchema,
  SCORES,
} from '#app/schemas/player-reports.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import {
  assessmentHistory,
  createReport,
  objectivesOfBand,
  recentAssessments,
  recordAssessment,
  reportsOf,
  setReportPublished,
  teamPlayer,
} from '#server/teams/assessments.server.ts'

export const handle: I18nHandle = { i18n: ['playerReports', 'teams', 'admin'] }

const DONE = ['assessed', 'created', 'published', 'unpublished'] as const
type Done = (typeof DONE)[number]
/** Static keys (the i18n check reads them). */
const DONE_LABEL = {
  assessed: 'playerReports:done.assessed',
  created: 'playerReports:done.created',
  published: 'playerReports:done.published',
  unpublished: 'playerReports:done.unpublished',
} as const satisfies Record<Done, string>

/** The team and the player, when the player is a consented player of the team; 404 otherwise. */
async function playerOf(params: { id: string; playerId: string }) {
  const teamId = idParam(params.id)
  const playerId = idParam(params.playerId)
  const found =
    teamId === undefined || playerId === undefined ? undefined : await teamPlayer(db, teamId, playerId)
  if (!found) throw data(null, { status: 404 })
  return found
}

/** /admin/teams/:id/players/:playerId: assessments against the band's objectives, history, reports. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const player = await playerOf(params)
  const done = new URL(request.url).searchParams.get('done')
  return {
    title: getFixedT(request)('playerReports:coach.title', { name: player.name, team: player.teamName }),
    player,
    today: new Date().toISOString().slice(0, 10),
    bands: await objectivesOfBand(db, player),
    history: await assessmentHistory(db, player.playerId),
    recent: await recentAssessments(db, player.playerId),
    reports: await reportsOf(db, player.playerId, { publishedOnly: false }),
    done: DONE.find((state) => state === done) ?? null,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const player = await playerOf(params)
  const by = { user: admin, ip: context.clientIp }
  const ids = { teamId: player.teamId, playerId: player.playerId }
  const formData = await request.formData()
  const back = (done: Done) =>
    redirect(`/admin/teams/${player.teamId}/players/${player.playerId}?done=${done}`)
  const intent = formData.get('intent')
  if (intent === 'assess') {
    const submission = parseWithZod(formData, { schema: AssessmentSchema })
    if (submission.status !== 'success')
      return data({ form: 'assess', result: submission.reply() }, { status: 400 })
    const outcome = await recordAssessment(db, { ...ids, assessment: submission.value }, by)
    if (outcome === 'objective')
      return data(
        {
          form: 'assess',
          result: submission.reply({ fieldErrors: { objectiveId: ['playerReports:errors.objective'] } }),
        },
        { status: 400 },
      )
    if (outcome === 'notFound') throw data(null, { status: 404 })
    return back('assessed')
  }
  if (intent === 'report') {
    const submission = parseWithZod(formData, { schema: ReportSchema })
    if (submission.status !== 'success')
      return data({ form: 'report', result: submission.reply() }, { status: 400 })
    if (!(await createReport(db, { ...ids, report: submission.value }))) throw data(null, { status: 404 })
    return back('created')
  }
  const publish = PublishSchema.safeParse(Object.fromEntries(formData))
  if (!publish.success) throw data('Bad request', { status: 400 })
  const { reportId, published } = publish.data
  if (!(await setReportPublished(db, { ...ids, reportId, published }, by))) throw data(null, { status: 404 })
  return back(published ? 'published' : 'unpublished')
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

type ActionData = { form: string; result: SubmissionResult<string[]> } | undefined
type LoaderData = Route.ComponentProps['loaderData']

const sectionClass = 'space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800'
const mutedClass = 'text-sm text-slate-600 dark:text-slate-400'

export default function AdminTeamPlayer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { title, player, bands, history, recent, reports, done, today } = loaderData
  const result = (form: string) =>
    (actionData as ActionData)?.form === form ? (actionData as ActionData)?.result : undefined
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <Link to={`/admin/teams/${player.teamId}`} className={`${linkClass} text-sm`}>
          {t('playerReports:coach.back', { team: player.teamName })}
        </Link>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {done ? t(DONE_LABEL[done]) : ''}
        </p>
      </div>

      <section aria-labelledby="valorar" className={sectionClass}>
        <h2 id="valorar" className="text-lg font-semibold">
          {t('playerReports:coach.assessTitle')}
        </h2>
        <AssessmentForm bands={bands} today={today} lastResult={result('assess')} />
        {recent.length ? (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {recent.map((row) => (
              <li key={row.id} className="py-2">
                <span className="font-semibold">{row.assessedOn}</span> · {t(AREA_LABEL[row.area])}
                {row.objective ? ` · ${row.objective}` : ''} ·{' '}
                {t('playerReports:coach.scoreOf', { score: row.score })}
                {row.note ? <span className={`block ${mutedClass}`}>{row.note}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="evolucion" className={sectionClass}>
        <h2 id="evolucion" className="text-lg font-semibold">
          {t('playerReports:coach.historyTitle')}
        </h2>
        {history.length ? (
          <AssessmentHistory points={history} />
        ) : (
          <p className={mutedClass}>{t('playerReports:coach.historyEmpty')}</p>
        )}
      </section>

      <section aria-labelledby="informes" className={sectionClass}>
        <h2 id="informes" className="text-lg font-semibold">
          {t('playerReports:coach.reportsTitle')}
        </h2>
        {reports.length ? (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {reports.map((report) => (
              <li key={report.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <p>
                  <span className="font-semibold">{report.period}</span>{' '}
                  <span className={mutedClass}>
                    {report.fromDay} – {report.toDay} ·{' '}
                    {report.publishedAt ? t('playerReports:coach.published') : t('playerReports:coach.draft')}
                  </span>
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="publish" />
                  <input type="hidden" name="reportId" value={report.id} />
                  <input type="hidden" name="published" value={report.publishedAt ? '0' : '1'} />
                  <button type="submit" className={secondaryButtonClass}>
                    {report.publishedAt
                      ? t('playerReports:coach.unpublish')
                      : t('playerReports:coach.publish')}
                    <span className="sr-only"> {report.period}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className={mutedClass}>{t('playerReports:coach.reportsEmpty')}</p>
        )}
        <ReportForm today={today} lastResult={result('report')} />
      </section>
    </main>
  )
}

function AssessmentForm({
  bands,
  today,
  lastResult,
}: {
  bands: LoaderData['bands']
  today: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'assess',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: { assessedOn: today, score: '3' },
    constraint: getZodConstraint(AssessmentSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AssessmentSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  if (!bands.some((band) => band.objectives.length))
    return <p className={mutedClass}>{t('playerReports:coach.noObjectives')}</p>
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <input type="hidden" name="intent" value="assess" />
      <AdminField field={fields.objectiveId} label={t('playerReports:coach.objective')}>
        <select {...getSelectProps(fields.objectiveId)} className={controlClass}>
          <option value="">{t('playerReports:coach.chooseObjective')}</option>
          {bands
            .filter((band) => band.objectives.length)
            .map((band) => (
              <optgroup key={band.area} label={t(AREA_LABEL[band.area])}>
                {band.objectives.map((objective) => (
                  <option key={objective.id} value={objective.id}>
                    {objective.title}
                  </option>
                ))}
              </optgroup>
            ))}
        </select>
      </AdminField>
      <AdminField field={fields.score} label={t('playerReports:coach.score')}>
        <select {...getSelectProps(fields.score)} className={controlClass}>
          {SCORES.map((score) => (
            <option key={score} value={score}>
              {score}
            </option>
          ))}
        </select>
      </AdminField>
      <AdminField field={fields.assessedOn} label={t('playerReports:coach.day')}>
        <input {...getInputProps(fields.assessedOn, { type: 'date' })} className={controlClass} />
      </AdminField>
      <div className="sm:col-span-3">
        <AdminField field={fields.note} label={t('playerReports:coach.note')}>
          <textarea
            {...getTextareaProps(fields.note)}
            maxLength={REPORT_LIMITS.note}
            rows={2}
            className={controlClass}
          />
        </AdminField>
      </div>
      <div>
        <button type="submit" className={buttonClass}>
          {t('playerReports:coach.assess')}
        </button>
      </div>
    </Form>
  )
}

function ReportForm({
  today,
  lastResult,
}: {
  today: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'report',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: { toDay: today },
    constraint: getZodConstraint(ReportSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReportSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-3 dark:border-slate-800"
    >
      <input type="hidden" name="intent" value="report" />
      <AdminField
        field={fields.period}
        label={t('playerReports:coach.period')}
        hint={t('playerReports:coach.periodHint')}
      >
        <input
          {...getInputProps(fields.period, { type: 'text' })}
          maxLength={REPORT_LIMITS.period}
          className={controlClass}
        />
      </AdminField>
      <AdminField field={fields.fromDay} label={t('playerReports:coach.fromDay')}>
        <input {...getInputProps(fields.fromDay, { type: 'date' })} className={controlClass} />
      </AdminField>
      <AdminField field={fields.toDay} label={t('playerReports:coach.toDay')}>
        <input {...getInputProps(fields.toDay, { type: 'date' })} className={controlClass} />
      </AdminField>
      <div className="sm:col-span-3">
        <AdminField field={fields.summary} label={t('playerReports:coach.summary')}>
          <textarea
            {...getTextareaProps(fields.summary)}
            maxLength={REPORT_LIMITS.summary}
            rows={4}
            className={controlClass}
          />
        </AdminField>
      </div>
      <div>
        <button type="submit" className={buttonClass}>
          {t('playerReports:coach.create')}
        </button>
      </div>
    </Form>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
