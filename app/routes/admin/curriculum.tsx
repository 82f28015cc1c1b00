import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/curriculum'
import { programmeChoices } from '#app/components/admin/labels.ts'
import { RowActions } from '#app/components/admin/row-actions.tsx'
import { buttonClass, controlClass, linkClass } from '#app/components/admin/styles.ts'
import { ObjectiveForm, WeekForm } from '#app/components/curriculum/curriculum-forms.tsx'
import { PHASE_LABEL } from '#app/components/curriculum/curriculum-labels.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { translationLanguages } from '#app/i18n/content-languages.ts'
import { htmlLang, languageNames } from '#app/i18n/languages.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AGE_BANDS } from '#app/schemas/drill.ts'
import { bandOfUrl, CURRICULUM_LIMITS, CurriculumChangeSchema, playPhases } from '#app/schemas/curriculum.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { changeCurriculum, linkChoices, readCurriculum } from '#server/curriculum/curriculum.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['curriculum', 'admin', 'public', 'playerReports', 'teamAnswers'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const band = bandOfUrl(new URL(request.url))
  const [curriculum, choices] = await Promise.all([
    readCurriculum(db, band, { published: false }),
    linkChoices(db),
  ])
  return { title: getFixedT(request)('curriculum:admin.title'), band, curriculum, choices }
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const admin = await requireRole(request, 'admin')
  const formData = await request.formData()
  const formId = String(formData.get('formId') ?? '').slice(0, 40)
  const submission = parseWithZod(formData, { schema: CurriculumChangeSchema })
  if (submission.status !== 'success')
    return data({ formId, result: submission.reply(), notice: null }, { status: 400 })
  const outcome = await changeCurriculum(db, submission.value)
  if (outcome.kind === 'notFound') throw data(null, { status: 404 })
  if (outcome.kind === 'refused')
    return data(
      { formId, result: submission.reply({ formErrors: [outcome.error] }), notice: null },
      { status: 400 },
    )
  await recordAudit(db, {
    action: 'curriculum.update',
    user: admin,
    target: { type: 'curriculum', id: `${outcome.band.programme}-U${outcome.band.ageBand}` },
    detail: { intent: submission.value.intent },
    ip: context.clientIp,
  })
  return { formId, result: submission.reply({ resetForm: true }), notice: outcome.notice }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

/** Static keys (the i18n check reads them). */
const ROW_ACTION = {
  moveUp: 'curriculum:admin.moveUp',
  moveDown: 'curriculum:admin.moveDown',
  deleteObjective: 'curriculum:admin.deleteObjective',
  deleteWeek: 'curriculum:admin.deleteWeek',
} as const

const cardClass = 'space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800'

