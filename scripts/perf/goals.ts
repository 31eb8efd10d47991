// The performance goals and how a measured median is held against them.

export const lighthouseGoals = {
  performance: 0.98,
  lcpMs: 1200,
  cls: 0.02,
  tbtMs: 100,
  /** accessibility, best practices and SEO */
  otherCategories: 1,
  /** JavaScript transferred (compressed) by any public page, in KiB */
  jsKiB: 20,
}

export const serverGoals = {
  /** requests per second as a share of a static server giving the same bytes */
  apiShare: 0.9,
  pageShare: 0.5,
  /** p99 latency at 20 connections */
  p99Ms: 100,
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** A median with the spread of the runs: "1.02 s (0.98–1.10 s)". */
export function withSpread(values: readonly number[], format: (value: number) => string): string {
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`
}

/** Prints rows as an aligned table; a cell ending in " !" missed its goal. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
  console.log(line(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const row of rows) console.log(line(row))
}

/** A cell's text, marked " !" when its value misses the goal. */
export function cell(text: string, ok: boolean): string {
  return ok ? text : `${text} !`
}
