import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatNumber } from '#app/i18n/format.ts'
import { direction, fallbackLanguage, toLanguage } from '#app/i18n/languages.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Chart } from '#server/dashboard/charts.server.ts'

const COLOURS = ['var(--chart-bar)', 'var(--chart-bar-2)']
const ink = 'var(--chart-ink)'
const tooltipStyle = { background: 'var(--chart-surface)', color: ink, borderColor: 'var(--chart-grid)' }

/**
 * A dashboard chart (recharts, like the orders screen's): days as lines, rankings as horizontal
 * bars. Theme colours from CSS variables (dark mode); in a right-to-left language the days run from
 * the right and the numbers stand on the right.
 */
export default function DashboardChart({ chart }: { chart: Chart }) {
  const { t, i18n } = useTranslation()
  const rtl = direction(toLanguage(i18n.language) ?? fallbackLanguage) === 'rtl'
  const number = (value: number) => formatNumber(value, i18n.language)
  const data = chart.rows.map((row) => ({
    label: row.label,
    ...Object.fromEntries(chart.series.map((series, i) => [series, row.values[i] ?? 0])),
  }))
  const names = chart.series.map((series) => t(`dashboard:series.${series}`))
  const tick = { fill: ink, fontSize: 12 }
  const common = { data, margin: { top: 8, right: 8, bottom: 8, left: 8 } }
  const tooltip = <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--chart-grid)' }} />
  const legend = <Legend wrapperStyle={{ color: ink }} />
  if (chart.kind === 'daily')
    return (
      <ResponsiveContainer width="100%" height="100%">
        <LineChart {...common}>
          <CartesianGrid stroke="var(--chart-grid)" vertical={false} />
          <XAxis dataKey="label" reversed={rtl} tick={tick} stroke={ink} minTickGap={24} />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={number}
            tick={tick}
            stroke={ink}
            allowDecimals={false}
          />
          {tooltip}
          {legend}
          {chart.series.map((series, i) => (
            <Line
              key={series}
              dataKey={series}
              name={names[i]}
              stroke={COLOURS[i]}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    )
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart {...common} layout="vertical">
        <CartesianGrid stroke="var(--chart-grid)" horizontal={false} />
        <XAxis
          type="number"
          reversed={rtl}
          tickFormatter={number}
          tick={tick}
          stroke={ink}
          allowDecimals={false}
        />
        <YAxis
          type="category"
          dataKey="label"
          orientation={rtl ? 'right' : 'left'}
          tick={tick}
          stroke={ink}
          width={120}
          tickFormatter={(label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label)}
        />
        {tooltip}
        {legend}
        {chart.series.map((series, i) => (
          <Bar key={series} dataKey={series} name={names[i]} fill={COLOURS[i]} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  )
}
