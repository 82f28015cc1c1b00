import { useTranslation } from '#app/i18n/react.tsx'
import { ageBandText } from '#app/schemas/drill-values.ts'
import { intensityLabel } from './drill-labels.ts'

export interface DrillFactsData {
  ageMin: number
  ageMax: number
  playersMin: number
  playersMax: number
  spaceLength: number
  spaceWidth: number
  durationMinutes: number
  intensity: 'low' | 'medium' | 'high'
}

const range = (min: number, max: number) => (min === max ? String(min) : `${min}–${max}`)

/** Ages, players, space, minutes and intensity of a drill, as a definition list (cards and pages). */
export function DrillFacts({ drill, className = '' }: { drill: DrillFactsData; className?: string }) {
  const { t } = useTranslation()
  const facts = [
    [t('drills:fields.ages'), ageBandText(drill.ageMin, drill.ageMax)],
    [t('drills:fields.players'), range(drill.playersMin, drill.playersMax)],
    [t('drills:fields.space'), t('drills:metres', { length: drill.spaceLength, width: drill.spaceWidth })],
    [t('drills:fields.duration'), t('drills:minutes', { n: drill.durationMinutes })],
    [t('drills:fields.intensity'), t(intensityLabel[drill.intensity])],
  ]
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 ${className}`}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
