import { formatBusinessMinutes } from '#app/kernel/business-duration.ts'
import { ChartFigure, ChartTable } from '#app/kernel/components/charts/chart-figure.tsx'
import { GroupedColumns } from '#app/kernel/components/charts/grouped-columns.tsx'
import { HorizontalBars } from '#app/kernel/components/charts/horizontal-bars.tsx'
import { type Series, StackedWeeks } from '#app/kernel/components/charts/stacked-weeks.tsx'
import { shortMonthText, shortMonthYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { countOf } from '#app/kernel/plural.ts'
import type { ServiceMonth, ServiceWeek } from '#app/service/service-numbers.ts'
import { kindLabels, serviceKinds } from '#app/service/service-stages.ts'

// the dashboard's other charts' colours: distinct at a glance and each at least 4.5:1 against white
const kindColors = ['#15803d', '#b45309', '#1d4ed8', '#6b21a8', '#be123c']
const kindSeries: Series[] = serviceKinds.map((kind, i) => ({
  key: kind,
  label: kindLabels[kind],
  color: kindColors[i % kindColors.length]!,
}))

const lastWeeksText = (weeks: number) => `the last ${countOf(weeks, 'week')}`

const share = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 100)

/** Jobs booked each week, stacked by the kind of work. */
export function ServiceJobsChart({ weeks }: { weeks: ServiceWeek[] }) {
  const totals = weeks.map((w) => Object.values(w.booked).reduce((a, b) => a + b, 0))
  const total = totals.reduce((a, b) => a + b, 0)
  return (
    <ChartFigure
      title="Service jobs per week"
      summary={`${countOf(total, 'job')} booked over ${lastWeeksText(weeks.length)}, ${countOf(totals.at(-1) ?? 0, 'job')} this week, each week split by the kind of work.`}
      chart={
        <StackedWeeks
          weeks={weeks.map((w) => ({ label: w.label, counts: w.booked }))}
          series={kindSeries}
        />
      }
      table={
        <ChartTable
          caption="Service jobs booked per week, by kind of work"
          head={['Week of', ...kindSeries.map((s) => s.label), 'Total']}
          rows={weeks.map((w, i) => [
            w.label,
            ...serviceKinds.map((kind) => w.booked[kind] ?? 0),
            totals[i] ?? 0,
          ])}
        />
      }
    />
  )
}

/** The repair clock: median business hours from approval to ready, per week the carts were ready. */
export function RepairTimeChart({ weeks }: { weeks: ServiceWeek[] }) {
  const ready = weeks.reduce((sum, w) => sum + w.ready, 0)
  const kept = weeks.reduce((sum, w) => sum + w.withinPromise, 0)
  const text = (w: ServiceWeek) =>
    w.medianRepairMinutes === null
      ? 'No repairs ready'
      : formatBusinessMinutes(w.medianRepairMinutes)
  const current = weeks.at(-1)
  return (
    <ChartFigure
      title="Median repair time, approval to ready"
      summary={
        ready
          ? `In service hours: ${current ? text(current).toLowerCase() : ''} this week; ${kept} of ${countOf(ready, 'repair')} over ${lastWeeksText(weeks.length)} were ready within two business days, the promise of 24-48 hours.`
          : `No repair became ready over ${lastWeeksText(weeks.length)}.`
      }
      chart={
        <HorizontalBars
          bars={weeks.map((w) => ({
            label: w.label,
            value: Math.round(w.medianRepairMinutes ?? 0),
            text: text(w),
          }))}
        />
      }
      table={
        <ChartTable
          caption="Median repair time in service hours, per week the carts were ready"
          head={[
            'Week of',
            'Repairs ready',
            'Median',
            'Within 1 business day',
            'Within 2 business days',
          ]}
          rows={weeks.map((w) => [w.label, w.ready, text(w), w.withinTarget, w.withinPromise])}
        />
      }
    />
  )
}

const rateSeries: Series[] = [
  { key: 'rate', label: 'Approved of estimates sent', color: '#15803d' },
]

/** Estimates approved out of those sent, per week. */
export function ApprovalRateChart({ weeks }: { weeks: ServiceWeek[] }) {
  const sent = weeks.reduce((sum, w) => sum + w.sent, 0)
  const approved = weeks.reduce((sum, w) => sum + w.approved, 0)
  const rate = (w: ServiceWeek) => {
    const value = share(w.approved, w.sent)
    return value === null ? 'No estimates sent' : `${value}%`
  }
  return (
    <ChartFigure
      title="Estimate approval rate"
      summary={
        sent
          ? `${approved} approved of ${countOf(sent, 'estimate')} sent over ${lastWeeksText(weeks.length)} (${share(approved, sent)}%).`
          : `No estimate sent over ${lastWeeksText(weeks.length)}.`
      }
      chart={
        <GroupedColumns
          series={rateSeries}
          groups={weeks.map((w) => ({
            label: w.label,
            values: { rate: w.sent === 0 ? null : Math.min(1, w.approved / w.sent) },
          }))}
        />
      }
      table={
        <ChartTable
          caption="Estimates sent, approved and declined per week"
          head={['Week of', 'Sent', 'Approved', 'Declined', 'Approval rate']}
          rows={weeks.map((w) => [w.label, w.sent, w.approved, w.declined, rate(w)])}
        />
      }
    />
  )
}

const revenueSeries: Series[] = [
  { key: 'net', label: 'Service payments less refunds', color: '#1d4ed8' },
]

/** What service jobs brought in each month: payments taken less refunds. */
export function ServiceRevenueChart({ months }: { months: ServiceMonth[] }) {
  const net = months.reduce((sum, m) => sum + m.netCents, 0)
  return (
    <ChartFigure
      title="Service revenue per month"
      summary={`${formatCents(net)} over the last ${countOf(months.length, 'month')} from service jobs: payments online and at the desk, less refunds.`}
      chart={
        <StackedWeeks
          series={revenueSeries}
          weeks={months.map((m) => ({
            label: shortMonthText(m.month),
            counts: { net: Math.max(0, m.netCents) },
          }))}
          tickText={formatCents}
        />
      }
      table={
        <ChartTable
          caption="Service revenue per month, in dollars"
          head={['Month', 'Taken', 'Refunded', 'Revenue']}
          rows={months.map((m) => [
            shortMonthYearText(m.month),
            formatCents(m.takenCents),
            formatCents(m.refundedCents),
            formatCents(m.netCents),
          ])}
        />
      }
    />
  )
}
