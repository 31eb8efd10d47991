import { formatBusinessMinutes } from '#app/kernel/business-duration.ts'
import { ChartFigure, ChartTable } from '#app/kernel/components/charts/chart-figure.tsx'
import { HorizontalBars } from '#app/kernel/components/charts/horizontal-bars.tsx'
import {
  type Series,
  StackedWeeks,
  type WeekColumn,
} from '#app/kernel/components/charts/stacked-weeks.tsx'
import { countOf } from '#app/kernel/plural.ts'
import { contactInterests } from '#app/leads/contact-schema.ts'

// distinct at a glance and each at least 4.5:1 against white
const interestColors = ['#15803d', '#b45309', '#1d4ed8', '#6b21a8']
const interestSeries: Series[] = contactInterests.map((interest, i) => ({
  key: interest.value,
  label: interest.label,
  color: interestColors[i % interestColors.length]!,
}))

/** "the last week", "the last 8 weeks" */
const lastWeeks = (weeks: number) =>
  weeks === 1 ? 'the last week' : `the last ${countOf(weeks, 'week')}`

/** Median business time to the first response, this week beside last week. */
type WeekResponse = { leads: number; answered: number; medianResponseMinutes: number | null }

export function ResponseTimeChart({
  thisWeek,
  lastWeek,
}: {
  thisWeek: WeekResponse
  lastWeek: WeekResponse
}) {
  const bar = (label: string, week: WeekResponse) => {
    const minutes = week.medianResponseMinutes
    return {
      label,
      // the bar is as long as its words say: "0 min" draws none
      value: minutes === null ? 0 : Math.round(minutes),
      text: minutes === null ? 'No answers yet' : formatBusinessMinutes(minutes),
      answered: `${week.answered} of ${week.leads}`,
    }
  }
  const bars = [bar('This week', thisWeek), bar('Last week', lastWeek)]
  const said = (text: string) => (text === 'No answers yet' ? 'no answers yet' : text)
  return (
    <ChartFigure
      title="Median first response"
      summary={`In business hours: ${said(bars[0]!.text)} this week, ${said(bars[1]!.text)} last week.`}
      chart={<HorizontalBars bars={bars} />}
      table={
        <ChartTable
          caption="Median first response in business hours"
          head={['Week', 'Median', 'Leads answered']}
          rows={bars.map((b) => [b.label, b.text, b.answered])}
        />
      }
    />
  )
}

/** Leads received each week, stacked by what they were about. */
export function LeadsByInterestChart({ weeks }: { weeks: WeekColumn[] }) {
  const total = weeks.reduce(
    (sum, w) => sum + Object.values(w.counts).reduce((a, b) => a + b, 0),
    0,
  )
  return (
    <ChartFigure
      title="Leads by interest"
      summary={`${countOf(total, 'lead')} over ${lastWeeks(weeks.length)}, each week split by interest.`}
      chart={<StackedWeeks weeks={weeks} series={interestSeries} />}
      table={
        <ChartTable
          caption="Leads by interest per week"
          head={['Week of', ...interestSeries.map((s) => s.label), 'Total']}
          rows={weeks.map((w) => {
            const counts = interestSeries.map((s) => w.counts[s.key] ?? 0)
            return [w.label, ...counts, counts.reduce((a, b) => a + b, 0)]
          })}
        />
      }
    />
  )
}

/** Leads over the same weeks by the page they were sent from; the long tail as one row. */
export function LeadsBySourceChart({
  pages,
  other,
  weeks,
}: {
  /** the busiest pages, most first */
  pages: Array<{ page: string; count: number }>
  /** the leads from all other pages */
  other: number
  weeks: number
}) {
  const bars = [
    ...pages.map((p) => ({ label: p.page || 'Page not known', value: p.count })),
    ...(other ? [{ label: 'Other pages', value: other }] : []),
  ]
  return (
    <ChartFigure
      title="Leads by source page"
      summary={
        bars.length
          ? `Over ${lastWeeks(weeks)}, most leads came from ${bars[0]!.label} (${bars[0]!.value}).`
          : `No leads over ${lastWeeks(weeks)}.`
      }
      chart={<HorizontalBars bars={bars} color="#1d4ed8" />}
      table={
        <ChartTable
          caption="Leads by source page"
          head={['Page', 'Leads']}
          rows={bars.map((b) => [b.label, b.value])}
        />
      }
    />
  )
}
