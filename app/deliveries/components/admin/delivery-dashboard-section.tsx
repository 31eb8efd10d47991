import { ChartFigure, ChartTable } from '#app/kernel/components/charts/chart-figure.tsx'
import { HorizontalBars } from '#app/kernel/components/charts/horizontal-bars.tsx'
import { shortDayText } from '#app/kernel/dealer-clock.ts'

import { type DeliveryWeek, shareText } from '../../delivery-numbers.ts'

const weekLabel = (monday: string) => `Week of ${shortDayText(monday)}`
const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100)

/** The dashboard's deliveries: jobs per week, the share done on time, and the trucks' use, each with its table. */
export function DeliveryDashboardSection({ weeks }: { weeks: readonly DeliveryWeek[] }) {
  const table = (caption: string) => (
    <ChartTable
      caption={caption}
      head={['Week', 'Jobs', 'Done', 'Done in the window', 'On time', 'Places', 'Truck use']}
      rows={weeks.map((w) => [
        weekLabel(w.monday),
        w.jobs,
        w.done,
        w.onTime,
        shareText(w.onTime, w.done),
        w.places,
        shareText(w.jobs, w.places),
      ])}
    />
  )
  return (
    <section aria-labelledby="deliveries-heading" className="mt-10">
      <h2 id="deliveries-heading" className="text-2xl font-bold text-gray-900">
        Deliveries
      </h2>
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <ChartFigure
          title="Deliveries per week"
          summary="Deliveries, pickups and returns booked into each week's windows, cancelled ones aside."
          chart={
            <HorizontalBars
              bars={weeks.map((w) => ({ label: weekLabel(w.monday), value: w.jobs }))}
            />
          }
          table={table('Deliveries per week')}
        />
        <ChartFigure
          title="On time"
          summary="Of the jobs done each week, the share done inside their 2-hour window."
          chart={
            <HorizontalBars
              bars={weeks.map((w) => ({
                label: weekLabel(w.monday),
                value: percent(w.onTime, w.done),
                text: shareText(w.onTime, w.done),
              }))}
            />
          }
          table={table('On time per week')}
        />
        <ChartFigure
          title="Truck use"
          summary="Jobs over the places the trucks working each day had: one job a truck in each window."
          chart={
            <HorizontalBars
              bars={weeks.map((w) => ({
                label: weekLabel(w.monday),
                value: percent(w.jobs, w.places),
                text: shareText(w.jobs, w.places),
              }))}
            />
          }
          table={table('Truck use per week')}
        />
      </div>
    </section>
  )
}
