import type { DB } from '#app/kernel/.server/db/connection.ts'

import type { ServiceVisit } from '../service-stages.ts'
import { serviceZones, type ZoneFees } from '../service-zones.ts'

/** One weekday's places for one visit: all the shop takes, and how many online. */
export type VisitCapacity = { places: number; online: number }
/** Keyed by weekday (0 Sunday … 6 Saturday), then visit; a missing row takes nothing. */
export type Capacity = Record<number, Partial<Record<ServiceVisit, VisitCapacity>>>

export async function readCapacity(db: DB): Promise<Capacity> {
  const rows = await db.selectFrom('service_capacity').selectAll().execute()
  const capacity: Capacity = {}
  for (const row of rows) {
    const day = (capacity[Number(row.weekday)] ??= {})
    day[row.visit] = { places: Number(row.places), online: Number(row.online_places) }
  }
  return capacity
}

export async function readZoneFees(db: DB): Promise<ZoneFees> {
  const rows = await db.selectFrom('service_zone_fees').selectAll().execute()
  const fees = Object.fromEntries(
    serviceZones.map((zone) => [zone, { pickup: 0, mobile: 0 }]),
  ) as ZoneFees
  for (const row of rows) {
    fees[row.zone] = {
      pickup: Number(row.pickup_cents),
      mobile: Number(row.mobile_cents),
    }
  }
  return fees
}

/** The places taken of a visit's days and windows from `from` to `to`, keyed "day@windowStart". */
export async function readTaken(
  db: DB,
  visit: ServiceVisit,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('service_slot_counts')
    .select(['visit_day', 'window_start', 'taken'])
    .where('visit', '=', visit)
    .where('visit_day', '>=', from)
    .where('visit_day', '<=', to)
    .execute()
  return new Map(rows.map((row) => [`${row.visit_day}@${row.window_start}`, Number(row.taken)]))
}
