import type { ReactNode } from 'react'

/**
 * A chart with its title and the same numbers as a table, so a screen reader
 * (or anyone who prefers figures) reads what the picture shows.
 */
export function ChartFigure({
  title,
  summary,
  chart,
  table,
}: {
  title: string
  /** one sentence that says what the chart shows, read in place of the picture */
  summary: string
  chart: ReactNode
  table: ReactNode
}) {
  return (
    <figure className="min-w-0 rounded-xl border border-gray-300 bg-white p-6 shadow-sm">
      <figcaption>
        <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
        <p className="mt-1 text-sm text-gray-700">{summary}</p>
      </figcaption>
      <div className="mt-4">{chart}</div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">
          The numbers as a table
        </summary>
        <div
          role="region"
          aria-label={`${title}: the numbers`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than the screen scrolls, and a scrolling region must be reachable from the keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {table}
        </div>
      </details>
    </figure>
  )
}

/** A plain table of rows under a header, for the charts' text equivalents. */
export function ChartTable({
  caption,
  head,
  rows,
}: {
  caption: string
  head: string[]
  rows: Array<Array<string | number>>
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-gray-300">
          {head.map((h, i) => (
            <th key={h} scope="col" className={i === 0 ? 'p-2' : 'p-2 text-right'}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={String(first)} className="border-b border-gray-200">
            <th scope="row" className="p-2 font-normal">
              {first}
            </th>
            {rest.map((cell, i) => (
              <td key={i} className="p-2 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The picture of a chart: server-rendered SVG that scales with its box, hidden
 * from screen readers because the figure's summary and table say the same.
 */
export function ChartSvg({
  width,
  height,
  children,
}: {
  width: number
  height: number
  children: ReactNode
}) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      className="max-w-2xl"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** The series' colours in words, under a chart. */
export function Legend({
  series,
}: {
  series: Array<{ key: string; label: string; color: string }>
}) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-800" aria-hidden="true">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <svg width="12" height="12" focusable="false">
            <rect width="12" height="12" rx="2" fill={s.color} />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  )
}

/** Grid lines across the plot at each tick, the tick's words at the left. */
export function ValueAxis({
  ticks,
  y,
  left,
  width,
  text,
}: {
  ticks: number[]
  y: (value: number) => number
  left: number
  width: number
  text: (value: number) => string
}) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line x1={left} x2={width} y1={y(tick)} y2={y(tick)} stroke="#d1d5db" />
      <text x={left - 6} y={y(tick)} dy="0.35em" textAnchor="end" fontSize="12" fill="#374151">
        {text(tick)}
      </text>
    </g>
  ))
}

/** A column's (or a group's) label under the plot. */
export function ColumnLabel({ x, y, label }: { x: number; y: number; label: string }) {
  return (
    <text x={x} y={y} textAnchor="middle" fontSize="12" fill="#374151">
      {label}
    </text>
  )
}
