import { ChartSvg } from './chart-figure'

export type Bar = {
  label: string
  value: number
  /** what the bar's end says; the value if absent */ text?: string
}

const rowHeight = 28
const labelWidth = 170
const valueWidth = 90
const width = 560
const maxLabel = 20

/** Labels longer than the column keep their end, where a page path says most ("…ventory/cart-12"). */
const shortLabel = (label: string) =>
  label.length > maxLabel ? `…${label.slice(label.length - maxLabel + 1)}` : label

/**
 * Bars from the left, one a row, longest = the largest value. Server-rendered
 * SVG: no script, and it scales with its box. The picture is hidden from
 * screen readers; the figure's summary and table say the same.
 */
export function HorizontalBars({ bars, color = '#15803d' }: { bars: Bar[]; color?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value))
  const barSpace = width - labelWidth - valueWidth
  const height = bars.length * rowHeight
  return (
    <ChartSvg width={width} height={height}>
      {bars.map((bar, i) => {
        const y = i * rowHeight
        const length = (bar.value / max) * barSpace
        return (
          <g key={bar.label} transform={`translate(0 ${y})`}>
            <text
              x={labelWidth - 8}
              y={rowHeight / 2}
              dy="0.35em"
              textAnchor="end"
              fontSize="13"
              fill="#1f2937"
            >
              {shortLabel(bar.label)}
            </text>
            {/* nothing is drawn for nothing; the smallest real value still shows */}
            {bar.value > 0 && (
              <rect
                x={labelWidth}
                y={5}
                width={Math.max(length, 2)}
                height={rowHeight - 10}
                rx="3"
                fill={color}
              />
            )}
            <text
              x={labelWidth + length + 6}
              y={rowHeight / 2}
              dy="0.35em"
              fontSize="13"
              fill="#1f2937"
            >
              {bar.text ?? bar.value}
            </text>
          </g>
        )
      })}
    </ChartSvg>
  )
}
