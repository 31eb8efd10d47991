import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { weekdayOf } from '#app/kernel/day-minutes.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { weekdayMonthDayText } from '#app/kernel/dealer-clock.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'

import { bookingHorizonDays, type OfferedDay, offeredSlots } from '../service-slots.ts'
import type { ServiceVisit } from '../service-stages.ts'
import { readCapacity, readTaken } from './capacity.ts'

/** The days or windows the booking page offers for a visit now, with the places free in each. */
export async function freeSlots(db: DB, visit: ServiceVisit, now: Date): Promise<OfferedDay[]> {
  const today = calendarDay(now, business.timeZone)
  const [hours, capacity, taken] = await Promise.all([
    currentHours(db, now),
    readCapacity(db),
    readTaken(db, visit, today, addDays(today, bookingHorizonDays)),
  ])
  return offeredSlots(
    visit,
    hours.weeks.service,
    now,
    (day, windowStart) => ({
      online: capacity[weekdayOf(day)]?.[visit]?.online ?? 0,
      taken: taken.get(`${day}@${windowStart}`) ?? 0,
    }),
    weekdayMonthDayText,
  )
}
