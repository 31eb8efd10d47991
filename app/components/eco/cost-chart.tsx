import { niceScale } from '#app/components/eco/chart-scale.ts'
import type { YearlyCost } from '#app/lib/eco-impact.ts'
import { formatPrice } from '#app/lib/format.ts'

// Both colors reach 3:1 against white, as graphics must (WCAG 1.4.11).
const gasColor = '#b45309'
const electricColor = '#15803d'

const width = 420
const height = 260
const plot = { left: 72, right: 8, top: 26, bottom: 36 }

function yearLabel(year: number) {
  return `Year ${year}`
}

/**
 * Cumulative fuel cost of a gas cart against the electricity cost of an
 * electric cart, one pair of bars per year. The SVG is one image for
 * assistive technology; the hidden table beside it carries the figures.
 */
export function CostChart({ series }: { series: YearlyCost[] }) {
  const last = series.at(-1)
  if (!last) return null
  const scale = niceScale(Math.max(last.fuelCost, last.electricCost))
  const innerWidth = width - plot.left - plot.right
  const innerHeight = height - plot.top - plot.bottom
  const groupWidth = innerWidth / series.length
  const barWidth = Math.min(40, groupWidth * 0.36)
  const y = (value: number) => plot.top + innerHeight - (value / scale.max) * innerHeight
  const showValues = series.length <= 5
  const years = series.length === 1 ? '1 year' : `${series.length} years`

  return (
    <figure className="mt-6">
      <figcaption className="text-base font-semibold text-gray-900">
        Running costs over {years}: gas fuel vs electricity
      </figcaption>
      <div className="mt-2 flex flex-wrap gap-4 text-sm text-gray-800" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ background: gasColor }} /> Gas cart fuel
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ background: electricColor }} /> Electric cart
          electricity
        </span>
      </div>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Bar chart: after ${years} a gas cart burns ${formatPrice(last.fuelCost)} of fuel, an electric cart uses ${formatPrice(last.electricCost)} of electricity. Yearly figures are in the table that follows.`}
        className="mx-auto mt-2 h-auto w-full max-w-lg"
      >
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={plot.left}
              x2={width - plot.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="#e5e7eb"
            />
            <text x={plot.left - 8} y={y(tick) + 5} textAnchor="end" fontSize="16" fill="#374151">
              {formatPrice(tick)}
            </text>
          </g>
        ))}
        {series.map((point, index) => {
          const centre = plot.left + groupWidth * index + groupWidth / 2
          const bars = [
            { key: 'gas', value: point.fuelCost, x: centre - barWidth - 3, fill: gasColor },
            { key: 'electric', value: point.electricCost, x: centre + 3, fill: electricColor },
          ]
          return (
            <g key={point.year}>
              {bars.map((bar) => (
                <g key={bar.key}>
                  <rect
                    x={bar.x}
                    y={y(bar.value)}
                    width={barWidth}
                    height={Math.max(1, y(0) - y(bar.value))}
                    rx={3}
                    fill={bar.fill}
                  />
                  {showValues && (
                    <text
                      x={bar.x + barWidth / 2}
                      y={y(bar.value) - 5}
                      textAnchor="middle"
                      fontSize="14"
                      fontWeight="600"
                      fill="#111827"
                    >
                      {formatPrice(bar.value)}
                    </text>
                  )}
                </g>
              ))}
              <text x={centre} y={height - 12} textAnchor="middle" fontSize="16" fill="#374151">
                {series.length > 5 ? point.year : yearLabel(point.year)}
              </text>
            </g>
          )
        })}
        <line x1={plot.left} x2={width - plot.right} y1={y(0)} y2={y(0)} stroke="#6b7280" />
      </svg>
      {/* Hidden in a div: a table overflows its own width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>Cumulative running cost by year</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Gas cart fuel</th>
              <th scope="col">Electric cart electricity</th>
              <th scope="col">Savings</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.year}>
                <th scope="row">{yearLabel(point.year)}</th>
                <td>{formatPrice(point.fuelCost)}</td>
                <td>{formatPrice(point.electricCost)}</td>
                <td>{formatPrice(point.fuelCost - point.electricCost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
