import type { DB } from '#app/.server/db/connection.ts'
import { business, salesHours } from '#app/content/business.ts'
import { businessMinutesBetween } from '#app/lib/business-hours.ts'

import { dashboardStats } from './stats'

/** The dashboard's lead numbers as of `now`, first responses counted in the sales department's hours. */
export function leadDashboard(db: DB, now: Date) {
  return dashboardStats(db, {
    now,
    timeZone: business.timeZone,
    businessMinutesBetween: (from, to) => businessMinutesBetween(salesHours, from, to),
  })
}
