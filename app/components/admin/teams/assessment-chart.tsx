import { useTranslation } from '#app/i18n/react.tsx'
import { assessmentAreas, type AssessmentArea } from '#app/schemas/player-reports.ts'

/** Static keys (the i18n check reads them). */
export const AREA_LABEL = {
  technical: 'playerReports:areas.technical',
  tactical: 'playerReports:areas.tactical',
  physical: 'playerReports:areas.physical',
  psychosocial: 'playerReports:areas.psychosocial',
} as const satisfies Record<AssessmentArea, string>

/** Line colours with 3:1 contrast against both themes' backgrounds. */
const STROKE = {
  technical: 'stroke-blue-600 dark:stroke-blue-400',
  tactical: 'stroke-emerald-700 dark:stroke-emerald-400',
  physical: 'stroke-orange-700 dark:stroke-orange-400',
  psychosocial: 'stroke-purple-700 dark:stroke-purple-400',
} as const satisfies Record<AssessmentArea, string>

export interface HistoryPoint {
  day: string
  area: AssessmentArea
  average: number
}

const WIDTH = 320
const HEIGHT = 120
const PAD = 16

/**
 * The history of a player's scores: one small line chart per area assessed (1 to 5 over the days
 * assessed), drawn in SVG and hidden from screen readers, with the same numbers in a table.
 */
export function AssessmentHistory({ points }: { points: HistoryPoint[] }) {
  const { t } = useTranslation()
  const days = [...new Set(points.map((point) => point.day))].sort()
  const areas = assessmentAreas.filter((area) => points.some((point) => point.area === area))
  const x = (day: string) =>
    days.length < 2 ? WIDTH / 2 : PAD + ((WIDTH - 2 * PAD) * days.indexOf(day)) / (days.length - 1)
  const y = (score: number) => HEIGHT - PAD - ((HEIGHT - 2 * PAD) * (score - 1)) / 4
  const valueOf = (day: string, area: AssessmentArea) =>
    points.find((point) => point.day === day && point.area === area)?.average
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {areas.map((area) => {
          const line = points.filter((point) => point.area === area)
          return (
            <figure key={area} className="space-y-1">
              <figcaption className="text-sm font-semibold">{t(AREA_LABEL[area])}</figcaption>
              <svg
                viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                aria-hidden="true"
                className="w-full rounded border border-slate-200 dark:border-slate-700"
                data-area={area}
              >
                {[1, 3, 5].map((score) => (
                  <line
                    key={score}
                    x1={PAD}
                    x2={WIDTH - PAD}
                    y1={y(score)}
                    y2={y(score)}
                    className="stroke-slate-200 dark:stroke-slate-700"
                  />
                ))}
                <polyline
                  fill="none"
                  strokeWidth={2}
                  className={STROKE[area]}
                  points={line.map((point) => `${x(point.day)},${y(point.average)}`).join(' ')}
                />
                {line.map((point) => (
                  <circle
                    key={point.day}
                    cx={x(point.day)}
                    cy={y(point.average)}
                    r={4}
                    className={`fill-white dark:fill-slate-900 ${STROKE[area]}`}
                    strokeWidth={2}
                  />
                ))}
              </svg>
            </figure>
          )
        })}
      </div>
      <table className="w-full text-start text-sm">
        <caption className="text-start font-semibold">{t('playerReports:coach.historyTable')}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 text-start">
              {t('playerReports:coach.day')}
            </th>
            {areas.map((area) => (
              <th key={area} scope="col" className="py-1 text-start">
                {t(AREA_LABEL[area])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-1 text-start font-normal">
                {day}
              </th>
              {areas.map((area) => (
                <td key={area} className="py-1">
                  {valueOf(day, area) ?? '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
