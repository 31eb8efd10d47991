import { Link } from 'react-router'

import { ChartFigure, ChartTable } from '#app/kernel/components/charts/chart-figure.tsx'
import { GroupedColumns } from '#app/kernel/components/charts/grouped-columns.tsx'
import { type Series, StackedWeeks } from '#app/kernel/components/charts/stacked-weeks.tsx'
import { shortMonthText, shortMonthYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'

import type { StorageDashboard } from '../../.server/dashboard'
import { kindLabels, storageKinds } from '../../storage-plans'

// each at least 4.5:1 against white
const kindSeries: Series[] = [
  { key: 'indoor', label: kindLabels.indoor, color: '#15803d' },
  { key: 'outdoor', label: kindLabels.outdoor, color: '#1d4ed8' },
]
const revenueSeries: Series[] = [{ key: 'net', label: 'Revenue', color: '#15803d' }]

const percent = (held: number, spaces: number) =>
  spaces === 0 ? null : Math.round((held / spaces) * 100)

/** The dashboard's storage section: occupancy by month and storage revenue, each a chart with its table. */
export function StorageDashboardSection({ storage }: { storage: StorageDashboard }) {
  const { occupancy, revenue } = storage
  const first = occupancy[0]
  const net = revenue.reduce((sum, month) => sum + month.netCents, 0)
  return (
    <section aria-labelledby="storage-heading" className="mt-10">
      <h2 id="storage-heading" className="text-2xl font-bold text-gray-900">
        Storage
      </h2>
      <p className="mt-1">
        <Link to="/admin/storage" className="text-brand-800 underline">
          Spaces, contracts, invoices and the delinquency list
        </Link>
      </p>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <ChartFigure
          title="Spaces held by month"
          summary={
            first
              ? `This month ${storageKinds
                  .map(
                    (kind) =>
                      `${kindLabels[kind].toLowerCase()} ${first.kinds[kind].held} of ${first.kinds[kind].spaces}`,
                  )
                  .join(', ')} spaces are held, over both showrooms.`
              : 'No spaces yet.'
          }
          chart={
            <GroupedColumns
              series={kindSeries}
              groups={occupancy.map((month) => ({
                label: shortMonthText(month.month),
                values: Object.fromEntries(
                  storageKinds.map((kind) => {
                    const { held, spaces } = month.kinds[kind]
                    return [kind, spaces === 0 ? null : Math.min(1, held / spaces)]
                  }),
                ),
              }))}
            />
          }
          table={
            <ChartTable
              caption="Spaces held (taken or reserved ahead) of the spaces, by month and kind"
              head={['Month', ...storageKinds.map((kind) => kindLabels[kind])]}
              rows={occupancy.map((month) => [
                shortMonthYearText(month.month),
                ...storageKinds.map((kind) => {
                  const { held, spaces } = month.kinds[kind]
                  const share = percent(held, spaces)
                  return `${held} of ${spaces}${share === null ? '' : ` (${share}%)`}`
                }),
              ])}
            />
          }
        />
        <ChartFigure
          title="Storage revenue per month"
          summary={`${formatCents(net)} over the last ${revenue.length} months from storage: packages, monthly invoices and desk payments, less refunds.`}
          chart={
            <StackedWeeks
              series={revenueSeries}
              weeks={revenue.map((month) => ({
                label: shortMonthText(month.month),
                counts: { net: Math.max(0, month.netCents) },
              }))}
              tickText={formatCents}
            />
          }
          table={
            <ChartTable
              caption="Storage revenue per month, in dollars"
              head={['Month', 'Taken', 'Refunded', 'Revenue']}
              rows={revenue.map((month) => [
                shortMonthYearText(month.month),
                formatCents(month.takenCents),
                formatCents(month.refundedCents),
                formatCents(month.netCents),
              ])}
            />
          }
        />
      </div>
    </section>
  )
}
