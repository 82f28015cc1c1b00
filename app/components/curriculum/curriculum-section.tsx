import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { playPhases } from '#app/schemas/play-phases.ts'
import type { Curriculum } from '#server/curriculum/curriculum.server.ts'
import { PHASE_LABEL } from './curriculum-labels.ts'

const linkClass = 'font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300'

/** The links of one objective to concepts or drills, as "Conceptos: a, b". */
function Links({ label, items }: { label: string; items: Array<{ id: number; to: string; text: string }> }) {
  if (!items.length) return null
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <span className="font-semibold">{label}: </span>
      {items.map((item, index) => (
        <span key={item.id}>
          {index ? ', ' : ''}
          <Link to={item.to} className={linkClass} lang="es">
            {item.text}
          </Link>
        </span>
      ))}
    </p>
  )
}

/** "en español", after the coach's words that have no translation on a page in another language. */
function InSpanish({ shown }: { shown: boolean }) {
  const { t } = useTranslation()
  if (!shown) return null
  return (
    <span className="ms-2 inline-block rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      {t('curriculum:public.inSpanish')}
    </span>
  )
}

/**
 * A programme page's curriculum: one tab-like link per age band (plain links, so it works without
 * JavaScript), the band's objectives by phase of play and its season plan. On a language version
 * of the page (`marksSpanish`), the words still in Spanish say so.
 */
export function CurriculumSection({
  bands,
  band,
  curriculum,
  marksSpanish = false,
}: {
  bands: number[]
  band: number
  curriculum: Curriculum
  marksSpanish?: boolean
}) {
  const { t } = useTranslation()
  const phases = playPhases.filter((phase) => curriculum.objectives.some((o) => o.phase === phase))
  const someSpanish =
    marksSpanish &&
    (curriculum.objectives.some((objective) => !objective.lang) ||
      curriculum.weeks.some((week) => !week.lang))
  return (
    <section
      id="curriculo"
      aria-labelledby="curriculum-title"
      // #curriculo lands below the sticky top bar (h-16), not under it
      className="mx-auto max-w-7xl scroll-mt-16 px-4 py-14 sm:px-6"
    >
      <h2 id="curriculum-title" className="text-2xl font-extrabold text-slate-900 dark:text-white">
        {t('curriculum:public.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t('curriculum:public.intro')}</p>
      {someSpanish ? (
        <p className="mt-2 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          {t('curriculum:public.partlySpanish')}
        </p>
      ) : null}
      <nav aria-label={t('curriculum:public.bands')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {bands.map((age) => (
            <li key={age}>
              <Link
                to={`?age=${age}#curriculo`}
                preventScrollReset
                aria-current={age === band ? 'page' : undefined}
                className={
                  age === band
                    ? 'inline-block rounded-full bg-emerald-700 px-4 py-1.5 text-sm font-semibold text-white'
                    : 'inline-block rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800'
                }
              >
                U{age}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <h3 className="mt-8 text-lg font-bold text-slate-900 dark:text-white">
        {t('curriculum:public.objectives', { band: `U${band}` })}
      </h3>
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        {phases.map((phase) => (
          <div
            key={phase}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h4 className="text-sm font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">
              {t(PHASE_LABEL[phase])}
            </h4>
            <ul className="mt-3 space-y-4">
              {curriculum.objectives
                .filter((objective) => objective.phase === phase)
                .map((objective) => (
                  <li key={objective.id} className="space-y-1">
                    <p className="font-semibold text-slate-900 dark:text-white">
                      <span lang={objective.lang ?? 'es'}>{objective.title}</span>
                      <InSpanish shown={marksSpanish && !objective.lang} />
                    </p>
                    {objective.description ? (
                      <p lang={objective.lang ?? 'es'} className="text-sm text-slate-700 dark:text-slate-300">
                        {objective.description}
                      </p>
                    ) : null}
                    <Links
                      label={t('curriculum:public.concepts')}
                      items={objective.concepts.map((c) => ({
                        id: c.id,
                        to: `/concepts/${c.slug}`,
                        text: c.term,
                      }))}
                    />
                    <Links
                      label={t('curriculum:public.drills')}
                      items={objective.drills.map((d) => ({
                        id: d.id,
                        to: `/ejercicios/${d.slug}`,
                        text: d.title,
                      }))}
                    />
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>

      {curriculum.weeks.length ? (
        <>
          <h3 className="mt-10 text-lg font-bold text-slate-900 dark:text-white">
            {t('curriculum:public.season', { band: `U${band}` })}
          </h3>
          {/* No sideways scrolling: on a phone the theme and objective cells wrap. */}
          <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
            <table className="w-full text-start text-sm">
              <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                <tr>
                  <th scope="col" className="px-2 py-2 sm:px-4 text-start font-semibold">
                    {t('curriculum:fields.week')}
                  </th>
                  <th scope="col" className="px-2 py-2 sm:px-4 text-start font-semibold">
                    {t('curriculum:fields.theme')}
                  </th>
                  <th scope="col" className="px-2 py-2 sm:px-4 text-start font-semibold">
                    {t('curriculum:fields.weekObjectives')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {curriculum.weeks.map((week) => (
                  <tr key={week.id} className="align-top">
                    <th scope="row" className="px-2 py-2 sm:px-4 text-start font-semibold whitespace-nowrap">
                      {t('curriculum:weekNumber', { week: week.week })}
                    </th>
                    <td className="px-2 py-2 wrap-anywhere hyphens-auto sm:px-4">
                      <span lang={week.lang ?? 'es'}>{week.theme}</span>
                      <InSpanish shown={marksSpanish && !week.lang} />
                      {week.notes ? (
                        <span lang={week.lang ?? 'es'} className="block text-slate-600 dark:text-slate-400">
                          {week.notes}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-2 py-2 wrap-anywhere hyphens-auto sm:px-4">
                      {week.objectives.map((objective, index) => (
                        <span key={objective.id} lang={objective.lang ?? 'es'}>
                          {index ? ' · ' : ''}
                          {objective.title}
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  )
}
