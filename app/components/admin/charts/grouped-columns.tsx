import { ChartSvg, Legend } from './chart-figure'
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
        {[0, 0.5, 1].map((tick) => (
          <g key={tick}>
            <line x1={left} x2={width} y1={y(tick)} y2={y(tick)} stroke="#d1d5db" />
            <text
              x={left - 6}
              y={y(tick)}
              dy="0.35em"
              textAnchor="end"
              fontSize="12"
              fill="#374151"
            >
              {`${tick * 100}%`}
            </text>
          </g>
        ))}
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
              <text
                x={x + slot * 0.4}
                y={height - 8}
                textAnchor="middle"
                fontSize="12"
                fill="#374151"
              >
                {group.label}
              </text>
            </g>
          )
        })}
      </ChartSvg>
      <Legend series={series} />
    </>
  )
}
