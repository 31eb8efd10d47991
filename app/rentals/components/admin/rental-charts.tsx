import { ChartFigure, ChartTable } from '#app/kernel/components/charts/chart-figure.tsx'
import { GroupedColumns } from '#app/kernel/components/charts/grouped-columns.tsx'
import { type Series, StackedWeeks } from '#app/kernel/components/charts/stacked-weeks.tsx'
import { shortMonthText, shortMonthYearText } from '#app/kernel/dealer-clock.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { cartInfo, type CartType, cartTypes } from '#app/rentals/content/rentals.ts'
import type { MonthKey, RevenueCell, UtilisationCell } from '#app/rentals/fleet-numbers.ts'
import { deskFeeKinds, deskFees } from '#app/rentals/rental-fees.ts'

// the lead charts' colours: distinct at a glance and each at least 4.5:1 against white
const typeColors: Record<CartType, string> = {
  'four-seater': '#15803d',
  'six-seater': '#b45309',
  utility: '#1d4ed8',
}

const typeSeries = (types: CartType[]): Series[] =>
  types.map((type) => ({ key: type, label: cartInfo[type].shortName, color: typeColors[type] }))

/** "Jun 2026" for the tables, "Jun" under the columns. */
const monthName = (month: MonthKey, withYear: boolean) =>
  withYear ? shortMonthYearText(month) : shortMonthText(month)

/** "the last 6 months", "this month" */
const lastMonthsText = (count: number) => (count === 1 ? 'this month' : `the last ${count} months`)

const percent = (out: number, available: number) =>
  available === 0 ? null : Math.round((out / available) * 100)

/** The types with a cart or a rental in the months shown, in the usual order. */
const typesIn = (cells: Array<{ cartType: CartType }>) =>
  cartTypes.filter((type) => cells.some((cell) => cell.cartType === type))

/** Share of the days each type's carts could be rented that they were out, per month. */
export function UtilisationChart({
  months,
  cells,
}: {
  months: MonthKey[]
  cells: UtilisationCell[]
}) {
  const types = typesIn(cells)
  const of = (month: MonthKey, type: CartType) =>
    cells.find((c) => c.month === month && c.cartType === type) ?? { out: 0, available: 0 }
  const current = months.at(-1) ?? ''
  const nowText = types
    .map((type) => {
      const { out, available } = of(current, type)
      const share = percent(out, available)
      return `${cartInfo[type].shortName} ${share === null ? 'not available' : `${share}%`}`
    })
    .join(', ')
  return (
    <ChartFigure
      title="Fleet utilisation by cart type"
      summary={
        types.length
          ? `Share of the days the carts could be rented that they were out. This month so far: ${nowText}.`
          : 'No rental carts in the fleet over these months.'
      }
      chart={
        <GroupedColumns
          series={typeSeries(types)}
          groups={months.map((month) => ({
            label: monthName(month, false),
            values: Object.fromEntries(
              types.map((type) => {
                const { out, available } = of(month, type)
                return [type, available === 0 ? null : out / available]
              }),
            ),
          }))}
        />
      }
      table={
        <ChartTable
          caption="Fleet utilisation per cart type and month: days out of days available"
          head={['Month', ...types.map((type) => cartInfo[type].shortName)]}
          rows={months.map((month) => [
            monthName(month, true),
            ...types.map((type) => {
              const { out, available } = of(month, type)
              const share = percent(out, available)
              return share === null
                ? 'No days available'
                : `${share}% (${out} of ${available} days)`
            }),
          ])}
        />
      }
    />
  )
}

/** Rent and fees per type and month, by the month each rental came back. */
export function RentalRevenueChart({
  months,
  cells,
}: {
  months: MonthKey[]
  cells: RevenueCell[]
}) {
  const types = typesIn(cells)
  const fees = deskFees()
  const total = cells.reduce((sum, cell) => sum + cell.total, 0)
  const rows = months.flatMap((month) =>
    types.flatMap((type) => {
      const cell = cells.find((c) => c.month === month && c.cartType === type)
      if (!cell) return []
      return [
        [
          `${monthName(month, true)}, ${cartInfo[type].shortName}`,
          cell.rentals,
          formatPrice(cell.rent),
          formatPrice(cell.extras),
          formatPrice(cell.late),
          ...deskFeeKinds.map((kind) => formatPrice(cell.fees[kind])),
          formatPrice(cell.total),
        ],
      ]
    }),
  )
  return (
    <ChartFigure
      title="Rent and fees by cart type"
      summary={
        total
          ? `${formatPrice(total)} over ${lastMonthsText(months.length)} from rentals back in those months (deposits not counted), each month split by cart type.`
          : `No rental came back over ${lastMonthsText(months.length)}.`
      }
      chart={
        <StackedWeeks
          series={typeSeries(types)}
          weeks={months.map((month) => ({
            label: monthName(month, false),
            counts: Object.fromEntries(
              cells.filter((c) => c.month === month).map((c) => [c.cartType, c.total]),
            ),
          }))}
          tickText={formatPrice}
        />
      }
      table={
        <ChartTable
          caption="Rent and fees per cart type and month of return, in dollars"
          head={[
            'Month and cart type',
            'Rentals',
            'Rent',
            'Delivery and drivers',
            'Late fees',
            ...deskFeeKinds.map((kind) => fees[kind].label.replace(/ \(.*\)$/, '')),
            'Total',
          ]}
          rows={rows}
        />
      }
    />
  )
}
