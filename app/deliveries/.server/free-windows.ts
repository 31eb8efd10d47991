import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { weekdayOf } from '#app/kernel/day-minutes.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { showroomOf } from '#app/kernel/dealer/locations.ts'
import { weekdayMonthDayText } from '#app/kernel/dealer-clock.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { findTown } from '#app/site/town-lookup.server.ts'

import { distanceCents } from '../delivery-fees.ts'
import type { DeliveryKind } from '../delivery-kinds.ts'
import {
  firstOfferedDay,
  type OfferedDay,
  offeredDays,
  offeredWindows,
} from '../delivery-windows.ts'

/** How many active trucks of a showroom work each weekday (0 Sunday … 6 Saturday). */
export async function trucksByWeekday(db: DB, showroom: string): Promise<number[]> {
  const trucks = await db
    .selectFrom('delivery_trucks')
    .select('weekdays')
    .where('showroom', '=', showroom)
    .where('active', '=', 1)
    .execute()
  return [0, 1, 2, 3, 4, 5, 6].map(
    (weekday) => trucks.filter((t) => t.weekdays.includes(String(weekday))).length,
  )
}

/** The places taken of a showroom's windows from `from` to `to`, keyed "day@start". */
export async function takenPlaces(db: DB, showroom: string, from: string, to: string) {
  const rows = await db
    .selectFrom('delivery_window_counts')
    .select(['day', 'window_start', 'taken'])
    .where('showroom', '=', showroom)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute()
  return new Map(rows.map((row) => [`${row.day}@${row.window_start}`, row.taken]))
}

export type FreeWindows = {
  /** the town as the rules name it; undefined when it is not served */
  town?: string
  days: OfferedDay[]
  /** the delivery rules' distance fee to the town, in cents */
  distanceCents: number
}

/**
 * What a window picker offers for a job to a town now: the delivery hours'
 * windows of the showroom that serves the town, with the places its trucks
 * leave free in each (full ones listed with none), from `earliestDay` when
 * given (a sold cart's), and the distance fee.
 */
export async function freeWindows(
  db: DB,
  request: { kind: DeliveryKind; town: string; now: Date; earliestDay?: string },
): Promise<FreeWindows> {
  const town = findTown(request.town)
  if (!town) return { days: [], distanceCents: 0 }
  const showroom = showroomOf(town.nearestLocationId).id
  const today = calendarDay(request.now, business.timeZone)
  const [hours, trucks, taken] = await Promise.all([
    currentHours(db, request.now),
    trucksByWeekday(db, showroom),
    takenPlaces(
      db,
      showroom,
      firstOfferedDay(today, request.earliestDay),
      addDays(firstOfferedDay(today, request.earliestDay), offeredDays),
    ),
  ])
  return {
    town: town.name,
    days: offeredWindows(
      request.kind,
      hours.weeks.delivery,
      request.now,
      (day, start) => ({
        trucks: trucks[weekdayOf(day)] ?? 0,
        taken: taken.get(`${day}@${start}`) ?? 0,
      }),
      weekdayMonthDayText,
      request.earliestDay,
    ),
    distanceCents: distanceCents(request.kind, town),
  }
}