export default function CurriculumEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { band, curriculum, choices } = loaderData
  const navigation = useNavigation()
  const answer = navigation.state === 'idle' ? actionData : undefined
  const resultFor = (formId: string) => (answer?.formId === formId ? answer.result : undefined)
  const bandKey = `${band.programme}-${band.ageBand}` // remounts the forms when the band changes
  const bandFields = { programme: band.programme, ageBand: band.ageBand }
  const objectiveChoices = curriculum.objectives.map((o) => ({ id: o.id, label: o.title }))
  const freeWeek =
    Array.from({ length: CURRICULUM_LIMITS.weeks }, (_, i) => i + 1).find(
      (week) => !curriculum.weeks.some((w) => w.week === week),
    ) ?? 1
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">{t('curriculum:admin.title')}</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('curriculum:admin.intro')}</p>
      </div>

      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold">
          {t('curriculum:fields.programme')}
          <select name="programme" defaultValue={band.programme} className={`${controlClass} mt-1`}>
            {programmeChoices(t).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t('curriculum:fields.ageBand')}
          <select name="age" defaultValue={band.ageBand} className={`${controlClass} mt-1`}>
            {AGE_BANDS.map((age) => (
              <option key={age} value={age}>
                U{age}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          {t('curriculum:admin.show')}
        </button>
        <Link to={`/${band.programme}?age=${band.ageBand}#curriculo`} className={`text-sm ${linkClass}`}>
          {t('curriculum:admin.viewPublic')}
        </Link>
      </Form>

      <nav aria-labelledby="curriculum-translations" className="text-sm">
        <h2 id="curriculum-translations" className="inline font-semibold">
          {t('curriculum:admin.translations')}:
        </h2>{' '}
        <ul className="inline">
          {translationLanguages.map((language) => (
            <li key={language} className="me-3 inline">
              <Link
                to={`/admin/curriculum/translations/${htmlLang(language)}?programme=${band.programme}&age=${band.ageBand}`}
                className={linkClass}
                lang={htmlLang(language)}
              >
                {languageNames[language]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
        {answer?.notice ? t('curriculum:admin.saved') : ''}
      </p>

      <section aria-labelledby="curriculum-objectives" className="space-y-4" key={`objectives-${bandKey}`}>
        <h2 id="curriculum-objectives" className="text-lg font-semibold">
          {t('curriculum:admin.objectives', { band: `U${band.ageBand}` })}
        </h2>
        {curriculum.objectives.length ? null : (
          <p className="text-sm">{t('curriculum:admin.noObjectives')}</p>
        )}
        {playPhases
          .filter((phase) => curriculum.objectives.some((o) => o.phase === phase))
          .map((phase) => (
            <div key={phase} className="space-y-2">
              <h3 className="font-semibold text-emerald-800 dark:text-emerald-300">
                {t(PHASE_LABEL[phase])}
              </h3>
              <ul className="space-y-2">
                {curriculum.objectives
                  .filter((o) => o.phase === phase)
                  .map((objective) => {
                    const number = curriculum.objectives.indexOf(objective) + 1
                    return (
                      <li key={objective.id} className={cardClass}>
                        <p className="font-medium">
                          {number}. <span lang="es">{objective.title}</span>
                        </p>
                        <p className="text-sm text-slate-700 dark:text-slate-300">
                          {t('curriculum:admin.links', {
                            concepts: objective.concepts.length,
                            drills: objective.drills.length,
                          })}
                        </p>
                        <div className="flex flex-wrap gap-2">
                          <RowActions
                            idName="objectiveId"
                            id={objective.id}
                            actions={(['moveUp', 'moveDown', 'deleteObjective'] as const).map((intent) => ({
                              intent,
                              label: t(ROW_ACTION[intent], { number }),
                            }))}
                          />
                        </div>
                        <details open={answer?.formId === `objective-${objective.id}` || undefined}>
                          <summary className={`cursor-pointer text-sm ${linkClass}`}>
                            {t('curriculum:admin.edit', { number })}
                          </summary>
                          <div className="mt-3">
                            <ObjectiveForm
                              formId={`objective-${objective.id}`}
                              hidden={{ intent: 'updateObjective', objectiveId: objective.id }}
                              defaults={{
                                phase: objective.phase,
                                area: objective.area,
                                title: objective.title,
                                description: objective.description,
                                conceptIds: objective.concepts.map((c) => c.id),
                                drillIds: objective.drills.map((d) => d.id),
                              }}
                              result={resultFor(`objective-${objective.id}`)}
                              choices={choices}
                              submitLabel={t('curriculum:admin.save')}
                            />
                          </div>
                        </details>
                      </li>
                    )
                  })}
              </ul>
            </div>
          ))}
        <div className={cardClass}>
          <h3 className="font-semibold">{t('curriculum:admin.addObjective')}</h3>
          <ObjectiveForm
            formId="add-objective"
            hidden={{ intent: 'addObjective', ...bandFields }}
            defaults={{
              phase: 'attack',
              area: '',
              title: '',
              description: '',
              conceptIds: [],
              drillIds: [],
            }}
            result={resultFor('add-objective')}
            choices={choices}
            submitLabel={t('curriculum:admin.addObjective')}
          />
        </div>
      </section>

      <section aria-labelledby="curriculum-season" className="space-y-4" key={`season-${bandKey}`}>
        <h2 id="curriculum-season" className="text-lg font-semibold">
          {t('curriculum:admin.season', { band: `U${band.ageBand}` })}
        </h2>
        {curriculum.weeks.length ? (
          <ol className="space-y-2">
            {curriculum.weeks.map((week) => (
              <li key={week.id} className={cardClass}>
                <p className="font-medium">
                  {t('curriculum:weekNumber', { week: week.week })}: <span lang="es">{week.theme}</span>
                </p>
                {week.objectives.length ? (
                  <p className="text-sm text-slate-700 dark:text-slate-300" lang="es">
                    {week.objectives.map((o) => o.title).join(' · ')}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <RowActions
                    idName="weekId"
                    id={week.id}
                    actions={[
                      {
                        intent: 'deleteWeek',
                        label: t(ROW_ACTION.deleteWeek, { week: week.week }),
                      },
                    ]}
                  />
                </div>
                <details open={answer?.formId === `week-${week.id}` || undefined}>
                  <summary className={`cursor-pointer text-sm ${linkClass}`}>
                    {t('curriculum:admin.editWeek', { week: week.week })}
                  </summary>
                  <div className="mt-3">
                    <WeekForm
                      formId={`week-${week.id}`}
                      hidden={{ intent: 'updateWeek', weekId: week.id }}
                      defaults={{
                        week: week.week,
                        theme: week.theme,
                        notes: week.notes,
                        objectiveIds: week.objectives.map((o) => o.id),
                      }}
                      result={resultFor(`week-${week.id}`)}
                      objectives={objectiveChoices}
                      submitLabel={t('curriculum:admin.save')}
                    />
                  </div>
                </details>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm">{t('curriculum:admin.noWeeks')}</p>
        )}
        <div className={cardClass}>
          <h3 className="font-semibold">{t('curriculum:admin.addWeek')}</h3>
          <WeekForm
            key={freeWeek}
            formId="add-week"
            hidden={{ intent: 'addWeek', ...bandFields }}
            defaults={{ week: freeWeek, theme: '', notes: '', objectiveIds: [] }}
            result={resultFor('add-week')}
            objectives={objectiveChoices}
            submitLabel={t('curriculum:admin.addWeek')}
          />
        </div>
      </section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
