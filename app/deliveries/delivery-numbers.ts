import { instantOf, weekdayOf } from '#app/kernel/day-minutes.ts'
import { hoursOn, type WeeklyHours } from '#app/kernel/dealer/business-hours.ts'
import { addDays } from '#app/kernel/zoned-time.ts'

import type { DeliveryStatus } from './delivery-kinds.ts'
import { windowsOf } from './delivery-windows.ts'

/** A job as the dashboard counts it. */
export type CountedJob = {
  day: string
  window_start: number
  window_end: number
  status: DeliveryStatus
  done_at: string | null
}

export type DeliveryWeek = {
  /** the week's Monday */
  monday: string
  /** jobs booked into the week's windows, cancelled ones aside */
  jobs: number
  done: number
  /** of the done, those done inside their window */
  onTime: number
  /** the places the trucks had: each truck working a day, one per window */
  places: number
}

/** The Monday of a day's week. */
export const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7))

/**
 * The dashboard's weeks, oldest first, ending with the week of `today`: jobs
 * per week, the share done inside their window, and the trucks' use (jobs
 * over the places the trucks working each day had in the delivery hours).
 */
export function deliveryWeeks(
  jobs: readonly CountedJob[],
  options: { today: string; weeks: number; week: WeeklyHours; trucksByWeekday: readonly number[] },
): DeliveryWeek[] {
  const last = mondayOf(options.today)
  return Array.from({ length: options.weeks }, (_, i) => {
    const monday = addDays(last, -7 * (options.weeks - 1 - i))
    const sunday = addDays(monday, 6)
    const inWeek = jobs.filter(
      (j) => j.day >= monday && j.day <= sunday && j.status !== 'cancelled',
    )
    const done = inWeek.filter((j) => j.status === 'done' && j.done_at)
    const onTime = done.filter((j) => {
      const at = new Date(j.done_at ?? '')
      const zone = options.week.timeZone
      return (
        at >= instantOf(j.day, j.window_start, zone) && at <= instantOf(j.day, j.window_end, zone)
      )
    })
    let places = 0
    for (let d = 0; d < 7; d++) {
      const day = addDays(monday, d)
      places +=
        windowsOf(hoursOn(options.week, day)).length *
        (options.trucksByWeekday[weekdayOf(day)] ?? 0)
    }
    return { monday, jobs: inWeek.length, done: done.length, onTime: onTime.length, places }
  })
}

/** "83%", or "-" when there is nothing to divide. */
export const shareText = (part: number, whole: number) =>
  whole === 0 ? '-' : `${Math.round((part / whole) * 100)}%`
