import { ChartSvg, ColumnLabel, Legend, ValueAxis } from './chart-figure'
import type { Series } from './stacked-weeks'

export type GroupColumn = {
  label: string
  /** each series' value, 0 to 1; null where there is nothing to measure */
  values: Record<string, number | null>
}

const width = 560
const height = 220
const left = 44
const bottom = 28
const top = 10

/**
 * Shares side by side: one group of columns per period, one column per
 * series, on a 0–100% axis. Server-rendered SVG hidden from screen readers:
 * the figure's summary and table carry the numbers.
 */
export function GroupedColumns({ groups, series }: { groups: GroupColumn[]; series: Series[] }) {
  const plotHeight = height - top - bottom
  const slot = (width - left) / Math.max(1, groups.length)
  const column = (slot * 0.8) / Math.max(1, series.length)
  const y = (share: number) => top + plotHeight - share * plotHeight
  return (
    <>
      <ChartSvg width={width} height={height}>
        <ValueAxis
          ticks={[0, 0.5, 1]}
          y={y}
          left={left}
          width={width}
          text={(share) => `${share * 100}%`}
        />
        {groups.map((group, i) => {
          const x = left + i * slot + slot * 0.1
          return (
            <g key={group.label}>
              {series.map((s, j) => {
                const share = group.values[s.key]
                if (!share) return null
                return (
                  <rect
                    key={s.key}
                    x={x + j * column}
                    width={column * 0.9}
                    y={y(share)}
                    height={y(0) - y(share)}
                    fill={s.color}
                  />
                )
              })}
              <ColumnLabel x={x + slot * 0.4} y={height - 8} label={group.label} />
            </g>
          )
        })}
      </ChartSvg>
      <Legend series={series} />
    </>
  )
}
