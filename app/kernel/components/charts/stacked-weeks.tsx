import { ChartSvg, ColumnLabel, Legend, ValueAxis } from './chart-figure'

export type Series = { key: string; label: string; color: string }
export type WeekColumn = { label: string; counts: Record<string, number> }

const width = 560
const height = 220
const left = 36
const bottom = 28
const top = 10

/** A round top for the axis: 1, 2, 5, 10, 20, 50 … at or above the largest total. */
function axisMax(total: number): number {
  if (total <= 5) return 5
  const step = 10 ** Math.floor(Math.log10(total))
  return ([1, 2, 5, 10].find((m) => m * step >= total) ?? 10) * step
}

/**
 * One column per week, stacked by series, with a legend. Server-rendered SVG
 * hidden from screen readers: the figure's summary and table carry the numbers.
 */
export function StackedWeeks({
  weeks,
  series,
  tickText = String,
}: {
  weeks: WeekColumn[]
  series: Series[]
  /** the axis' words for a value: dollars for money */
  tickText?: (value: number) => string
}) {
  const totals = weeks.map((w) => series.reduce((sum, s) => sum + (w.counts[s.key] ?? 0), 0))
  const max = axisMax(Math.max(0, ...totals))
  const plotHeight = height - top - bottom
  const slot = (width - left) / Math.max(1, weeks.length)
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight
  return (
    <>
      <ChartSvg width={width} height={height}>
        <ValueAxis
          ticks={Number.isInteger(max / 2) ? [0, max / 2, max] : [0, max]}
          y={y}
          left={left}
          width={width}
          text={tickText}
        />
        {weeks.map((week, i) => {
          let base = 0
          const x = left + i * slot + slot * 0.15
          return (
            <g key={week.label}>
              {series.map((s) => {
                const value = week.counts[s.key] ?? 0
                if (!value) return null
                const rect = (
                  <rect
                    key={s.key}
                    x={x}
                    width={slot * 0.7}
                    y={y(base + value)}
                    height={y(base) - y(base + value)}
                    fill={s.color}
                  />
                )
                base += value
                return rect
              })}
              <ColumnLabel x={x + slot * 0.35} y={height - 8} label={week.label} />
            </g>
          )
        })}
      </ChartSvg>
      <Legend series={series} />
    </>
  )
}
