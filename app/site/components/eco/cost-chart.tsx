import {
  chartSize,
  costChartLayout,
  electricColor,
  gasColor,
} from '#app/site/components/eco/results-view.ts'
import type { YearlyCost } from '#app/site/eco-impact.ts'

/**
 * Cumulative fuel cost of a gas cart against the electricity cost of an
 * electric cart, one pair of bars per year. The SVG is one image for
 * assistive technology; the hidden table beside it carries the figures. The
 * data-* marks are where the calculator writes another state's chart in the
 * browser (`enhance-calculator.ts`).
 */
export function CostChart({ series }: { series: YearlyCost[] }) {
  if (series.length === 0) return null
  const chart = costChartLayout(series)
  const { width, height } = chartSize
  return (
    <figure className="mt-6">
      <figcaption className="text-base font-semibold text-gray-900">{chart.caption}</figcaption>
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
        aria-label={chart.label}
        className="mx-auto mt-2 h-auto w-full max-w-lg"
      >
        {chart.ticks.map((tick) => (
          <g key={tick.label} data-tick="">
            <line x1={chart.grid.x1} x2={chart.grid.x2} y1={tick.y} y2={tick.y} stroke="#e5e7eb" />
            <text
              x={chart.grid.x1 - 8}
              y={tick.y + 5}
              textAnchor="end"
              fontSize="16"
              fill="#374151"
            >
              {tick.label}
            </text>
          </g>
        ))}
        {chart.groups.map((group) => (
          <g key={group.year} data-year="">
            {group.bars.map((bar) => (
              <g key={bar.key} data-bar="">
                <rect
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  rx={3}
                  fill={bar.fill}
                />
                {bar.value && (
                  <text
                    x={bar.x + bar.width / 2}
                    y={bar.y - 5}
                    textAnchor="middle"
                    fontSize="14"
                    fontWeight="600"
                    fill="#111827"
                  >
                    {bar.value}
                  </text>
                )}
              </g>
            ))}
            <text
              x={group.centre}
              y={group.labelY}
              textAnchor="middle"
              fontSize="16"
              fill="#374151"
            >
              {group.label}
            </text>
          </g>
        ))}
        <line
          x1={chart.grid.x1}
          x2={chart.grid.x2}
          y1={chart.grid.axisY}
          y2={chart.grid.axisY}
          stroke="#6b7280"
        />
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
            {chart.rows.map(([year, ...figures]) => (
              <tr key={year}>
                <th scope="row">{year}</th>
                {figures.map((figure, index) => (
                  <td key={index}>{figure}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
