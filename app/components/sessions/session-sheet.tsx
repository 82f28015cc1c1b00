import { equipmentLabel } from '#app/components/drills/drill-labels.ts'
import { PitchDiagram } from '#app/components/pitch/pitch-diagram.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Diagram } from '#app/schemas/diagram.ts'
import { sessionPhases, type SessionPhase } from '#app/schemas/session-phases.ts'

/** Static keys (the i18n check reads them). */
export const PHASE_LABEL = {
  warmup: 'sessions:phases.warmup',
  main: 'sessions:phases.main',
  game: 'sessions:phases.game',
  cooldown: 'sessions:phases.cooldown',
} as const

export interface SheetSession {
  title: string
  ageGroup: number | null
  players: number | null
  notes: string
  blocks: Array<{
    id: number
    phase: SessionPhase
    title: string
    minutes: number
    notes: string
    drillSlug: string | null
    drillObjective: string | null
    diagrams: Diagram[]
    coachingPoints: string[]
    equipment: Array<keyof typeof equipmentLabel>
  }>
  totals: { byPhase: Record<SessionPhase, number>; total: number }
}

/** What a session is for and how long each phase lasts: the sheet's header, on screen and on paper. */
export function SessionFacts({ session }: { session: SheetSession }) {
  const { t } = useTranslation()
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 print:grid-cols-4">
      <div>
        <dt className="text-slate-600 dark:text-slate-400">{t('sessions:fields.total')}</dt>
        <dd className="text-lg font-semibold">{t('sessions:minutes', { minutes: session.totals.total })}</dd>
      </div>
      {sessionPhases.map((phase) => (
        <div key={phase}>
          <dt className="text-slate-600 dark:text-slate-400">{t(PHASE_LABEL[phase])}</dt>
          <dd className="font-semibold">
            {t('sessions:minutes', { minutes: session.totals.byPhase[phase] })}
          </dd>
        </div>
      ))}
      {session.ageGroup ? (
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('sessions:fields.ageGroup')}</dt>
          <dd className="font-semibold">U{session.ageGroup}</dd>
        </div>
      ) : null}
      {session.players ? (
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('sessions:fields.players')}</dt>
          <dd className="font-semibold">{session.players}</dd>
        </div>
      ) : null}
    </dl>
  )
}

/**
 * A session as a sheet to read or print on A4: its facts, then each block in order with its phase,
 * minutes, the drill's objective and first diagram (inline SVG, no script), and the coach's notes.
 */
export function SessionSheet({ session }: { session: SheetSession }) {
  const { t } = useTranslation()
  return (
    <article className="space-y-6 print:space-y-4">
      <header className="space-y-3">
        <h1 lang="es" dir="auto" className="text-3xl font-extrabold tracking-tight print:text-2xl">
          {session.title}
        </h1>
        <SessionFacts session={session} />
        {session.notes ? (
          <p lang="es" dir="auto" className="whitespace-pre-line text-slate-700 dark:text-slate-300">
            {session.notes}
          </p>
        ) : null}
      </header>
      {session.blocks.length ? (
        <ol className="space-y-5">
          {session.blocks.map((block, index) => (
            <li
              key={block.id}
              // On paper a block is the diagram beside its text, so several fit on one A4 page.
              className="break-inside-avoid space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800 print:grid print:grid-cols-[70mm_1fr] print:gap-x-4 print:space-y-0 print:rounded-none print:border-slate-400 print:p-3"
            >
              {block.diagrams[0] ? (
                <PitchDiagram
                  diagram={block.diagrams[0]}
                  frame={0}
                  className="h-auto w-full max-w-xl rounded-lg print:row-span-6 print:max-w-none"
                />
              ) : null}
              <p className="text-sm font-semibold text-emerald-800 uppercase dark:text-emerald-300 print:col-start-2 print:text-black">
                {index + 1}. {t(PHASE_LABEL[block.phase])} ·{' '}
                {t('sessions:minutes', { minutes: block.minutes })}
              </p>
              <h2 lang="es" dir="auto" className="text-xl font-bold print:col-start-2 print:text-base">
                {block.drillSlug ? (
                  <a href={`/ejercicios/${block.drillSlug}`} className="hover:underline">
                    {block.title}
                  </a>
                ) : (
                  block.title
                )}
              </h2>
              {block.drillObjective ? (
                <p
                  lang="es"
                  dir="auto"
                  className="text-slate-700 dark:text-slate-300 print:col-start-2 print:text-sm"
                >
                  {block.drillObjective}
                </p>
              ) : null}
              {block.coachingPoints.length ? (
                <div className="text-sm print:col-start-2">
                  <h3 className="font-semibold">{t('drills:fields.coachingPoints')}</h3>
                  <ul lang="es" dir="auto" className="list-disc ps-5">
                    {block.coachingPoints.map((point, pointIndex) => (
                      <li key={pointIndex}>{point}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {block.equipment.length ? (
                <div className="text-sm print:col-start-2">
                  <h3 className="font-semibold">{t('drills:fields.equipment')}</h3>
                  <ul className="flex flex-wrap gap-x-3">
                    {block.equipment.map((item) => (
                      <li key={item}>{t(equipmentLabel[item])}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {block.notes ? (
                <p lang="es" dir="auto" className="whitespace-pre-line text-sm print:col-start-2">
                  {block.notes}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('sessions:empty')}</p>
      )}
    </article>
  )
}
