import { business } from '#app/kernel/dealer/business.ts'

import { calendarDay } from './zoned-time.ts'

/*
 * Every date and time the site prints, each format made once (a formatter
 * costs far more to make than to use). Instants are said on the dealer's
 * clock (the showrooms' time zone, with daylight saving), whatever zone the
 * server or the browser runs in; loaders format with it, so the browser never
 * formats a time again (its ICU may write a different space before "PM" and
 * break hydration). Calendar days ("2026-06-13") and months ("2026-06") are
 * already the dealer's, so they are named as they are, at noon UTC.
 */

const zone = business.timeZone

const clockFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone })

const dayFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })

const shortDay = { weekday: 'short', month: 'short', day: 'numeric' } as const
const longDay = { weekday: 'long', month: 'long', day: 'numeric' } as const
const time = { hour: 'numeric', minute: '2-digit' } as const
const zoneName = { timeZoneName: 'short' } as const
const year = { year: 'numeric' } as const

// instants on the dealer's clock
const timeFormat = clockFormat(time)
const dayOfInstantFormat = clockFormat(shortDay)
const monthDayOfInstantFormat = clockFormat({ month: 'short', day: 'numeric' })
const dayTimeFormat = clockFormat({ ...shortDay, ...time })
const dayTimeYearFormat = clockFormat({ ...shortDay, ...year, ...time })
const staffTimeFormats = {
  thisYear: clockFormat({ ...shortDay, ...time, ...zoneName }),
  withYear: clockFormat({ ...shortDay, ...year, ...time, ...zoneName }),
  thisYearSeconds: clockFormat({ ...shortDay, ...time, second: '2-digit', ...zoneName }),
  withYearSeconds: clockFormat({ ...shortDay, ...year, ...time, second: '2-digit', ...zoneName }),
}
const momentFormat = clockFormat({ ...longDay, ...time, ...zoneName })
const readableFormat = clockFormat({ ...longDay, ...year, ...time, ...zoneName })

// calendar days and months
const weekdayShortFormat = dayFormat({ weekday: 'short' })
const weekdayLongFormat = dayFormat({ weekday: 'long' })
const shortDayFormat = dayFormat(shortDay)
const shortDayYearFormat = dayFormat({ ...shortDay, ...year })
const weekdayMonthDayFormat = dayFormat({ weekday: 'long', month: 'short', day: 'numeric' })
const longDayFormat = dayFormat(longDay)
const longDayYearFormat = dayFormat({ ...longDay, ...year })
const monthDayYearFormat = dayFormat({ month: 'long', day: 'numeric', ...year })
const monthYearFormat = dayFormat({ month: 'long', ...year })
const shortMonthFormat = dayFormat({ month: 'short' })
const shortMonthYearFormat = dayFormat({ month: 'short', ...year })

/** Ordinary spaces where newer ICU puts a narrow no-break space (before AM/PM): for mail and renters. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`)
const midMonthOf = (month: string) => new Date(`${month}-15T12:00:00Z`)

/** "2:00 PM" */
export const clockTime = (at: Date) => timeFormat.format(at)

/** "Sat, Jun 13": the dealer's day of an instant. */
export const clockDay = (at: Date) => dayOfInstantFormat.format(at)

/** "Dec 31": the dealer's day of an instant, without its weekday. */
export const clockMonthDay = (at: Date) => monthDayOfInstantFormat.format(at)

/** "Tue, Dec 1, 9:00 AM" */
export const clockDayTime = (at: Date) => dayTimeFormat.format(at)

/** "Tue, Dec 1, 2026, 9:00 AM" */
export const clockDayTimeYear = (at: Date) => dayTimeYearFormat.format(at)

/** The year on the dealer's clock. */
const yearOf = (date: Date) => calendarDay(date, zone).slice(0, 4)

type DealerTimeOptions = {
  /** the audit log's precision */
  seconds?: boolean
  /** the year is said only for times outside this instant's year (on the dealer's clock) */
  now?: Date
}

/**
 * "Mon, Jun 2, 9:50 AM EDT" this year, "Mon, Dec 29, 2025, 4:05 PM EST"
 * before it: a stored time (ISO-8601 text or a Date) as the back office says
 * it, with its zone, so staff read it as they lived it.
 */
export function dealerTime(at: string | Date, options: DealerTimeOptions = {}): string {
  const date = typeof at === 'string' ? new Date(at) : at
  const withYear = yearOf(date) !== yearOf(options.now ?? new Date())
  const seconds = options.seconds ?? false
  const format = withYear
    ? seconds
      ? staffTimeFormats.withYearSeconds
      : staffTimeFormats.withYear
    : seconds
      ? staffTimeFormats.thisYearSeconds
      : staffTimeFormats.thisYear
  return format.format(date)
}

/**
 * "Friday, June 5 at 10:00 AM EDT": the dealer's clock with its zone (EDT or
 * EST), as the renter's page and e-mails say it; a renter may read it elsewhere.
 */
export const dealerMoment = (at: Date) => plainSpaces(momentFormat.format(at))

/** "Friday, July 4, 2025, 12:00 PM EDT": times in e-mails, with their year. */
export const readableTime = (at: Date) => plainSpaces(readableFormat.format(at))

/** "Tue" for "2026-12-01". */
export const weekdayShort = (day: string) => weekdayShortFormat.format(noonOf(day))

/** "Tuesday" for "2026-12-01". */
export const weekdayLong = (day: string) => weekdayLongFormat.format(noonOf(day))

/** "Tue, Dec 1" for "2026-12-01". */
export const shortDayText = (day: string) => shortDayFormat.format(noonOf(day))

/** "Sat, Jun 13, 2026" for "2026-06-13". */
export const shortDayYearText = (day: string) => shortDayYearFormat.format(noonOf(day))

/** "Thursday, Nov 26" for "2026-11-26". */
export const weekdayMonthDayText = (day: string) => weekdayMonthDayFormat.format(noonOf(day))

/** "Saturday, June 13" for "2026-06-13". */
export const longDayText = (day: string) => longDayFormat.format(noonOf(day))

/** "Friday, July 4, 2025" for "2025-07-04". */
export const longDayYearText = (day: string) => longDayYearFormat.format(noonOf(day))

/** "June 13, 2026" for "2026-06-13". */
export const monthDayYearText = (day: string) => monthDayYearFormat.format(noonOf(day))

/** "June 2026" for "2026-06". */
export const monthYearText = (month: string) => monthYearFormat.format(midMonthOf(month))

/** "Jun" for "2026-06". */
export const shortMonthText = (month: string) => shortMonthFormat.format(midMonthOf(month))

/** "Jun 2026" for "2026-06". */
export const shortMonthYearText = (month: string) => shortMonthYearFormat.format(midMonthOf(month))
