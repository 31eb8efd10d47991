import { addDays } from '#app/kernel/zoned-time.ts'

/** How far ahead renters see the calendar and may ask: the reserve form's calendar and its check. */
export const bookingMonths = 6

/**
 * The days a rental may start from `today` (the dealer's calendar): the
 * first, and the day after the last (`end`, excluded). The calendar shows
 * these days and the form refuses a start on `end` or later.
 */
export function bookingWindow(today: string): { first: string; last: string; end: string } {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number)
  const later = new Date(Date.UTC(year, month - 1 + bookingMonths, day))
  const end = later.toISOString().slice(0, 10)
  return { first: today, last: addDays(end, -1), end }
}
