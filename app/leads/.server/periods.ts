import { calendarDay, startOfDayInZone } from '#app/kernel/zoned-time.ts'

import { previousWeek, weekOf } from './week-summary'

/** Midnight of today on the zone's clock. */
export function startOfToday(now: Date, timeZone: string): Date {
  const day = calendarDay(now, timeZone)
  const start = startOfDayInZone(day, timeZone)
  if (!start) throw new Error(`not a calendar day: ${day}`)
  return start
}

/**
 * The starts of the last `count` weeks, oldest first, each Monday 00:00 on the
 * zone's clock (the weeks of the weekly digest); the last one is this week's.
 */
export function weekStarts(now: Date, timeZone: string, count: number): Date[] {
  const weeks = [weekOf(now, timeZone)]
  while (weeks.length < count) weeks.unshift(previousWeek(weeks[0]!, timeZone))
  return weeks.map((w) => w.start)
}
