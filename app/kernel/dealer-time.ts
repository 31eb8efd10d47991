import { business } from '#app/kernel/dealer/business.ts'

import { calendarDay } from './zoned-time'

/*
 * Every time the back office shows is on the dealer's clock (the showrooms'
 * time zone, with daylight saving), said with its zone: staff read "9:50 AM
 * EDT" as they lived it, whatever zone the server runs in. Loaders format
 * with it, so the browser never formats a time again (its ICU may write a
 * different space before "PM" and break hydration).
 */

const zone = business.timeZone
const shown = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric' } as const

const formats = new Map<string, Intl.DateTimeFormat>()

function formatFor(withYear: boolean, seconds: boolean): Intl.DateTimeFormat {
  const key = `${withYear}-${seconds}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      ...shown,
      ...(withYear ? { year: 'numeric' } : {}),
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      timeZone: zone,
      timeZoneName: 'short',
    })
    formats.set(key, format)
  }
  return format
}

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
 * before it: a stored time (ISO-8601 text or a Date) on the dealer's clock.
 */
export function dealerTime(at: string | Date, options: DealerTimeOptions = {}): string {
  const date = typeof at === 'string' ? new Date(at) : at
  const withYear = yearOf(date) !== yearOf(options.now ?? new Date())
  return formatFor(withYear, options.seconds ?? false).format(date)
}
