// What the calculator's results say and where the chart's shapes go, for a
// state: the server renders them with React (EcoResults, CostChart) and the
// browser writes them into a copy of that markup (enhance-calculator.ts), so
// both show the same words and figures from one place.
import { formatInteger, formatNumber, formatPrice } from '#app/kernel/format.ts'
import { niceScale } from '#app/site/components/eco/chart-scale.ts'
import { yearsText } from '#app/site/components/eco/eco-text.ts'
import {
  type EcoImpact,
  type EcoInput,
  usageLabels,
  type YearlyCost,
} from '#app/site/eco-impact.ts'

const weeklyMiles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** "40 miles a week, commercial use, over 5 years." */
export function resultsSummary(input: EcoInput): string {
  return `${weeklyMiles.format(input.milesPerWeek)} miles a week, ${usageLabels[input.usageType].toLowerCase()} use, over ${yearsText(input.timeFrame)}.`
}

/**
 * The environmental figures then the costs, in the order the results show
 * them, at `progress` (0 to 1) of their count-up.
 */
export function resultFigures(impact: EcoImpact, progress = 1) {
  const at = (value: number) => value * progress
  return {
    environment: [
      {
        key: 'co2',
        label: 'CO2 emissions avoided',
        value: `${formatNumber(at(impact.co2Saved))} lbs`,
      },
      {
        key: 'fuel',
        label: 'Gasoline not burned',
        value: `${formatNumber(at(impact.fuelSaved))} gallons`,
      },
      {
        key: 'trees',
        label: 'Trees it takes to absorb that CO2',
        value: `${formatNumber(at(impact.treesEquivalent))} trees`,
      },
      {
        key: 'miles',
        label: 'Miles driven on electricity',
        value: `${formatInteger(at(impact.miles))} miles`,
      },
    ] as const,
    costs: [
      { label: 'Gas cart fuel cost', value: formatPrice(at(impact.costSaved)) },
      { label: 'Electric cart charging cost', value: formatPrice(at(impact.electricCost)) },
      { label: 'Your net savings', value: formatPrice(at(impact.netSavings)) },
    ],
  }
}

/** What the empty results panel asks for. */
export function placeholderText(hasErrors: boolean): string {
  return hasErrors
    ? 'Correct the highlighted field and press Calculate Impact to see your savings.'
    : 'Enter the miles you drive in a week, choose how you use your cart and a time frame, then press Calculate Impact.'
}

// Both colors reach 3:1 against white, as graphics must (WCAG 1.4.11).
export const gasColor = '#b45309'
export const electricColor = '#15803d'

export const chartSize = { width: 420, height: 260 }
const plot = { left: 72, right: 8, top: 26, bottom: 36 }

/**
 * The chart of cumulative running costs, one pair of bars a year: its words,
 * gridlines, bars and the rows of the table that carries its figures.
 */
export function costChartLayout(series: YearlyCost[]) {
  const last = series.at(-1) ?? { year: 0, fuelCost: 0, electricCost: 0 }
  const { width, height } = chartSize
  const scale = niceScale(Math.max(last.fuelCost, last.electricCost))
  const innerWidth = width - plot.left - plot.right
  const innerHeight = height - plot.top - plot.bottom
  const groupWidth = innerWidth / Math.max(1, series.length)
  const barWidth = Math.min(40, groupWidth * 0.36)
  const y = (value: number) => plot.top + innerHeight - (value / scale.max) * innerHeight
  const showValues = series.length <= 5
  const years = yearsText(series.length)
  const yearLabel = (year: number) => `Year ${year}`
  return {
    caption: `Running costs over ${years}: gas fuel vs electricity`,
    label: `Bar chart: after ${years} a gas cart burns ${formatPrice(last.fuelCost)} of fuel, an electric cart uses ${formatPrice(last.electricCost)} of electricity. Yearly figures are in the table that follows.`,
    grid: { x1: plot.left, x2: width - plot.right, axisY: y(0) },
    ticks: scale.ticks.map((tick) => ({ y: y(tick), label: formatPrice(tick) })),
    groups: series.map((point, index) => {
      const centre = plot.left + groupWidth * index + groupWidth / 2
      const bar = (key: string, value: number, x: number, fill: string) => ({
        key,
        x,
        y: y(value),
        width: barWidth,
        height: Math.max(1, y(0) - y(value)),
        fill,
        // the figure above the bar, when there is room for it
        value: showValues ? formatPrice(value) : null,
      })
      return {
        year: point.year,
        centre,
        labelY: height - 12,
        label: series.length > 5 ? String(point.year) : yearLabel(point.year),
        bars: [
          bar('gas', point.fuelCost, centre - barWidth - 3, gasColor),
          bar('electric', point.electricCost, centre + 3, electricColor),
        ],
      }
    }),
    rows: series.map((point) => [
      yearLabel(point.year),
      formatPrice(point.fuelCost),
      formatPrice(point.electricCost),
      formatPrice(point.fuelCost - point.electricCost),
    ]),
  }
}

export type CostChartLayout = ReturnType<typeof costChartLayout>
