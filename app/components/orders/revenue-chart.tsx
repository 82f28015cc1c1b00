import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatNumber } from '#app/i18n/format.ts'
import { direction, fallbackLanguage, toLanguage } from '#app/i18n/languages.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { MonthRow } from './month-totals.tsx'

/**
 * Revenue per month as bars (recharts, loaded on the orders screen only). Colours are the theme's
 * CSS variables, so the chart reads in dark mode; in a right-to-left language the months run from
 * the right and the amounts stand on the right.
 */
export default function RevenueChart({ months }: { months: MonthRow[] }) {
  const { t, i18n } = useTranslation()
  const rtl = direction(toLanguage(i18n.language) ?? fallbackLanguage) === 'rtl'
  const currency = months[0]?.currency ?? 'eur'
  const money = (value: number) =>
    formatNumber(value, i18n.language, {
      style: 'currency',
      currency: currency.toUpperCase(),
      maximumFractionDigits: 0,
    })
  const ink = 'var(--chart-ink)'
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={months} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid stroke="var(--chart-grid)" vertical={false} />
        <XAxis dataKey="month" reversed={rtl} tick={{ fill: ink }} stroke={ink} />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tickFormatter={money}
          tick={{ fill: ink }}
          stroke={ink}
          width={80}
        />
        <Tooltip
          formatter={(value) => [money(Number(value)), t('orders:months.revenue')]}
          contentStyle={{ background: 'var(--chart-surface)', color: ink, borderColor: 'var(--chart-grid)' }}
          cursor={{ fill: 'var(--chart-grid)' }}
        />
        <Bar dataKey="revenue" name={t('orders:months.revenue')} fill="var(--chart-bar)" />
      </BarChart>
    </ResponsiveContainer>
  )
}
