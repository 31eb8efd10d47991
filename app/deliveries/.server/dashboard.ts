import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'

import { type DeliveryWeek, deliveryWeeks, mondayOf } from '../delivery-numbers.ts'

/** How many weeks the delivery charts cover, the current one included. */
export const shownWeeks = 8

/**
 * The dashboard's delivery numbers as of `now`: per week, the jobs, the
 * share done inside their window and the trucks' use, from one index range
 * of the jobs by day and the trucks in service now.
 */
export async function deliveryDashboard(db: DB, now: Date): Promise<DeliveryWeek[]> {
  const today = calendarDay(now, business.timeZone)
  const first = addDays(mondayOf(today), -7 * (shownWeeks - 1))
  const [jobs, trucks, hours] = await Promise.all([
    db
      .selectFrom('delivery_jobs')
      .select(['day', 'window_start', 'window_end', 'status', 'done_at'])
      .where('day', '>=', first)
      .where('day', '<=', addDays(mondayOf(today), 6))
      .execute(),
    db.selectFrom('delivery_trucks').select('weekdays').where('active', '=', 1).execute(),
    currentHours(db, now),
  ])
  const trucksByWeekday = [0, 1, 2, 3, 4, 5, 6].map(
    (weekday) => trucks.filter((t) => t.weekdays.includes(String(weekday))).length,
  )
  return deliveryWeeks(jobs, {
    today,
    weeks: shownWeeks,
    week: hours.weeks.delivery,
    trucksByWeekday,
  })
}
