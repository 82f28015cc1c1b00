import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, useNavigation } from 'react-router'
import type { Route } from './+types/curriculum-translations'
import { programmeLabel } from '#app/components/public/labels.ts'
import { linkClass } from '#app/components/admin/styles.ts'
import { CurriculumTranslationForm } from '#app/components/curriculum/curriculum-translation-form.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { htmlLang, languageNames, languageOfPrefix } from '#app/i18n/languages.ts'
import { bandOfUrl, CurriculumTranslationSchema } from '#app/schemas/curriculum.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { saveCurriculumTranslation } from '#server/content/translations/store.server.ts'
import { readCurriculum } from '#server/curriculum/curriculum.server.ts'
import {
  curriculumVersions,
  type CurriculumVersion,
} from '#server/curriculum/curriculum-translations.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

/**
 * A band's curriculum translated into one language (docs/decisions/048-content-translations.md):
 * `/admin/curriculum/translations/:lang?programme=…&age=…`, each objective and season week beside
 * its translation and state. The programme page's version in that language (`/en/infantil`) shows
 * the published ones.
 */
export const handle: I18nHandle = { i18n: ['curriculum', 'admin', 'public'] }

function languageOf(params: { lang: string }) {
  const language = languageOfPrefix(params.lang)
  if (!language) throw data(null, { status: 404 })
  return language
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const language = languageOf(params)
  const band = bandOfUrl(new URL(request.url))
  const curriculum = await readCurriculum(db, band, { published: false })
  const t = getFixedT(request)
  return {
    title: t('curriculum:translations.title', { language: languageNames[language] }),
    language,
    band,
    versions: await curriculumVersions(db, curriculum, language),
    weekNumbers: Object.fromEntries(curriculum.weeks.map((week) => [week.id, week.week])),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const language = languageOf(params)
  const formData = await request.formData()
  const formId = String(formData.get('formId') ?? '').slice(0, 40)
  const submission = parseWithZod(formData, { schema: CurriculumTranslationSchema })
  if (submission.status !== 'success') return data({ formId, result: submission.reply() }, { status: 400 })
  const { kind, itemId, ...input } = submission.value
  const outcome = await saveCurriculumTranslation(db, {
    kind,
    itemId,
    language,
    input,
    who: { user: { id: user.id, email: user.email }, ip: context.clientIp },
  })
  if (outcome.kind === 'notFound') throw data(null, { status: 404 })
  return { formId, result: submission.reply() }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

type Labels = React.ComponentProps<typeof CurriculumTranslationForm>['labels']

/** The objectives or the weeks of the band, each beside its translation's form. */
function VersionSection({
  id,
  title,
  empty,
  versions,
  lang,
  resultFor,
  labels,
}: {
  id: string
  title: string
  empty: string
  versions: CurriculumVersion[]
  lang: string
  resultFor: (formId: string) => SubmissionResult<string[]> | undefined
  labels: (version: CurriculumVersion, index: number) => Labels
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {versions.length ? (
        <ol className="space-y-3">
          {versions.map((version, index) => (
            <CurriculumTranslationForm
              key={`${version.kind}-${version.id}`}
              version={version}
              lang={lang}
              result={resultFor(`${version.kind}-${version.id}`)}
              labels={labels(version, index)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm">{empty}</p>
      )}
    </section>
  )
}

export default function CurriculumTranslations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { language, band, versions, weekNumbers } = loaderData
  const navigation = useNavigation()
  const answer = navigation.state === 'idle' ? actionData : undefined
  const resultFor = (formId: string) => (answer?.formId === formId ? answer.result : undefined)
  const lang = htmlLang(language)
  const bandName = `${t(programmeLabel[band.programme])} U${band.ageBand}`
  const query = `?programme=${band.programme}&age=${band.ageBand}`
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">
          {t('curriculum:translations.title', { language: languageNames[language] })}
        </h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('curriculum:translations.intro', { band: bandName })}
        </p>
        <p className="flex flex-wrap gap-4 text-sm">
          <Link to={`/admin/curriculum${query}`} className={linkClass}>
            {t('curriculum:translations.back')}
          </Link>
          <Link to={`/${lang}/${band.programme}?age=${band.ageBand}#curriculo`} className={linkClass}>
            {t('curriculum:translations.viewPublic', { language: languageNames[language] })}
          </Link>
        </p>
      </div>
      <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
        {answer && answer.result.status === 'success' ? t('admin:translations.saved') : ''}
      </p>
      <VersionSection
        id="objectives-title"
        title={t('curriculum:admin.objectives', { band: `U${band.ageBand}` })}
        empty={t('curriculum:admin.noObjectives')}
        versions={versions.objectives}
        lang={lang}
        resultFor={resultFor}
        labels={(version, index) => ({
          heading: t('curriculum:translations.objective', { number: index + 1 }),
          title: t('curriculum:fields.title'),
          summary: t('curriculum:fields.description'),
        })}
      />
      <VersionSection
        id="weeks-title"
        title={t('curriculum:admin.season', { band: `U${band.ageBand}` })}
        empty={t('curriculum:admin.noWeeks')}
        versions={versions.weeks}
        lang={lang}
        resultFor={resultFor}
        labels={(version) => ({
          heading: t('curriculum:weekNumber', { week: weekNumbers[version.id] ?? 0 }),
          title: t('curriculum:fields.theme'),
          summary: t('curriculum:fields.notes'),
        })}
      />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
