import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'

import { dashboardStats } from './stats'

/** The dashboard's lead numbers as of `now`, on the dealer's clock. */
export function leadDashboard(db: DB, now: Date) {
  return dashboardStats(db, { now, timeZone: business.timeZone })
}
